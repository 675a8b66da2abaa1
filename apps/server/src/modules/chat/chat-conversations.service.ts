import type {
  ConversationsPage,
  ConversationsQuery,
  ConversationSummary,
  OpenConversation,
  UnreadTotal,
} from '@raahi/domain/chat';
import type { Role } from '@raahi/domain/roles';
import type { AuthContext } from '../../core/auth-context.js';
import { emitEvent } from '../../core/events.js';
import type { Database, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import {
  isParty,
  keyOfRequest,
  memberChanges,
  partiesOf,
  type ChatCaller,
  type ConversationKey,
} from './chat-membership.js';
import type { ChatSubjectsRepository } from './chat-subjects.repository.js';
import { toConversationSummary } from './chat-view.js';
import type { ChatRepository, ConversationRecord } from './chat.repository.js';

export const conversationNotFound = () => notFound('Conversation');

/**
 * Conversations: who is in them (kept in line with their subject), opening one (made on first
 * open), a person's list, and the checks every message route makes first.
 */
export function createChatConversationsService(deps: {
  db: Database;
  chat: ChatRepository;
  subjects: ChatSubjectsRepository;
}) {
  const { db, chat, subjects } = deps;

  async function chatCallerOf(caller: AuthContext): Promise<ChatCaller> {
    return {
      userId: caller.userId,
      role: caller.role,
      vendorId: caller.vendorId,
      driverId: caller.role === 'driver' ? await subjects.driverIdOfUser(caller.userId) : null,
    };
  }

  /** The vendor and driver of a subject as it stands, or undefined when it is not there. */
  async function crewOf(key: ConversationKey, tx?: Transaction) {
    if (key.kind === 'duty') {
      const duty = await subjects.duty(key.dutyId, tx);
      return duty && { vendorId: duty.vendorId, driverId: duty.driverId };
    }
    const vendor = await subjects.vendor(key.vendorId, tx);
    if (!vendor) return undefined;
    if (key.kind === 'operator-vendor') return { vendorId: vendor.id, driverId: null };
    const driver = await subjects.driver(key.driverId, tx);
    if (!driver?.vendorIds.includes(vendor.id)) return undefined;
    return { vendorId: vendor.id, driverId: driver.id };
  }

  const keyOf = (row: ConversationRecord): ConversationKey =>
    row.kind === 'duty'
      ? { kind: 'duty', dutyId: row.dutyId! }
      : row.kind === 'operator-vendor'
        ? { kind: 'operator-vendor', vendorId: row.vendorId! }
        : { kind: 'vendor-driver', vendorId: row.vendorId!, driverId: row.driverId! };

  /**
   * Brings a conversation's members in line with its subject (a duty's vendor and driver now),
   * in the caller's transaction: who left keeps what was said until now. Tells old and new
   * members when anyone came or went.
   */
  async function syncMembers(conversation: ConversationRecord, tx: Transaction): Promise<void> {
    await chat.lock(conversation.id, tx);
    const crew = (await crewOf(keyOf(conversation), tx)) ?? { vendorId: null, driverId: null };
    const expected = await subjects.accountsOf(
      partiesOf(conversation.kind as ConversationKey['kind'], crew),
      tx,
    );
    const current = await chat.currentMemberIds(conversation.id, tx);
    const { joining, leaving } = memberChanges(current, expected);
    if (joining.length === 0 && leaving.length === 0) return;
    const now = new Date();
    await chat.endMemberships(conversation.id, leaving, now, tx);
    await chat.addMembers(conversation.id, joining, now, tx);
    await emitEvent(
      tx,
      { type: 'chat.membersChanged', conversationId: conversation.id },
      { userIds: [...current, ...joining] },
    );
  }

  /** Gets or makes a subject's conversation with its members up to date, in `tx`. */
  async function ensure(key: ConversationKey, tx: Transaction): Promise<ConversationRecord> {
    const conversation = await chat.getOrInsert(key, tx);
    await syncMembers(conversation, tx);
    return conversation;
  }

  async function summary(conversationId: string, viewer: { userId: string; role: Role }) {
    const [row] = await chat.rowsFor(viewer.userId, { conversationId, limit: 1 });
    if (!row) throw conversationNotFound();
    const members = await chat.currentMembers(conversationId);
    return toConversationSummary(
      row,
      members.map((member) => ({ ...member, role: member.role as Role })),
      viewer.role,
    );
  }

  /**
   * The caller's standing in a conversation: `current` may post, `former` only reads what was
   * said while a member; anyone else gets 404, whatever the id.
   */
  async function membership(caller: AuthContext, conversationId: string) {
    const standing = await chat.membershipOf(conversationId, caller.userId);
    if (!standing) throw conversationNotFound();
    return standing;
  }

  return {
    ensure,
    membership,

    /** 403 unless the caller is a member now (a former member reads but does not write). */
    async requireCurrentMember(caller: AuthContext, conversationId: string) {
      if ((await membership(caller, conversationId)) !== 'current')
        throw new AppError('FORBIDDEN', 'You are no longer in this conversation');
    },

    /** Opens the conversation of a subject the caller belongs to, making it the first time. */
    async open(caller: AuthContext, request: OpenConversation): Promise<ConversationSummary> {
      const who = await chatCallerOf(caller);
      const key = keyOfRequest(who, request);
      if (key === 'VENDOR_REQUIRED') throw new AppError('BAD_REQUEST', 'Say which vendor');
      if (key === 'DRIVER_REQUIRED') throw new AppError('BAD_REQUEST', 'Say which driver');
      if (!key) throw conversationNotFound();
      const crew = await crewOf(key);
      if (!crew || !isParty(who, partiesOf(key.kind, crew))) {
        // A former member still reads what was said while a member.
        const existing = await chat.findByKey(key);
        if (existing && (await chat.membershipOf(existing.id, caller.userId)) === 'former')
          return summary(existing.id, caller);
        throw conversationNotFound();
      }
      const conversation = await db.transaction((tx) => ensure(key, tx));
      return summary(conversation.id, caller);
    },

    async get(caller: AuthContext, conversationId: string): Promise<ConversationSummary> {
      await membership(caller, conversationId);
      return summary(conversationId, caller);
    },

    /** The caller's conversations, latest activity first (members are left to `get`). */
    async list(caller: AuthContext, query: ConversationsQuery): Promise<ConversationsPage> {
      const rows = await chat.rowsFor(caller.userId, { ...query, limit: query.limit + 1 });
      return {
        items: rows.slice(0, query.limit).map((row) => toConversationSummary(row, [], caller.role)),
        hasMore: rows.length > query.limit,
      };
    },

    unreadTotal: (caller: AuthContext): Promise<UnreadTotal> => chat.unreadTotal(caller.userId),

    currentMemberIds: (conversationId: string, tx?: Transaction) =>
      chat.currentMemberIds(conversationId, tx),

    summary,
  };
}

export type ChatConversationsService = ReturnType<typeof createChatConversationsService>;
