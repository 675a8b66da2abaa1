import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageDrawn } from '../snapshot/page-drawn';

/**
 * Shown instead of a screen that failed to render or whose code failed to load (typically a
 * stale tab asking for a chunk that a new deployment replaced). Kept free of lazy imports.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.documentTitle'));
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routeError.body')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </Button>
        {/* A full page load, not client navigation: it also fetches the current build. */}
        <Button href="/">{t('routeError.home')}</Button>
      </Box>
      {/* A public page that failed shows this, not its first visit's snapshot. */}
      <PageDrawn />
    </Container>
  );
}

interface BoundaryProps {
  /** The address: moving elsewhere clears the error. */
  at: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.at });
  }

  override componentDidUpdate() {
    if (this.state.failed && this.state.failedAt !== null && this.state.failedAt !== this.props.at)
      this.setState({ failed: false, error: null, failedAt: null });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Around each layout: a screen that throws (or whose chunk fails to load) shows the page above. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary at={useLocation().pathname}>{children}</Boundary>;
}
