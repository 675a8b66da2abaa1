import { sql, type SQL } from 'drizzle-orm';

/** A message as the repositories read it, with its author's name and whether it was read. */
export interface MessageRow {
  id: string;
  conversationId: string;
  authorId: string | null;
  authorName: string | null;
  authorRole: string | null;
  clientId: string | null;
  kind: string;
  body: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  attachmentName: string | null;
  hiddenAt: string | Date | null;
  createdAt: string | Date;
  /** Another member than its author has read up to it. */
  read: boolean;
}

/**
 * The json of a message `m` (its author joined as `au`), the shape of MessageRow. Read, for its
 * author: someone else's read marker has reached it (uuid v7 ids compare in time order).
 */
export const messageJson = sql`json_build_object(
  'id', m.id, 'conversationId', m.conversation_id, 'authorId', m.author_id,
  'authorName', au.name, 'authorRole', au.role, 'clientId', m.client_id, 'kind', m.kind,
  'body', m.body, 'attachmentType', m.attachment_type, 'attachmentSize', m.attachment_size,
  'attachmentName', m.attachment_name, 'hiddenAt', m.hidden_at, 'createdAt', m.created_at,
  'read', exists (select 1 from chat_read_markers r
                  where r.conversation_id = m.conversation_id
                    and r.user_id is distinct from m.author_id
                    and r.last_read_message_id >= m.id))`;

/**
 * Whether `userId` may read message `m`: a current member reads everything, a former member
 * what was said while a member.
 */
export const readableBy = (userId: string): SQL => sql`exists (
  select 1 from conversation_members p
  where p.conversation_id = m.conversation_id and p.user_id = ${userId}
    and (p.left_at is null or (p.joined_at <= m.created_at and m.created_at < p.left_at)))`;
