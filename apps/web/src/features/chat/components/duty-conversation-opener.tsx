import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { isApiError } from '../../../lib/api-error';
import { useOpenConversation } from '../api/open-conversation';

/**
 * `/chat?duty=<id>` (the duty drawer's "Open chat"): gets or makes the duty's conversation, then
 * shows it in place of this address, so Back returns to the duty.
 */
export function DutyConversationOpener({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate, error } = useOpenConversation();

  useEffect(() => {
    mutate(
      { kind: 'duty', dutyId },
      { onSuccess: (conversation) => void navigate(`/chat/${conversation.id}`, { replace: true }) },
    );
  }, [dutyId, mutate, navigate]);

  if (error)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          {t('chat.openFailed', {
            message: isApiError(error) ? error.message : t('errors.unexpected'),
          })}
        </Alert>
      </Box>
    );
  return (
    <Box sx={{ p: 2 }} aria-live="polite">
      <LoadingBlock />
      <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>{t('chat.opening')}</Box>
    </Box>
  );
}
