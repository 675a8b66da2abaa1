import { describe, expect, it } from 'vitest';
import { DRIVER, makeMessage, messageId, OPERATOR } from '../../../test/chat';
import type { ChatDraft } from './chat-draft';
import type { QueuedMessage } from '../../../lib/outbox';
import {
  messagesOf,
  readThrough,
  threadEntries,
  unreadThrough,
  withMessage,
  type ThreadData,
} from './thread';

const ME = OPERATOR.userId;
const mine = (n: number, clientId: string | null = null) =>
  makeMessage(n, { author: OPERATOR, clientId });

/** Pages as the thread query holds them: the newest first. */
const thread = (...pages: { items: ReturnType<typeof makeMessage>[]; hasMore: boolean }[]) =>
  ({ pages, pageParams: pages.map(() => undefined) }) as ThreadData;

const queued = (clientId: string, text: string): QueuedMessage<ChatDraft> => ({
  clientId,
  targetId: makeMessage(1).conversationId,
  createdAt: '2026-11-26T05:00:00.000Z',
  draft: { kind: 'text', body: text },
});

describe('a thread’s messages', () => {
  it('reads oldest first across pages held newest first', () => {
    const data = thread(
      { items: [makeMessage(3), makeMessage(4)], hasMore: true },
      { items: [makeMessage(1), makeMessage(2)], hasMore: false },
    );
    expect(messagesOf(data).map((m) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ]);
  });

  it('adds a live message to the newest page once, however often it arrives', () => {
    const data = thread({ items: [makeMessage(1)], hasMore: false });
    const once = withMessage(data, makeMessage(2));
    const twice = withMessage(once, makeMessage(2));
    expect(messagesOf(twice).map((m) => m.id)).toEqual([messageId(1), messageId(2)]);
  });

  it('puts the answer to my send in place of its echo by client id, never losing read', () => {
    const clientId = 'a1111111-0000-4000-8000-000000000001';
    const read = thread({ items: [{ ...mine(2, clientId), state: 'read' }], hasMore: false });
    const echoed = withMessage(read, mine(2, clientId));
    expect(messagesOf(echoed)).toHaveLength(1);
    expect(messagesOf(echoed)[0]!.state).toBe('read');
  });

  it('shows a hidden message in place of the original', () => {
    const data = thread({ items: [makeMessage(1), makeMessage(2)], hasMore: false });
    const hidden = withMessage(
      data,
      makeMessage(1, { kind: 'hidden', body: null, hiddenAt: '2026-11-26T06:00:00.000Z' }),
    );
    expect(messagesOf(hidden).map((m) => m.kind)).toEqual(['hidden', 'text']);
  });

  it('leaves out a message older than a page not loaded yet', () => {
    const data = thread({ items: [makeMessage(5)], hasMore: true });
    expect(messagesOf(withMessage(data, makeMessage(2)))).toHaveLength(1);
  });
});

describe('read state', () => {
  it('marks my messages read up to the reader’s marker, and only mine', () => {
    const data = thread({
      items: [mine(1), makeMessage(2), mine(3), mine(4)],
      hasMore: false,
    });
    const states = messagesOf(readThrough(data, ME, messageId(3))).map((m) => m.state);
    expect(states).toEqual(['read', 'sent', 'read', 'sent']);
  });

  it('reports the newest message of others not yet read', () => {
    const messages = [makeMessage(1), makeMessage(2), mine(3)];
    expect(unreadThrough(messages, ME, null)).toBe(messageId(2));
    expect(unreadThrough(messages, ME, messageId(1))).toBe(messageId(2));
    expect(unreadThrough(messages, ME, messageId(2))).toBeNull();
    expect(unreadThrough([mine(1)], ME, null)).toBeNull();
    // A driver's view of the same thread: the operator's message is the one to read.
    expect(unreadThrough(messages, DRIVER.userId, messageId(2))).toBe(messageId(3));
  });
});

describe('the thread as shown', () => {
  it('puts my waiting messages last, less those the server already has', () => {
    const delivered = 'a1111111-0000-4000-8000-000000000001';
    const waiting = 'a1111111-0000-4000-8000-000000000002';
    const entries = threadEntries(
      [makeMessage(1), mine(2, delivered)],
      [queued(delivered, 'Reached pickup'), queued(waiting, 'Guest on board')],
      ME,
    );
    expect(entries.map((entry) => [entry.type, entry.key])).toEqual([
      ['message', messageId(1)],
      ['message', messageId(2)],
      ['queued', waiting],
    ]);
    expect(entries[1]).toMatchObject({ mine: true });
  });
});
