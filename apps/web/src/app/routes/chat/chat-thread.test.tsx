import { CHAT_PATHS } from '@raahi/domain/chat-constants';
import type { DomainEvent } from '@raahi/domain/events';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Thread } from '../../../features/chat/components/thread';
import { setLiveStatus } from '../../../lib/live-status';
import { useSession } from '../../../lib/session';
import {
  CONVERSATION_ID,
  DRIVER,
  makeConversation,
  makeMessage,
  messageId,
  OPERATOR,
} from '../../../test/chat';
import { createFakeFetch, json, type FetchCall } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { applyLiveEvents } from '../../live-events';

const path = (full: string) => `/api${full}`.replace(/^\/api/, '');
const viewer = { userId: OPERATOR.userId, role: 'admin', vendorId: null };
const mine = makeMessage(2, { author: OPERATOR, body: 'Flight delayed by 40 minutes' });

/** The operator's thread with the driver, served by a fake API whose sends can be failed. */
function serve(options: { network: { down: boolean } }) {
  const posted: FetchCall[] = [];
  const fake = createFakeFetch({
    [`GET ${path(CHAT_PATHS.conversation(CONVERSATION_ID))}`]: () => json(200, makeConversation()),
    [`GET ${path(CHAT_PATHS.messages(CONVERSATION_ID))}`]: () =>
      json(200, { items: [makeMessage(1, { body: 'Reached pickup' }), mine], hasMore: false }),
    [`POST ${path(CHAT_PATHS.read(CONVERSATION_ID))}`]: (call) =>
      json(200, {
        conversationId: CONVERSATION_ID,
        lastReadMessageId: (call.body as { messageId: string }).messageId,
        unreadCount: 0,
      }),
    [`POST ${path(CHAT_PATHS.hide(CONVERSATION_ID, messageId(1)))}`]: () =>
      json(
        200,
        makeMessage(1, { kind: 'hidden', body: null, hiddenAt: '2026-11-26T04:30:00.000Z' }),
      ),
    [`POST ${path(CHAT_PATHS.messages(CONVERSATION_ID))}`]: (call) => {
      posted.push(call);
      if (options.network.down) throw new TypeError('Failed to fetch');
      const body = call.body as { clientId: string; body: string; kind: 'text' };
      return json(201, makeMessage(9, { author: OPERATOR, ...body }));
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  useSession.getState().setCredentials({
    user: makeUser({ id: OPERATOR.userId, name: OPERATOR.name }),
    accessToken: 'a',
    refreshToken: 'r',
  });
  return { posted, calls: fake.calls };
}

function renderThread() {
  return renderAt(
    <div style={{ height: 600 }}>
      <Thread conversationId={CONVERSATION_ID} me={OPERATOR.userId} driver={false} mayHide />
    </div>,
  );
}

const stateOf = (text: string) =>
  within(screen.getByText(text).closest('li')!).getByRole('img').getAttribute('aria-label');

// Each test renders the thread cold; on two busy cores that can pass the default 15 s.
describe('a chat thread', { timeout: 30_000 }, () => {
  it('reports what it shows as read, and shows mine read once the driver reads it', async () => {
    const { calls } = serve({ network: { down: false } });
    const { queryClient } = renderThread();
    await screen.findByText('Reached pickup');
    expect(stateOf('Flight delayed by 40 minutes')).toBe('Sent');
    // The driver's line is the newest of others': the thread reports it read.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/read'))).toMatchObject([
        { method: 'POST', body: { messageId: messageId(1) } },
      ]),
    );

    const read: DomainEvent = {
      id: 41,
      occurredAt: '2026-11-26T04:10:00.000Z',
      type: 'chat.read',
      conversationId: CONVERSATION_ID,
      userId: DRIVER.userId,
      lastReadMessageId: mine.id,
    };
    await act(() => applyLiveEvents(queryClient, [read], viewer));
    await waitFor(() => expect(stateOf('Flight delayed by 40 minutes')).toBe('Read'));
  });

  it('keeps a message written offline and sends it once, with the same id, when back online', async () => {
    const network = { down: true };
    const { posted } = serve({ network });
    renderThread();
    await screen.findByText('Reached pickup');

    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(field, { target: { value: 'Guest not answering the phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // It is kept, shown as waiting, and survives in local storage.
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(stateOf('Guest not answering the phone')).toBe('Waiting for the connection');
    const stored = JSON.parse(localStorage.getItem(`chat-outbox:${OPERATOR.userId}`)!) as unknown[];
    expect(stored).toMatchObject([{ draft: { body: 'Guest not answering the phone' } }]);

    network.down = false;
    act(() => {
      setLiveStatus('live');
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(stateOf('Guest not answering the phone')).toBe('Sent'));
    expect(posted).toHaveLength(2);
    const [first, second] = posted.map((call) => (call.body as { clientId: string }).clientId);
    expect(second).toBe(first);
    expect(screen.getAllByText('Guest not answering the phone')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(`chat-outbox:${OPERATOR.userId}`)!)).toEqual([]);
    act(() => setLiveStatus('closed'));
  });

  it('lets an admin hide a message, which then reads "hidden by the operator"', async () => {
    serve({ network: { down: false } });
    renderThread();
    const line = (await screen.findByText('Reached pickup')).closest('li')!;
    fireEvent.click(within(line as HTMLElement).getByRole('button', { name: 'Message actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await screen.findByText('hidden by the operator');
    expect(screen.queryByText('Reached pickup')).toBeNull();
  });
});
