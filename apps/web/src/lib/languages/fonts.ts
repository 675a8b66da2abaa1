/**
 * Each script's Noto font, self-hosted from @fontsource: only its script's subset (Latin text
 * keeps the platform's UI font), in the weights the theme uses. The stylesheet and the regular
 * face are loaded before the language is switched to, so text is first drawn in its own font
 * and `font-display: swap` (Fontsource's) never moves a page that is already on screen.
 */
const FONTS: Record<string, { family: string; sample: string; css: () => Promise<unknown> }> = {
  kn: {
    family: 'Noto Sans Kannada',
    sample: 'ಕನ್ನಡ',
    css: () =>
      Promise.all([
        import('@fontsource/noto-sans-kannada/kannada-400.css'),
        import('@fontsource/noto-sans-kannada/kannada-500.css'),
        import('@fontsource/noto-sans-kannada/kannada-600.css'),
        import('@fontsource/noto-sans-kannada/kannada-700.css'),
      ]),
  },
  hi: devanagari(),
  mr: devanagari(),
  kok: devanagari(),
  ta: {
    family: 'Noto Sans Tamil',
    sample: 'தமிழ்',
    css: () =>
      Promise.all([
        import('@fontsource/noto-sans-tamil/tamil-400.css'),
        import('@fontsource/noto-sans-tamil/tamil-500.css'),
        import('@fontsource/noto-sans-tamil/tamil-600.css'),
        import('@fontsource/noto-sans-tamil/tamil-700.css'),
      ]),
  },
  ml: {
    family: 'Noto Sans Malayalam',
    sample: 'മലയാളം',
    css: () =>
      Promise.all([
        import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
        import('@fontsource/noto-sans-malayalam/malayalam-500.css'),
        import('@fontsource/noto-sans-malayalam/malayalam-600.css'),
        import('@fontsource/noto-sans-malayalam/malayalam-700.css'),
      ]),
  },
  te: {
    family: 'Noto Sans Telugu',
    sample: 'తెలుగు',
    css: () =>
      Promise.all([
        import('@fontsource/noto-sans-telugu/telugu-400.css'),
        import('@fontsource/noto-sans-telugu/telugu-500.css'),
        import('@fontsource/noto-sans-telugu/telugu-600.css'),
        import('@fontsource/noto-sans-telugu/telugu-700.css'),
      ]),
  },
  ur: {
    family: 'Noto Nastaliq Urdu',
    sample: 'اردو',
    css: () =>
      Promise.all([
        import('@fontsource/noto-nastaliq-urdu/arabic-400.css'),
        import('@fontsource/noto-nastaliq-urdu/arabic-700.css'),
      ]),
  },
};

function devanagari() {
  return {
    family: 'Noto Sans Devanagari',
    sample: 'हिन्दी',
    css: () =>
      Promise.all([
        import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
        import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
        import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
        import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
      ]),
  };
}

// lib/theme.ts lists these families first in its font stack.
const loading = new Map<string, Promise<void>>();

export function loadFont(lng: string): Promise<void> {
  const font = FONTS[lng];
  if (!font) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = font
      .css()
      .then(() => document.fonts.load(`400 1em "${font.family}"`, font.sample))
      // A font that cannot load (offline) leaves the platform's own: never block the language.
      .then(
        () => undefined,
        () => undefined,
      );
    loading.set(lng, pending);
  }
  return pending;
}
