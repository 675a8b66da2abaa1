import type { ChatMessage } from '@raahi/domain/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { messagePreview } from './message-preview';

const message = {
  id: 'm1',
  kind: 'text',
  body: 'Reached pickup',
  author: { userId: 'me', name: 'Ravi Kumar' },
  createdAt: '2026-11-27T09:35:00.000Z',
  hiddenAt: null,
} as unknown as ChatMessage;

describe('a conversation’s last message in one line', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names who wrote it', () => {
    expect(messagePreview(i18n.t, message, 'me')).toBe('You: Reached pickup');
    expect(messagePreview(i18n.t, message, 'someone else')).toBe('Ravi: Reached pickup');
  });

  it('keeps an English message whole after the Urdu label, in its own direction', async () => {
    await i18n.changeLanguage('ur');
    expect(messagePreview(i18n.t, message, 'someone else')).toBe(
      'Ravi: \u2068Reached pickup\u2069',
    );
  });
});
