import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height from the top of `ref`'s element to the bottom of what the person can see, less
 * `reserve` (a fixed footer, a margin): the visual viewport's height, which shrinks while a
 * phone's on-screen keyboard is open (iOS Safari, and Chrome's default "resizes-visual"), where
 * `100dvh` does not. A screen sized by it keeps its bottom edge, a chat's composer, above the
 * keyboard. Null before the first measurement.
 */
export function useVisibleHeight(ref: RefObject<HTMLElement | null>, reserve = 0): number | null {
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const viewport = window.visualViewport;
    const measure = () => {
      const visible = viewport?.height ?? window.innerHeight;
      // Measured against the document, so a page the browser scrolled to show the focused
      // field does not shrink the screen a second time.
      const top = element.getBoundingClientRect().top + window.scrollY;
      const keyboardOpen = visible < window.innerHeight - 80;
      // With the keyboard open the fixed footer is behind it: no need to leave room for it.
      setHeight(Math.max(160, Math.round(visible - top - (keyboardOpen ? 8 : reserve))));
    };
    measure();
    viewport?.addEventListener('resize', measure);
    window.addEventListener('resize', measure);
    return () => {
      viewport?.removeEventListener('resize', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref, reserve]);

  return height;
}
