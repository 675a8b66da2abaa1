import type { OpenConversation } from '@raahi/domain/chat';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useOpenConversation } from '../api/open-conversation';

interface NewConversationProps {
  /**
   * Operators choose a vendor to write to; a vendor's people write to the operator (null). A
   * duty's conversation starts from the duty ("Open chat").
   */
  vendors: { id: string; name: string }[] | null;
}

/** Starts (or reopens) the operator's conversation with a vendor. */
export function NewConversation({ vendors }: NewConversationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const [choosing, setChoosing] = useState(false);
  const [vendorId, setVendorId] = useState('');

  const start = (subject: OpenConversation) =>
    open.mutate(subject, {
      onSuccess: (conversation) => {
        setChoosing(false);
        void navigate(`/chat/${conversation.id}`);
      },
    });
  const problem = open.error
    ? isApiError(open.error)
      ? open.error.message
      : t('errors.unexpected')
    : null;

  if (!vendors)
    return (
      <>
        <Button
          size="small"
          startIcon={<AddCommentIcon />}
          onClick={() => start({ kind: 'operator-vendor' })}
          disabled={open.isPending}
        >
          {t('chat.start.operator')}
        </Button>
        {problem && (
          <Typography variant="caption" color="error" role="alert">
            {problem}
          </Typography>
        )}
      </>
    );

  return (
    <>
      <Button size="small" startIcon={<AddCommentIcon />} onClick={() => setChoosing(true)}>
        {t('chat.start.vendor')}
      </Button>
      <Dialog open={choosing} onClose={() => setChoosing(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('chat.start.vendorTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label={t('chat.start.vendorLabel')}
            value={vendorId}
            onChange={(event) => setVendorId(event.target.value)}
          >
            {vendors.map((vendor) => (
              <MenuItem key={vendor.id} value={vendor.id}>
                {vendor.name}
              </MenuItem>
            ))}
          </TextField>
          {problem && (
            <Typography variant="body2" color="error" role="alert">
              {problem}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>{t('chat.start.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!vendorId || open.isPending}
            onClick={() => start({ kind: 'operator-vendor', vendorId })}
          >
            {t('chat.start.open')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
