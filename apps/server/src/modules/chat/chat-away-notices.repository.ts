import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** Who was last told of a conversation while away, and of which message (`chat_away_notices`). */
export function createChatAwayNoticesRepository() {
  return {
    /**
     * Claims the members to tell of `messageId`: those never told of this conversation, told
     * `windowSeconds` or more ago, or who have read up to what they were told of. The claimed
     * rows now name this message; the others are left as they were (a burst already told).
     * Concurrent claims for one member wait on its row, so only one of them wins.
     */
    async claim(
      tx: Executor,
      claim: {
        conversationId: string;
        messageId: string;
        userIds: string[];
        windowSeconds: number;
      },
    ): Promise<string[]> {
      if (claim.userIds.length === 0) return [];
      const result = await tx.execute<{ user_id: string }>(sql`
        insert into chat_away_notices (conversation_id, user_id, message_id, notified_at)
        select ${claim.conversationId}, member, ${claim.messageId}, now()
          from unnest(${`{${claim.userIds.join(',')}}`}::uuid[]) as member
        on conflict (conversation_id, user_id) do update
          set message_id = excluded.message_id, notified_at = excluded.notified_at
          where chat_away_notices.notified_at <= now() - make_interval(secs => ${claim.windowSeconds})
             or exists (
               select 1 from chat_read_markers r
                where r.conversation_id = chat_away_notices.conversation_id
                  and r.user_id = chat_away_notices.user_id
                  and r.last_read_message_id >= chat_away_notices.message_id)
        returning user_id`);
      return result.rows.map((row) => row.user_id);
    },
  };
}

export type ChatAwayNoticesRepository = ReturnType<typeof createChatAwayNoticesRepository>;
