import { RejectSchema } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../lib/api-error';
import type { StoredDocument } from '../../lib/document-files';
import { formatDate } from '../../lib/format-date';
import type { DocumentUrlOf } from '../documents/document-slot-card';
import { DocumentViewerDialog } from '../documents/document-viewer-dialog';
import { ConfirmDialog } from '../records/confirm-dialog';
import { translateEnglishMessage } from '../../lib/validation/validation-messages';

/** A renewal as a record shows it: waiting for review, or refused last time. */
export interface ShownRenewal<S extends string> {
  validTill: string | null;
  number: string | null;
  status: 'Pending' | 'Rejected';
  rejectionReason: string | null;
  documents: StoredDocument<S>[];
}

interface RenewalStatusProps<S extends string> {
  renewal: ShownRenewal<S>;
  labelOf: (slot: S) => string;
  /** The address of a renewal's new document. */
  documentUrl: DocumentUrlOf;
  /** The operator's decision; absent for those who may not review. */
  review?: {
    approve: () => Promise<unknown>;
    reject: (reason: string) => Promise<unknown>;
  };
}

type Decision = 'approve' | 'reject';

/**
 * Beside a paper: its renewal waiting for review (the new date, number and certificate, and
 * for the operator Approve and Reject), or the reason the last one was refused.
 */
export function RenewalStatus<S extends string>({
  renewal,
  labelOf,
  documentUrl,
  review,
}: RenewalStatusProps<S>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StoredDocument<S> | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (renewal.status === 'Rejected') {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        <AlertTitle>{t('renewals.status.rejected')}</AlertTitle>
        {t('renewals.status.reason', { reason: renewal.rejectionReason ?? '' })}
      </Alert>
    );
  }

  async function decide() {
    if (!review || !deciding) return;
    let sentReason = '';
    if (deciding === 'reject') {
      const parsed = RejectSchema.safeParse({ reason });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message;
        return setReasonError(message ? translateEnglishMessage(message) : t('errors.unexpected'));
      }
      sentReason = parsed.data.reason;
    }
    setError(null);
    setSending(true);
    try {
      await (deciding === 'approve' ? review.approve() : review.reject(sentReason));
      toast.success(t(`renewals.review.${deciding}.done`));
      setDeciding(null);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unexpected'));
    } finally {
      setSending(false);
    }
  }

  const details = [
    renewal.validTill
      ? t('renewals.status.validTill', { date: formatDate(renewal.validTill) })
      : null,
    renewal.number ? t('renewals.status.number', { number: renewal.number }) : null,
  ].filter(Boolean);

  return (
    <Alert severity="info" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}>
      <AlertTitle>{t('renewals.status.pending')}</AlertTitle>
      {details.length > 0 && <Box sx={{ overflowWrap: 'anywhere' }}>{details.join(' · ')}</Box>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {renewal.documents.map((document) => (
          <Button
            key={document.slot}
            size="small"
            variant="outlined"
            startIcon={<DescriptionOutlinedIcon />}
            onClick={() => setOpen(document)}
          >
            {t('renewals.status.view', { slot: labelOf(document.slot) })}
          </Button>
        ))}
        {review && (
          <>
            <Button
              size="small"
              variant="contained"
              color="success"
              onClick={() => {
                setError(null);
                setDeciding('approve');
              }}
            >
              {t('renewals.review.approve.button')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => {
                setError(null);
                setReason('');
                setReasonError(null);
                setDeciding('reject');
              }}
            >
              {t('renewals.review.reject.button')}
            </Button>
          </>
        )}
      </Box>
      {open && (
        <DocumentViewerDialog
          documentUrl={documentUrl}
          document={open}
          label={labelOf(open.slot)}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={deciding !== null}
        title={deciding ? t(`renewals.review.${deciding}.title`) : ''}
        body={deciding ? t(`renewals.review.${deciding}.body`) : ''}
        confirmLabel={deciding ? t(`renewals.review.${deciding}.button`) : ''}
        danger={deciding === 'reject'}
        pending={sending}
        error={error}
        onConfirm={() => void decide()}
        onClose={() => setDeciding(null)}
      >
        {deciding === 'reject' && (
          <TextField
            id="renewal-reject-reason"
            label={t('records.actions.reject.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('renewals.review.reject.reasonHint')}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        )}
      </ConfirmDialog>
    </Alert>
  );
}
