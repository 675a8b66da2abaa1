import type { ConversationsPage, MessagesPage } from '@raahi/domain/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../src/db/seed/demo-loader.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-sign-ins.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo chat', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    expect(await loadDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  async function signIn(path: string, email: string) {
    const res = await t.request(path, {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
    });
    expect(res.status, res.text).toBe(200);
    return (res.body as { accessToken: string }).accessToken;
  }

  it('shows the admin duty and vendor conversations with unread lines', async () => {
    const token = await signIn('/api/auth/admins/login', 'admin@demo.raahi.in');
    const list = (await t.request('/api/chat/conversations', { token })).body as ConversationsPage;
    const kinds = new Set(list.items.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['duty', 'operator-vendor']));
    expect(list.items.some((c) => c.unreadCount === 1)).toBe(true);
    const duty = list.items.find((c) => c.kind === 'duty')!;
    const page = (await t.request(`/api/chat/conversations/${duty.id}/messages`, { token }))
      .body as MessagesPage;
    expect(page.items.map((m) => m.kind)).toEqual([
      'system',
      'text',
      'text',
      'quick-reply',
      'quick-reply',
    ]); // The driver's last line came while the operator was away: a notice links to the thread.
    const notices = await t.request('/api/notifications?kind=chat-message', { token });
    expect(notices.body.items.map((n: { link: string }) => n.link)).toContain(`/chat/${duty.id}`);
  });

  it('shows the vendor its talk with the operator and its drivers', async () => {
    const token = await signIn('/api/auth/vendors/login', 'ramesh@shreetravels.demo');
    const list = (await t.request('/api/chat/conversations', { token })).body as ConversationsPage;
    const kinds = list.items.map((c) => c.kind);
    expect(kinds).toContain('operator-vendor');
    expect(kinds).toContain('vendor-driver');
  });
});
