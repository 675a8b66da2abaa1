import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

/** A spinner in the space the content will take. */
export function LoadingBlock({ py = 8 }: { py?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** A request that failed: the server's message (or a general one) and a button to try again. */
export function QueryErrorAlert(props: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  /** The message in the screen's own sentence ('The vendors could not be loaded: …'). */
  describe?: (message: string) => string;
}) {
  const { t } = useTranslation();
  const message = isApiError(props.error) ? props.error.message : t('errors.unexpected');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      }
    >
      {props.describe ? props.describe(message) : message}
    </Alert>
  );
}
