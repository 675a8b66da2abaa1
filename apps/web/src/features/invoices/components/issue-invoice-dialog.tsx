import type { InvoicePreview, IssuedInvoices, UnpricedDuty } from '@raahi/domain/invoices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { isApiError } from '../../../lib/api-error';
import { useIssueMonth, usePreviewInvoice } from '../api/invoices';
import { lastMonth } from '../lib/last-month';
import { InvoiceSums } from './invoice-sums';

/** The server's refusal: its message, and the duties it could not price with why. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error)) return <Alert severity="error">{t('errors.unexpected')}</Alert>;
  const duties = (error.details as { duties?: UnpricedDuty[] } | undefined)?.duties ?? [];
  return (
    <Alert severity="error">
      {error.message}
      {duties.length > 0 && (
        <ul>
          {duties.map((duty) => (
            <li key={duty.dutyId}>
              {duty.regId}: {duty.reason}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * Issue a company's month: choose, see the preview, then issue it, as one invoice or, for a
 * company invoiced per duty, one per duty.
 */
export function IssueInvoiceDialog(props: {
  open: boolean;
  companies: { id: string; name: string }[];
  onClose: () => void;
  onIssued: (issued: IssuedInvoices) => void;
}) {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState('');
  const [month, setMonth] = useState(lastMonth);
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const previewing = usePreviewInvoice();
  const issuing = useIssueMonth();
  const error = previewing.error ?? issuing.error;

  const change = (apply: () => void) => {
    apply();
    setPreview(null);
    previewing.reset();
    issuing.reset();
  };
  const askPreview = async () => {
    setPreview(await previewing.mutateAsync({ companyId, month }).catch(() => null));
  };
  const issue = async () => {
    const issued = await issuing.mutateAsync({ companyId, month }).catch(() => null);
    if (issued) props.onIssued(issued);
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('invoices.issue.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('invoices.issue.company')}
            value={companyId}
            onChange={(event) => change(() => setCompanyId(event.target.value))}
          >
            {props.companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            kind="month"
            label={t('invoices.issue.month')}
            value={month}
            onChange={(value) => change(() => setMonth(value))}
          />
          {error && <Refusal error={error} />}
          {preview && (
            <>
              <Typography variant="subtitle2">
                {t('invoices.issue.summary', {
                  count: preview.dutyCount,
                  company: preview.recipient.name,
                  place: preview.placeOfSupply,
                })}
              </Typography>
              {preview.invoicing === 'per-duty' && (
                <Alert severity="info">
                  {t('invoices.issue.perDuty', { company: preview.recipient.name })}
                </Alert>
              )}
              <InvoiceSums sums={preview} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('invoices.cancel')}</Button>
        {preview ? (
          <Button variant="contained" onClick={issue} disabled={issuing.isPending}>
            {preview.invoicing === 'per-duty'
              ? t('invoices.issue.confirmPerDuty', { count: preview.dutyCount })
              : t('invoices.issue.confirm')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={askPreview}
            disabled={!companyId || !/^\d{4}-\d{2}$/.test(month) || previewing.isPending}
          >
            {t('invoices.issue.preview')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
