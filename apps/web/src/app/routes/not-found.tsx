import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 3,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
          color: 'primary.main',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <SearchOffIcon fontSize="large" />
      </Box>
      <Typography variant="overline" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        {t('notFound.body', { path: pathname })}
      </Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
      >
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
