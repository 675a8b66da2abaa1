import type {
  AttachmentQuery,
  ChatMessage,
  MessagesPage,
  MessagesQuery,
  PostMessage,
  ReadState,
} from '@raahi/domain/chat';
import { recordAudit } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { emitEvent, eventsWritten, outboxEntry } from '../../core/events.js';
import type { Database, Transaction } from '../../db/client.js';
import type { Role } from '@raahi/domain/roles';
import { AppError, notFound } from '../../errors.js';
import type { ChatAttachments } from './chat-attachments.js';
import type { ChatConversationsService } from './chat-conversations.service.js';
import type { ChatMessagesRepository, NewMessage } from './chat-messages.repository.js';
import type { ChatRepository } from './chat.repository.js';
import type { ChatSubjectsRepository } from './chat-subjects.repository.js';
import type { ChatTypingFanOut } from './chat-typing.js';
import { toChatMessage } from './chat-view.js';
import { messageId } from './message-ids.js';

const messageNotFound = () => notFound('Message');

/** Told after a message is committed: who of the members should hear of it while away. */
export type MessagePostedListener = (posted: {
  conversationId: string;
  authorId: string | null;
  memberIds: string[];
  message: ChatMessage;
}) => void;

/** Messages: posting (idempotent by client id), files, history, read markers, hiding, typing. */
export function createChatMessagesService(deps: {
  db: Database;
  chat: ChatRepository;
  messages: ChatMessagesRepository;
  subjects: ChatSubjectsRepository;
  conversations: ChatConversationsService;
  attachments: ChatAttachments;
  typing: Pick<ChatTypingFanOut, 'send'>;
  onPosted?: MessagePostedListener;
}) {
  const { db, chat, messages, conversations, attachments } = deps;

  /**
   * Writes a message with its event to the members now, in one statement (in `tx` when given).
   * `memberOnly`: only if its author (whose role is `authorRole`) is a current member.
   * Answers the message and its members, or why it was not written.
   */
  async function write(
    values: Omit<NewMessage, 'id' | 'createdAt'>,
    options: { memberOnly: boolean; authorRole?: Role; tx?: Transaction },
  ) {
    const createdAt = new Date();
    const id = messageId(createdAt);
    // The event as members will read it; the statement fills in the author's name.
    const unnamed = toChatMessage({
      ...values,
      id,
      createdAt,
      clientId: values.clientId ?? null,
      authorId: values.authorId ?? null,
      authorName: '',
      authorRole: options.authorRole ?? null,
      body: values.body ?? null,
      attachmentType: values.attachmentType ?? null,
      attachmentSize: values.attachmentSize ?? null,
      attachmentName: values.attachmentName ?? null,
      hiddenAt: null,
      read: false,
    });
    const { type, data } = outboxEntry({
      type: 'chat.message',
      conversationId: values.conversationId,
      message: unnamed,
    });
    const written = await messages.insert({ ...values, id, createdAt }, { type, data }, options);
    if (written.outcome !== 'written') return written.outcome;
    eventsWritten(options.tx ?? db);
    return { message: toChatMessage(written.row), memberIds: written.memberIds };
  }

  /** The message a retry of `clientId` refers to, in this conversation (409 if in another). */
  async function earlier(caller: AuthContext, conversationId: string, clientId: string) {
    const found = await messages.findByClient(caller.userId, clientId);
    if (!found) return null;
    if (found.conversationId !== conversationId)
      throw new AppError('CONFLICT', 'This client id was used for another conversation');
    return toChatMessage((await messages.findRow(conversationId, found.id))!);
  }

  function told(
    conversationId: string,
    authorId: string | null,
    written: {
      message: ChatMessage;
      memberIds: string[];
    },
  ) {
    deps.onPosted?.({ conversationId, authorId, ...written });
  }

  /** Posts as the caller; `created` is false for a retry, which answers the first message. */
  async function postAs(
    caller: AuthContext,
    conversationId: string,
    clientId: string,
    values: Omit<NewMessage, 'id' | 'createdAt' | 'conversationId' | 'authorId' | 'clientId'>,
    discard?: () => Promise<void>,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const written = await write(
      { ...values, conversationId, authorId: caller.userId, clientId },
      { memberOnly: true, authorRole: caller.role },
    ).catch(async (error: unknown) => {
      await discard?.();
      throw error;
    });
    if (typeof written === 'string') {
      await discard?.();
      // Not a member now: 404 for a stranger, 403 for a former member.
      if (written === 'not a member')
        await conversations.requireCurrentMember(caller, conversationId);
      // A retry, or two sends of one client id at once: the first answers.
      return { message: (await earlier(caller, conversationId, clientId))!, created: false };
    }
    told(conversationId, caller.userId, written);
    return { message: written.message, created: true };
  }

  /** A message the caller may read (a former member: said while a member), else 404. */
  async function readable(caller: AuthContext, conversationId: string, id: string) {
    await conversations.membership(caller, conversationId);
    const stored = await messages.findReadable(conversationId, id, caller.userId);
    if (!stored) throw messageNotFound();
    return stored;
  }

  return {
    async post(caller: AuthContext, conversationId: string, body: PostMessage) {
      // Membership is checked by the insert, and a retry found when it conflicts: one
      // statement on every post's path.
      return postAs(caller, conversationId, body.clientId, { kind: body.kind, body: body.body });
    },

    /** An image or PDF message: the file is checked and stored first, dropped if not used. */
    async upload(
      caller: AuthContext,
      conversationId: string,
      query: AttachmentQuery,
      bytes: Buffer,
    ) {
      await conversations.requireCurrentMember(caller, conversationId);
      const first = await earlier(caller, conversationId, query.clientId);
      if (first) return { message: first, created: false };
      const stored = await attachments.store(bytes);
      return postAs(
        caller,
        conversationId,
        query.clientId,
        { ...stored, body: query.caption || null },
        () => attachments.discard([stored.attachmentKey, stored.thumbnailKey]),
      );
    },

    /** A system line (a duty event) in `tx`, to the members now. */
    async writeSystemLine(tx: Transaction, conversationId: string, text: string) {
      const written = await write(
        { conversationId, kind: 'system', body: text },
        { memberOnly: false, tx },
      );
      return typeof written === 'string' ? undefined : written.message;
    },

    async history(
      caller: AuthContext,
      conversationId: string,
      query: MessagesQuery,
    ): Promise<MessagesPage> {
      const standing = await conversations.membership(caller, conversationId);
      const rows = await messages.page(
        conversationId,
        { userId: caller.userId, current: standing === 'current' },
        query.before,
        query.limit,
      );
      return {
        items: rows.slice(0, query.limit).reverse().map(toChatMessage),
        hasMore: rows.length > query.limit,
      };
    },

    async openAttachment(
      caller: AuthContext,
      conversationId: string,
      id: string,
      thumbnail: boolean,
    ) {
      const stored = await readable(caller, conversationId, id);
      if (!stored.attachmentKey || stored.hiddenAt) throw notFound('File');
      return attachments.open(
        thumbnail && stored.thumbnailKey ? stored.thumbnailKey : stored.attachmentKey,
      );
    },

    /** Everything up to `messageId` is read by the caller; its authors see `read`. */
    async markRead(caller: AuthContext, conversationId: string, id: string): Promise<ReadState> {
      await readable(caller, conversationId, id);
      const lastReadMessageId = await db.transaction(async (tx) => {
        const marker = await chat.markRead(conversationId, caller.userId, id, tx);
        await emitEvent(
          tx,
          {
            type: 'chat.read',
            conversationId,
            userId: caller.userId,
            lastReadMessageId: marker,
          },
          { userIds: await conversations.currentMemberIds(conversationId, tx) },
        );
        return marker;
      });
      const [row] = await chat.rowsFor(caller.userId, { conversationId, limit: 1 });
      return { conversationId, lastReadMessageId, unreadCount: row?.unreadCount ?? 0 };
    },

    /** An admin hides a message from everyone: audited with what it said, shown as hidden. */
    async hide(caller: AuthContext, conversationId: string, id: string, ip: string) {
      await conversations.requireCurrentMember(caller, conversationId);
      const stored = await messages.find(conversationId, id);
      if (!stored) throw messageNotFound();
      if (stored.hiddenAt) return toChatMessage((await messages.findRow(conversationId, id))!);
      return db.transaction(async (tx) => {
        await messages.hide(id, caller.userId, new Date(), tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'hidden',
          entity: 'chat_message',
          entityId: id,
          before: { conversationId, kind: stored.kind, body: stored.body },
        });
        const message = toChatMessage((await messages.findRow(conversationId, id, tx))!);
        await emitEvent(
          tx,
          { type: 'chat.messageHidden', conversationId, message },
          { userIds: await conversations.currentMemberIds(conversationId, tx) },
        );
        return message;
      });
    },

    /** Tells the other members that the caller types; nothing is stored. */
    async typing(caller: AuthContext, conversationId: string) {
      await conversations.requireCurrentMember(caller, conversationId);
      const author = await deps.subjects.author(caller.userId);
      const others = (await conversations.currentMemberIds(conversationId)).filter(
        (userId) => userId !== caller.userId,
      );
      await deps.typing.send(others, {
        conversationId,
        userId: caller.userId,
        name: author?.name ?? '',
        role: caller.role,
      });
    },
  };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
