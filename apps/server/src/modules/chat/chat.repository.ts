import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  chatReadMarkers,
  conversationMembers,
  conversations,
  users,
} from '../../db/schema/index.js';
import { messageJson, readableBy, type MessageRow } from './chat-message-rows.js';
import type { ConversationKey } from './chat-membership.js';

export type ConversationRecord = typeof conversations.$inferSelect;

/** A conversation as a member's list shows it (names read-only from duties, vendors, drivers). */
export type ConversationRow = {
  id: string;
  kind: string;
  dutyId: string | null;
  vendorId: string | null;
  driverId: string | null;
  lastMessageAt: string | Date;
  dutyRegId: string | null;
  pickupAddress: string | null;
  dropAddress: string | null;
  vendorName: string | null;
  driverName: string | null;
  isCurrent: boolean;
  lastReadMessageId: string | null;
  unreadCount: number;
  lastMessage: MessageRow | null;
};

/** Unread messages are counted up to this many (a badge shows "99+"). */
export const UNREAD_COUNT_CAP = 100;

const keyColumns = (key: ConversationKey) => ({
  kind: key.kind,
  dutyId: key.kind === 'duty' ? key.dutyId : null,
  vendorId: key.kind === 'duty' ? null : key.vendorId,
  driverId: key.kind === 'vendor-driver' ? key.driverId : null,
});

/** Conversations, their members and read markers. */
export function createChatRepository(db: Database) {
  /** A member's conversations (or one of them), with names, last message and unread count. */
  async function rowsFor(
    userId: string,
    filter: { conversationId?: string; q?: string; before?: string; limit: number },
  ): Promise<ConversationRow[]> {
    const words = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
    const result = await db.execute<ConversationRow>(sql`
      select c.id, c.kind, c.duty_id as "dutyId", c.vendor_id as "vendorId",
             c.driver_id as "driverId", c.last_message_at as "lastMessageAt",
             d.reg_id as "dutyRegId", d.pickup_address as "pickupAddress",
             d.drop_address as "dropAddress", v.name as "vendorName", dr.name as "driverName",
             mem.is_current as "isCurrent", rm.last_read_message_id as "lastReadMessageId",
             (select count(*)::int from (
                select 1 from chat_messages m
                where m.conversation_id = c.id
                  and (rm.last_read_message_id is null or m.id > rm.last_read_message_id)
                  and m.author_id is distinct from ${userId} and ${readableBy(userId)}
                limit ${UNREAD_COUNT_CAP}) unread) as "unreadCount",
             (select ${messageJson} from chat_messages m
                left join users au on au.id = m.author_id
              where m.conversation_id = c.id and ${readableBy(userId)}
              order by m.id desc limit 1) as "lastMessage"
      from (select conversation_id, bool_or(left_at is null) as is_current
            from conversation_members where user_id = ${userId}
            group by conversation_id) mem
      join conversations c on c.id = mem.conversation_id
      left join duties d on d.id = c.duty_id
      left join vendors v on v.id = coalesce(c.vendor_id, d.vendor_id)
      left join drivers dr on dr.id = coalesce(c.driver_id, d.driver_id)
      left join chat_read_markers rm on rm.conversation_id = c.id and rm.user_id = ${userId}
      where true
        ${filter.conversationId ? sql`and c.id = ${filter.conversationId}` : sql``}
        ${filter.before ? sql`and c.last_message_at < ${filter.before}` : sql``}
        ${
          words
            ? sql`and lower(concat_ws(' ', d.reg_id, d.pickup_address, d.drop_address, v.name, dr.name)) like ${words}`
            : sql``
        }
      order by c.last_message_at desc, c.id
      limit ${filter.limit}`);
    return result.rows;
  }

  async function findByKey(key: ConversationKey, tx: Executor = db) {
    const k = keyColumns(key);
    const [row] = await tx
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.kind, k.kind),
          k.dutyId ? eq(conversations.dutyId, k.dutyId) : isNull(conversations.dutyId),
          k.vendorId ? eq(conversations.vendorId, k.vendorId) : isNull(conversations.vendorId),
          k.driverId ? eq(conversations.driverId, k.driverId) : isNull(conversations.driverId),
        ),
      );
    return row;
  }

  return {
    rowsFor,

    findByKey,

    /** The conversation of a subject, made if there is none yet (two at once make one). */
    async getOrInsert(key: ConversationKey, tx: Executor): Promise<ConversationRecord> {
      const [inserted] = await tx
        .insert(conversations)
        .values(keyColumns(key))
        .onConflictDoNothing()
        .returning();
      return inserted ?? (await findByKey(key, tx))!;
    },

    /** Locks a conversation for a change of its members (one change at a time). */
    async lock(id: string, tx: Executor) {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, id))
        .for('update');
      return row;
    },

    async findById(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    /** Whether a user is a member now (`current`), was one (`former`), or never was. */
    async membershipOf(
      conversationId: string,
      userId: string,
      tx: Executor = db,
    ): Promise<'current' | 'former' | null> {
      const rows = await tx
        .select({ leftAt: conversationMembers.leftAt })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        );
      if (rows.length === 0) return null;
      return rows.some((row) => row.leftAt === null) ? 'current' : 'former';
    },

    async currentMemberIds(conversationId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            isNull(conversationMembers.leftAt),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** The current members with their names and how far each has read. */
    async currentMembers(conversationId: string) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          role: users.role,
          lastReadMessageId: chatReadMarkers.lastReadMessageId,
        })
        .from(conversationMembers)
        .innerJoin(users, eq(users.id, conversationMembers.userId))
        .leftJoin(
          chatReadMarkers,
          and(
            eq(chatReadMarkers.conversationId, conversationMembers.conversationId),
            eq(chatReadMarkers.userId, conversationMembers.userId),
          ),
        )
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            isNull(conversationMembers.leftAt),
          ),
        )
        .orderBy(users.name);
    },

    async addMembers(conversationId: string, userIds: string[], at: Date, tx: Executor) {
      if (userIds.length === 0) return;
      await tx
        .insert(conversationMembers)
        .values(userIds.map((userId) => ({ conversationId, userId, joinedAt: at })))
        .onConflictDoNothing();
    },

    async endMemberships(conversationId: string, userIds: string[], at: Date, tx: Executor) {
      if (userIds.length === 0) return;
      await tx
        .update(conversationMembers)
        .set({ leftAt: at })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            inArray(conversationMembers.userId, userIds),
            isNull(conversationMembers.leftAt),
          ),
        );
    },

    /** Moves a read marker forward (never back); the marker after the move. */
    async markRead(conversationId: string, userId: string, messageId: string, tx: Executor) {
      const [row] = await tx
        .insert(chatReadMarkers)
        .values({ conversationId, userId, lastReadMessageId: messageId })
        .onConflictDoUpdate({
          target: [chatReadMarkers.conversationId, chatReadMarkers.userId],
          set: {
            lastReadMessageId: sql`greatest(${chatReadMarkers.lastReadMessageId}, excluded.last_read_message_id)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ lastReadMessageId: chatReadMarkers.lastReadMessageId });
      return row!.lastReadMessageId;
    },

    /** Unread messages across a user's conversations (each counted up to the cap). */
    async unreadTotal(userId: string): Promise<{ total: number; conversations: number }> {
      const result = await db.execute<{ total: number; conversations: number }>(sql`
        select coalesce(sum(n), 0)::int as total, count(*) filter (where n > 0)::int as conversations
        from (
          select (select count(*) from (
                    select 1 from chat_messages m
                    where m.conversation_id = mem.conversation_id
                      and (rm.last_read_message_id is null or m.id > rm.last_read_message_id)
                      and m.author_id is distinct from ${userId} and ${readableBy(userId)}
                    limit ${UNREAD_COUNT_CAP}) unread) as n
          from (select distinct conversation_id from conversation_members
                where user_id = ${userId}) mem
          left join chat_read_markers rm
            on rm.conversation_id = mem.conversation_id and rm.user_id = ${userId}) counts`);
      return result.rows[0] ?? { total: 0, conversations: 0 };
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
