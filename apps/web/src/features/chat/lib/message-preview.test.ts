import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { DRIVER, makeMessage, OPERATOR } from '../../../test/chat';
import { messagePreview } from './message-preview';

const t = i18n.getFixedT('en');

describe('a conversation’s preview', () => {
  it('names the author apart from the message, so each is laid out in its own direction', () => {
    const text = makeMessage(1, { author: OPERATOR, body: 'Airport runs confirmed for 6 AM' });
    expect(messagePreview(t, text, OPERATOR.userId)).toEqual({
      who: 'You',
      text: 'Airport runs confirmed for 6 AM',
    });
    expect(messagePreview(t, makeMessage(2), OPERATOR.userId)).toEqual({
      who: 'Manjunath',
      text: 'Message 2',
    });
  });

  it('has no author for the system’s lines or an empty conversation', () => {
    const line = makeMessage(3, { kind: 'system', author: null, body: 'Duty started' });
    expect(messagePreview(t, line, DRIVER.userId)).toEqual({ who: null, text: 'Duty started' });
    expect(messagePreview(t, null, DRIVER.userId)).toEqual({ who: null, text: 'No messages yet' });
  });

  it('says what an attachment or a hidden message is instead of its text', () => {
    const photo = makeMessage(4, { kind: 'image', body: null });
    expect(messagePreview(t, photo, OPERATOR.userId).text).toBe('Photo');
    const hidden = makeMessage(5, { hiddenAt: '2026-11-26T05:00:00.000Z' });
    expect(messagePreview(t, hidden, OPERATOR.userId).text).toBe('hidden by the operator');
  });
});
