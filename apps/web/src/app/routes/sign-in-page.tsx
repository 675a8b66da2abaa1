import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSignIns } from '../../features/auth/components/demo-sign-ins';
import { SignInPanel, type SignInPrefill } from '../../features/auth/components/sign-in-panel';
import { getMeta } from '../../features/system/api/get-meta';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The page waits for /meta (the layout's loading state covers it), so the demo accounts arrive
 * with the form: drawn after it, they pushed the footer away on phones and widened the page on
 * wide screens (a layout shift of 0.31). A failed /meta is a page without them.
 */
function useDemoSignIns() {
  return useSuspenseQuery({
    queryKey: ['meta', 'or-none'],
    queryFn: ({ signal }) => getMeta(signal).catch(() => null),
    staleTime: Infinity,
  }).data?.demo;
}

/** /admin-login: every role signs in here; demo installations list their accounts beside it. */
export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.title'));
  const demo = useDemoSignIns();
  const [prefill, setPrefill] = useState<{ value: SignInPrefill; key: number } | null>(null);

  return (
    <Container maxWidth={demo ? 'lg' : 'sm'} sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: demo ? '7fr 5fr' : '1fr' },
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('signIn.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('signIn.intro')}
          </Typography>
          <SignInPanel key={prefill?.key ?? 0} prefill={prefill?.value} />
        </Paper>
        {demo && (
          <DemoSignIns
            password={demo.password}
            accounts={demo.accounts}
            onPick={(value) => setPrefill((last) => ({ value, key: (last?.key ?? 0) + 1 }))}
          />
        )}
      </Box>
    </Container>
  );
}
