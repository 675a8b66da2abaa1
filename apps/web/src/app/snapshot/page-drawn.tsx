import { useLayoutEffect } from 'react';
import { pageDrawn } from './hand-over';

/**
 * Rendered with a page's content, inside the Suspense boundary that waits for it: its layout
 * effect runs once the page itself (not a spinner) is in the document, before the browser
 * paints, so the snapshot and the app swap in one frame.
 */
export function PageDrawn() {
  useLayoutEffect(pageDrawn, []);
  return null;
}
