import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_NAME, APP_VERSION } from '../../lib/config';

/** '© {year} Raahi · v0.0.1', as the spec's footer shows it. */
export function Copyright() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('app.copyright', { year: new Date().getFullYear(), name: APP_NAME, version: APP_VERSION })}
    </Typography>
  );
}
