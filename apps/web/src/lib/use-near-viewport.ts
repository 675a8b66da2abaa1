import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (a CSS margin, e.g. '600px
 * 0px'), once: it stays true after. True from the start where IntersectionObserver is missing,
 * so nothing waits forever for it.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin }: { margin: string },
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
