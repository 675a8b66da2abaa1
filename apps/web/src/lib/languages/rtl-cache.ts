import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { setRtlCache } from '../language';

// Icons that point along the line of reading: mirrored in right-to-left text. MUI's icons carry
// their name as data-testid, so one rule covers every screen.
const DIRECTIONAL_ICONS = [
  'ArrowBack',
  'ArrowForward',
  'ArrowBackIos',
  'ArrowForwardIos',
  'ChevronLeft',
  'ChevronRight',
  'KeyboardArrowLeft',
  'KeyboardArrowRight',
  'NavigateBefore',
  'NavigateNext',
  'FirstPage',
  'LastPage',
  'Send',
  'Logout',
  'Login',
  'OpenInNew',
  'Reply',
  'Undo',
  'Redo',
  'TrendingUp',
];

const RTL_RULES = `
${DIRECTIONAL_ICONS.map((name) => `[dir='rtl'] [data-testid='${name}Icon']`).join(',\n')} {
  transform: scaleX(-1);
}
[dir='rtl'] input[type='tel'], [dir='rtl'] input[type='email'], [dir='rtl'] input[inputmode='numeric'] {
  direction: ltr;
  text-align: right;
}
[dir='rtl'] a[href^='tel:'] {
  direction: ltr;
  unicode-bidi: isolate;
}`;

let cache: EmotionCache | undefined;

/**
 * Urdu's styles: an Emotion cache whose stylis plugin flips left and right in every rule
 * (margins, paddings, positions, borders), plus the rules above. Built once, on first use.
 */
export function loadRtlCache(): Promise<void> {
  if (!cache) {
    cache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
    const style = document.createElement('style');
    style.dataset.raahi = 'rtl';
    style.textContent = RTL_RULES;
    document.head.append(style);
    setRtlCache(cache);
  }
  return Promise.resolve();
}
