import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createOutbox, newClientId, type QueuedMessage } from './outbox';

const KEY = 'chat-outbox:test';
const CONVERSATION = 'c0000000-0000-4000-8000-000000000001';
const offline = () => new ApiError(0, 'NETWORK', 'No connection');

interface Draft {
  text: string;
}

/** A server that answers as the test says, recording each attempt's client id. */
function setup(answers: (() => Promise<string>)[] = []) {
  localStorage.removeItem(KEY);
  const attempts: string[] = [];
  const sent: string[] = [];
  const send = vi.fn((message: QueuedMessage<Draft>) => {
    attempts.push(message.clientId);
    const answer = answers.shift();
    return answer ? answer() : Promise.resolve(`server:${message.draft.text}`);
  });
  const make = () =>
    createOutbox<Draft, string>({
      storage: localStorage,
      storageKey: KEY,
      send,
      onSent: (answer) => sent.push(answer),
    });
  return { outbox: make(), make, attempts, sent, send };
}

describe('the chat outbox', () => {
  it('sends a message at once and forgets it when the server has it', async () => {
    const { outbox, sent } = setup();
    outbox.add(CONVERSATION, { text: 'Reached pickup' });
    await outbox.flush();
    expect(sent).toEqual(['server:Reached pickup']);
    expect(outbox.list()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([]);
  });

  it('keeps what is written offline, across a reload, and sends it once with the same id', async () => {
    const { outbox, make, attempts, sent } = setup([
      () => Promise.reject(offline()),
      () => Promise.reject(offline()),
    ]);
    const first = outbox.add(CONVERSATION, { text: 'Guest on board' });
    await outbox.flush();
    expect(outbox.list().map((message) => message.clientId)).toEqual([first]);

    // The tab is reloaded while still offline: the queue comes back from storage.
    const reloaded = make();
    expect(reloaded.list()).toHaveLength(1);
    await reloaded.flush();
    // Back online.
    await reloaded.flush();
    expect(sent).toEqual(['server:Guest on board']);
    expect(attempts).toEqual([first, first, first]);
    expect(reloaded.list()).toEqual([]);
  });

  it('sends in the order written, and stops at the first that cannot go yet', async () => {
    const { outbox, attempts, sent } = setup([
      () => Promise.resolve('one'),
      () => Promise.reject(offline()),
    ]);
    const ids = ['1', '2', '3'].map((text) => outbox.add(CONVERSATION, { text }));
    await outbox.flush();
    expect(sent).toEqual(['one']);
    expect(outbox.list().map((message) => message.draft.text)).toEqual(['2', '3']);
    await outbox.flush();
    expect(sent).toEqual(['one', 'server:2', 'server:3']);
    expect(attempts).toEqual([ids[0], ids[1], ids[1], ids[2]]);
  });

  it('never has one message in flight twice, however often it is flushed', async () => {
    let release: (value: string) => void = () => undefined;
    const { outbox, send } = setup([() => new Promise<string>((resolve) => (release = resolve))]);
    outbox.add(CONVERSATION, { text: 'Running 10 minutes late' });
    void outbox.flush();
    void outbox.flush();
    release('done');
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('marks a message the server refuses and goes on with the next', async () => {
    const { outbox, sent } = setup([
      () => Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Too long')),
    ]);
    const refused = outbox.add(CONVERSATION, { text: 'x'.repeat(5000) });
    outbox.add(CONVERSATION, { text: 'short' });
    await outbox.flush();
    expect(sent).toEqual(['server:short']);
    expect(outbox.list()).toMatchObject([{ clientId: refused, refused: 'Too long' }]);
    outbox.remove(refused);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps a message the server is too busy for', async () => {
    const { outbox } = setup([
      () => Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Slow down')),
    ]);
    outbox.add(CONVERSATION, { text: 'hello' });
    await outbox.flush();
    expect(outbox.list()).toMatchObject([{ draft: { text: 'hello' } }]);
    expect(outbox.list()[0]!.refused).toBeUndefined();
  });

  it('makes client ids that are version-4 UUIDs', () => {
    const id = newClientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(id);
  });
});
