import { CHAT_TYPING_EVENT, ChatTypingSchema, type ChatTyping } from '@raahi/domain/chat';
import { CHAT_TYPING_INTERVAL_MS } from '@raahi/domain/chat-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveMessage } from '../../../lib/live-messages';
import { sendTyping } from './send-typing';

/** A typing note is shown this long after the last one heard. */
const SHOWN_FOR_MS = CHAT_TYPING_INTERVAL_MS * 2;

/**
 * Who else is typing in a conversation (from the live socket's `chat.typing` notes), and
 * `typed()` for the composer to call on each keystroke: it tells the others at most every
 * CHAT_TYPING_INTERVAL_MS. A member stops showing as typing when their message arrives
 * (`stopped`) or SHOWN_FOR_MS after their last note.
 */
export function useTyping(conversationId: string, me: string) {
  const [typing, setTyping] = useState<ChatTyping[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastSent = useRef(0);

  const stopped = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((now) => now.filter((note) => note.userId !== userId));
  }, []);

  useEffect(() => {
    const held = timers.current;
    const off = onLiveMessage((message) => {
      const { event, data } = (message ?? {}) as { event?: unknown; data?: unknown };
      if (event !== CHAT_TYPING_EVENT) return;
      const note = ChatTypingSchema.safeParse(data);
      if (!note.success || note.data.conversationId !== conversationId) return;
      if (note.data.userId === me) return;
      clearTimeout(held.get(note.data.userId));
      held.set(
        note.data.userId,
        setTimeout(() => stopped(note.data.userId), SHOWN_FOR_MS),
      );
      setTyping((now) => [...now.filter((one) => one.userId !== note.data.userId), note.data]);
    });
    return () => {
      off();
      for (const timer of held.values()) clearTimeout(timer);
      held.clear();
      setTyping([]);
    };
  }, [conversationId, me, stopped]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < CHAT_TYPING_INTERVAL_MS) return;
    lastSent.current = now;
    // Only a hint: a lost one is not worth an error.
    sendTyping(conversationId).catch(() => undefined);
  }, [conversationId]);

  return { typing, typed, stopped };
}
