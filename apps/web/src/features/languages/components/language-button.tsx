import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((m) => ({ default: m.LanguageMenu })),
);

/** A globe of letters in the public top bar; its menu loads on first open. */
export function LanguageButton() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
