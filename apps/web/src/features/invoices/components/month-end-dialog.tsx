import { formatRupees } from '@raahi/domain/formats';
import { MonthSchema } from '@raahi/domain/invoices';
import type { MonthEndRun } from '@raahi/domain/month-end';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { invoiceKeys } from '../api/invoices';
import { monthEndUnderWay, useMonthEndRun, useStartMonthEnd } from '../api/month-end';
import { lastMonth } from '../lib/last-month';

/** Where a run is: companies invoiced, then vendors' statements worked. */
function Progress({ run }: { run: MonthEndRun }) {
  const { t } = useTranslation();
  const { companies, statements } = run.summary;
  const invoicing = companies.done < companies.total || statements.vendors === 0;
  const value =
    run.status === 'queued' || companies.total === 0
      ? undefined
      : (companies.done / companies.total) * 100;
  return (
    <Stack spacing={1}>
      <Typography>
        {run.status === 'queued'
          ? t('invoices.monthEnd.queued')
          : invoicing
            ? t('invoices.monthEnd.invoicing', { done: companies.done, total: companies.total })
            : t('invoices.monthEnd.statements', { count: statements.vendors })}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t('invoices.monthEnd.progress')}
      />
    </Stack>
  );
}

/** What a finished run did: invoices and their totals, statements, what it left out and why. */
function Result({ run }: { run: MonthEndRun }) {
  const { t } = useTranslation();
  const { companies, invoices, statements, unpriced, unpricedCount } = run.summary;
  return (
    <Stack spacing={1}>
      {run.status === 'failed' && (
        <Alert severity="error">{t('invoices.monthEnd.failed', { error: run.error })}</Alert>
      )}
      <Typography>
        {companies.total === 0
          ? t('invoices.monthEnd.nothing')
          : invoices.issued === 0
            ? t('invoices.monthEnd.noInvoices', { upToDate: companies.upToDate })
            : t('invoices.monthEnd.invoices', {
                count: invoices.issued,
                duties: invoices.duties,
                companies: companies.invoiced,
                first: invoices.first,
                last: invoices.last,
              })}
      </Typography>
      {invoices.issued > 0 && (
        <Typography>
          {t('invoices.monthEnd.totals', {
            taxable: formatRupees(invoices.taxablePaise),
            tax: formatRupees(invoices.taxPaise),
            total: formatRupees(invoices.totalPaise),
          })}
        </Typography>
      )}
      <Typography>
        {t('invoices.monthEnd.statementsDone', {
          count: statements.vendors,
          duties: statements.duties,
          payable: statements.payable,
          net: formatRupees(statements.netPaise),
          tds: formatRupees(statements.tdsPaise),
        })}
      </Typography>
      {companies.skipped.length > 0 && (
        <Alert severity="warning">
          {t('invoices.monthEnd.skipped', { count: companies.skipped.length })}
          <ul>
            {companies.skipped.map((company) => (
              <li key={company.companyId}>
                {company.name}: {company.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {unpricedCount > 0 && (
        <Alert severity="warning">
          {t('invoices.monthEnd.unpriced', { count: unpricedCount, listed: unpriced.length })}
          <ul>
            {unpriced.map((duty) => (
              <li key={`${duty.side}-${duty.dutyId}`}>
                {t(`invoices.monthEnd.side.${duty.side}`, { regId: duty.regId, party: duty.party })}
                : {duty.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The month-end run: every client's invoices for the month and every vendor's statement, as a
 * job on the server; the dialog follows it and shows what it did (or the month's last run).
 */
export function MonthEndDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [month, setMonth] = useState(lastMonth);
  const valid = MonthSchema.safeParse(month).success;
  const run = useMonthEndRun(valid ? month : null);
  const start = useStartMonthEnd();
  const current = run.data ?? null;
  const underWay = monthEndUnderWay(current);
  // When a run this dialog watched ends, the invoices list has new rows.
  const watched = useRef(false);
  useEffect(() => {
    if (underWay) watched.current = true;
    else if (watched.current && current) {
      watched.current = false;
      void client.invalidateQueries({ queryKey: [...invoiceKeys.all, 'list'] });
    }
  }, [underWay, current, client]);

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('invoices.monthEnd.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('invoices.monthEnd.intro')}</Typography>
          <DateField
            kind="month"
            label={t('invoices.monthEnd.month')}
            value={month}
            onChange={(value) => {
              setMonth(value);
              start.reset();
            }}
          />
          {start.error && (
            <Alert severity="error">
              {isApiError(start.error) ? start.error.message : t('errors.unexpected')}
            </Alert>
          )}
          {current &&
            (underWay ? (
              <Progress run={current} />
            ) : (
              <>
                <Typography variant="subtitle2">
                  {t('invoices.monthEnd.lastRun', {
                    at: formatDateTime(current.finishedAt ?? current.requestedAt),
                  })}
                </Typography>
                <Result run={current} />
              </>
            ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('invoices.close')}</Button>
        <Button
          variant="contained"
          disabled={!valid || underWay || start.isPending}
          onClick={() => start.mutate({ month })}
        >
          {t('invoices.monthEnd.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
