import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to '{title} · Raahi' while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('app.documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
