import type { ReactNode } from 'react';

// The usual screen-reader-only pattern: read out, and part of an element's name, but not seen.
const HIDDEN_STYLE = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * Words for assistive technology only. Used where a control's name must read as a sentence
 * while its visible text stays short, so the name is built from the visible text (WCAG 2.5.3,
 * Label in Name) instead of an aria-label that says something else.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN_STYLE}>{children}</span>;
}
