import type { Database, Transaction } from '../../db/client.js';
import { createOutboxFollower } from '../events/outbox-follower.js';
import type { createOutboxReader } from '../events/outbox-reader.js';
import type { ChatConversationsService } from './chat-conversations.service.js';
import type { ChatCursorRepository } from './chat-cursor.repository.js';
import type { ChatMessagesService } from './chat-messages.service.js';
import type { ChatSubjectsRepository } from './chat-subjects.repository.js';

type ReaderOptions = Parameters<typeof createOutboxReader>[0];
type StoredEvent = Parameters<ReaderOptions['onEvents']>[0][number];

/** Batches without a duty line only move the saved cursor this often (it is a restart's start). */
const SAVE_IDLE_MS = 5_000;
const LINE_TYPES = new Set(['duty.created', 'duty.assigned', 'duty.statusChanged']);

interface DutyEventData {
  dutyId: string;
  status: string;
  vendorId: string | null;
  driverId: string | null;
}

/**
 * A duty's conversation follows the duty without the duties module knowing: this reads the
 * outbox's duty events in order and, for an assignment, brings the conversation's members in
 * line (made on the first assignment) and writes a system line; a start or completion writes its
 * line. Each batch runs in one transaction with the cursor it advances, under that cursor's row
 * lock, so every process may read but each event is handled once.
 */
export function createChatDutyLines(deps: {
  db: Database;
  read: ReaderOptions['read'];
  lastEventId: () => Promise<number>;
  cursor: ChatCursorRepository;
  conversations: Pick<ChatConversationsService, 'ensure'>;
  messages: Pick<ChatMessagesService, 'writeSystemLine'>;
  subjects: ChatSubjectsRepository;
  log: { warn(object: unknown, message: string): void; info(message: string): void };
}) {
  const { db, cursor } = deps;

  async function lineOf(event: StoredEvent, tx: Transaction): Promise<string | null> {
    const data = event.data as unknown as DutyEventData;
    // A duty booked with its crew is assigned from the start.
    if (event.type === 'duty.assigned' || (event.type === 'duty.created' && data.vendorId)) {
      const vendor = data.vendorId ? await deps.subjects.vendor(data.vendorId, tx) : undefined;
      const driver = data.driverId ? await deps.subjects.driver(data.driverId, tx) : undefined;
      if (driver) return `Assigned to ${driver.name}${vendor ? ` (${vendor.name})` : ''}`;
      return vendor ? `Assigned to ${vendor.name}` : null;
    }
    if (event.type === 'duty.statusChanged' && data.status === 'Started') return 'Duty started';
    if (event.type === 'duty.statusChanged' && data.status === 'Completed') return 'Duty completed';
    return null;
  }

  let savedAt = 0;

  async function handle(events: StoredEvent[]) {
    // Most events are not a duty's (chat messages among them): no transaction for those.
    const relevant = events.some((event) => LINE_TYPES.has(event.type));
    if (!relevant && Date.now() - savedAt < SAVE_IDLE_MS) return;
    savedAt = Date.now();
    await db.transaction(async (tx) => {
      const done = await cursor.lock(tx);
      for (const event of events) {
        if (event.id <= done || !LINE_TYPES.has(event.type)) continue;
        const line = await lineOf(event, tx);
        if (!line) continue;
        const dutyId = (event.data as unknown as DutyEventData).dutyId;
        const conversation = await deps.conversations.ensure({ kind: 'duty', dutyId }, tx);
        await deps.messages.writeSystemLine(tx, conversation.id, line);
      }
      const last = events.at(-1)?.id ?? done;
      if (last > done) await cursor.advance(last, tx);
    });
  }

  return createOutboxFollower({
    read: deps.read,
    async startAfter() {
      await cursor.begin(await deps.lastEventId());
      return (await cursor.position()) ?? 0;
    },
    onEvents: handle,
    log: deps.log,
  });
}

export type ChatDutyLines = ReturnType<typeof createChatDutyLines>;
