import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../lib/config';

interface LogoProps {
  /** Where a click on the logo leads. */
  to: string;
  size?: 'small' | 'medium';
  /** Below 600 px show the mark only (the wordmark stays the link's accessible name). */
  compact?: boolean;
}

/** The Raahi mark (the same file as the favicon) and wordmark, as a link. */
export function Logo({ to, size = 'medium', compact = false }: LogoProps) {
  const { t } = useTranslation();
  const markSize = size === 'small' ? 28 : 36;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('app.homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="img" src="/raahi-logo.svg" alt="" width={markSize} height={markSize} />
      <Typography
        component="span"
        sx={{
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
          fontWeight: 800,
          fontSize: size === 'small' ? '1.15rem' : '1.4rem',
          letterSpacing: '-0.01em',
        }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
