import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { outboxInsertFrom } from '../../core/event-outbox.repository.js';
import { chatMessages } from '../../db/schema/index.js';
import { messageJson, readableBy, type MessageRow } from './chat-message-rows.js';

export type NewMessage = typeof chatMessages.$inferInsert & { id: string; createdAt: Date };
export type StoredMessage = typeof chatMessages.$inferSelect;

/** Messages: written once, hidden by an admin, read a keyset page at a time. */
export function createChatMessagesRepository(db: Database) {
  async function findRow(
    conversationId: string,
    messageId: string,
    tx: Executor = db,
  ): Promise<MessageRow | undefined> {
    const result = await tx.execute<{ message: MessageRow }>(sql`
      select ${messageJson} as message from chat_messages m
        left join users au on au.id = m.author_id
      where m.conversation_id = ${conversationId} and m.id = ${messageId}`);
    return result.rows[0]?.message;
  }

  return {
    findRow,

    /** The stored message (with its file keys), if it is in the conversation. */
    async find(conversationId: string, messageId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, messageId)),
        );
      return row;
    },

    /**
     * Writes a message with its event in one statement, as it is on every post's path: unless
     * `memberOnly` and its author is not a current member, or its author already sent one with
     * this client id (a retry: `findByClient` has the first). The statement also moves the
     * conversation's last activity, reads the message as shown, and addresses `event` (its
     * data with the message's author name left empty, which the statement fills) to the
     * conversation's current members.
     *
     * The last activity (the list sorts by it) moves at most once a second, and a send that
     * finds the row locked by another send's move skips its own (SKIP LOCKED): that other move
     * is as recent to within a second. Waiting for it instead queued every send of a busy
     * conversation behind the mover's commit (50 of them at 100 messages/s in the bench).
     */
    async insert(
      message: NewMessage,
      event: { type: string; data: Record<string, unknown> },
      options: { memberOnly: boolean; tx?: Executor },
    ): Promise<
      | { outcome: 'written'; row: MessageRow; memberIds: string[] }
      | { outcome: 'not a member' | 'duplicate' }
    > {
      const at = message.createdAt.toISOString();
      const touchedBefore = new Date(message.createdAt.getTime() - 1000).toISOString();
      const data = JSON.stringify(event.data);
      const result = await (options.tx ?? db).execute<{
        message: MessageRow | null;
        memberIds: string[] | null;
        isMember: boolean;
      }>(sql`
        with member as (
          select 1 from conversation_members p
          where p.conversation_id = ${message.conversationId}
            and p.user_id = ${message.authorId ?? null} and p.left_at is null
        ), m as (
          insert into chat_messages (id, conversation_id, author_id, client_id, kind, body,
            attachment_key, thumbnail_key, attachment_type, attachment_size, attachment_name,
            created_at)
          select ${message.id}::uuid, ${message.conversationId}::uuid,
            ${message.authorId ?? null}::uuid, ${message.clientId ?? null}::uuid,
            ${message.kind}::text, ${message.body ?? null}::text,
            ${message.attachmentKey ?? null}::text, ${message.thumbnailKey ?? null}::text,
            ${message.attachmentType ?? null}::text, ${message.attachmentSize ?? null}::integer,
            ${message.attachmentName ?? null}::text, ${at}::timestamptz
          where ${options.memberOnly ? sql`exists (select 1 from member)` : sql`true`}
          on conflict (author_id, client_id) do nothing
          returning *
        ), touched as (
          update conversations set last_message_at = ${at}::timestamptz
          where id = (select id from conversations
                      where id = ${message.conversationId}
                        and last_message_at < ${touchedBefore}::timestamptz
                      for update skip locked)
            and exists (select 1 from m)
        ), shown as (
          select ${messageJson} as message,
            array(select p.user_id from conversation_members p
                  where p.conversation_id = m.conversation_id and p.left_at is null) as member_ids
          from m left join users au on au.id = m.author_id
        ), addressed as (
          ${outboxInsertFrom(sql`
            select ${event.type}::text as type,
              case when s.message->>'authorId' is null then ${data}::jsonb
                   else jsonb_set(${data}::jsonb, '{message,author,name}',
                                  to_jsonb(coalesce(s.message->>'authorName', '')))
              end as data,
              '{}'::uuid[] as vendor_ids, '{}'::uuid[] as driver_ids, s.member_ids as user_ids
            from shown s`)}
        )
        select (select message from shown) as message,
          (select member_ids from shown) as "memberIds",
          exists (select 1 from member) as "isMember"`);
      const [answer] = result.rows;
      if (answer?.message)
        return { outcome: 'written', row: answer.message, memberIds: answer.memberIds ?? [] };
      return { outcome: options.memberOnly && !answer?.isMember ? 'not a member' : 'duplicate' };
    },

    /** The stored message if `userId` may read it (see `readableBy`). */
    async findReadable(conversationId: string, messageId: string, userId: string) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.id, messageId),
            sql`exists (select 1 from conversation_members p
              where p.conversation_id = ${chatMessages.conversationId} and p.user_id = ${userId}
                and (p.left_at is null
                     or (p.joined_at <= ${chatMessages.createdAt} and ${chatMessages.createdAt} < p.left_at)))`,
          ),
        );
      return row;
    },

    async findByClient(authorId: string, clientId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)));
      return row;
    },

    /**
     * A page of history, newest first from `before` (exclusive) backwards, one more than
     * `limit` to tell whether older ones exist. A former member's page keeps to their periods.
     */
    async page(
      conversationId: string,
      viewer: { userId: string; current: boolean },
      before: string | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      const result = await db.execute<{ message: MessageRow }>(sql`
        select ${messageJson} as message
        from (select * from chat_messages m
              where m.conversation_id = ${conversationId}
                ${before ? sql`and m.id < ${before}` : sql``}
                ${viewer.current ? sql`` : sql`and ${readableBy(viewer.userId)}`}
              order by m.id desc limit ${limit + 1}) m
        left join users au on au.id = m.author_id
        order by m.id desc`);
      return result.rows.map((row) => row.message);
    },

    async hide(messageId: string, by: string, at: Date, tx: Executor) {
      await tx
        .update(chatMessages)
        .set({ hiddenBy: by, hiddenAt: at })
        .where(eq(chatMessages.id, messageId));
    },
  };
}

export type ChatMessagesRepository = ReturnType<typeof createChatMessagesRepository>;
