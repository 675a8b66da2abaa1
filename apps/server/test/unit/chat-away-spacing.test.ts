import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createChatAwayNotices } from '../../src/modules/chat/chat-away-notices.js';
import type { ChatAwayNoticesRepository } from '../../src/modules/chat/chat-away-notices.repository.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function message(id: string) {
  return {
    id,
    conversationId: 'c1',
    clientId: null,
    author: { userId: 'u1', name: 'Asha', role: 'vendor' as const },
    kind: 'text' as const,
    body: id,
    attachment: null,
    createdAt: new Date().toISOString(),
    state: 'sent' as const,
    hiddenAt: null,
  };
}

describe("chat's away check", () => {
  it('asks about a busy conversation once, then once more with the last message of the spacing', async () => {
    const asked: string[] = [];
    const posted = createChatAwayNotices({
      // Everyone is connected: nobody is told, so the database is never reached.
      db: {} as Database,
      notices: {} as ChatAwayNoticesRepository,
      connected: async (userIds) => {
        asked.push(userIds.join());
        return new Set(userIds);
      },
      notify: async () => undefined,
      log: { warn: () => undefined },
      spacingMs: 50,
    });
    for (const id of ['m1', 'm2', 'm3'])
      posted({
        conversationId: 'c1',
        authorId: 'u1',
        memberIds: ['u1', 'u2'],
        message: message(id),
      });
    // A member joined before the last message: the later question is about its members.
    posted({
      conversationId: 'c1',
      authorId: 'u1',
      memberIds: ['u1', 'u2', 'u4'],
      message: message('m4'),
    });
    posted({
      conversationId: 'c2',
      authorId: 'u1',
      memberIds: ['u1', 'u3'],
      message: message('n1'),
    });
    await sleep(10);
    // The first message of each conversation is asked about at once.
    expect(asked).toEqual(['u2', 'u3']);
    await sleep(100);
    // The three after it in c1, once, with the last; c2 had none.
    expect(asked).toEqual(['u2', 'u3', 'u2,u4']);
    await sleep(100);
    expect(asked).toHaveLength(3);
  });
});
