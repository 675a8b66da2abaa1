import { MonthSchema, type IssuedInvoices } from '@raahi/domain/invoices';
import { formatRupees } from '@raahi/domain/formats';
import { isOperatorRole } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BillingTabs } from '../../../components/billing-tabs';
import { EmptyState } from '../../../components/empty-state';
import { DateField } from '../../../components/form/date-field';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useInvoices } from '../../../features/invoices/api/invoices';
import { downloadFile } from '../../../lib/download';
import { InvoiceDialog } from '../../../features/invoices/components/invoice-dialog';
import { InvoicesTable } from '../../../features/invoices/components/invoices-table';
import { IssueInvoiceDialog } from '../../../features/invoices/components/issue-invoice-dialog';
import { MonthEndDialog } from '../../../features/invoices/components/month-end-dialog';
import { isRole } from '../../../lib/is-role';
import { useCompanyOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /billing/invoices: the operator's GST invoices to client companies. */
export function InvoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invoices.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!isOperatorRole(user.role)) return <Navigate to="/billing" replace />;
  return <Invoices />;
}

function Invoices() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  const month = params.get('month') ?? '';
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const invoices = useInvoices({
    companyId: companyId || undefined,
    month: MonthSchema.safeParse(month).success ? month : undefined,
    cursor,
  });
  const companies = useCompanyOptions();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedInvoices | null>(null);
  const [monthEnd, setMonthEnd] = useState(false);
  const [open, setOpen] = useState<string | null>(params.get('invoice'));
  const set = (key: string, value: string) => {
    setCursors([]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const registerMonth = MonthSchema.safeParse(month).success ? month : null;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('invoices.title')}
      </Typography>
      <BillingTabs operator />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('invoices.filters.company')}
          value={companyId}
          onChange={(event) => set('companyId', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('invoices.filters.all')}</MenuItem>
          {(companies.data ?? []).map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 170 }}>
          <DateField
            kind="month"
            size="small"
            label={t('invoices.filters.month')}
            value={month}
            onChange={(value) => set('month', value)}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button
          disabled={!registerMonth}
          onClick={() =>
            registerMonth &&
            downloadFile(
              `/invoices/gstr1?month=${registerMonth}&format=xlsx`,
              `gstr1-register-${registerMonth}.xlsx`,
            )
          }
        >
          {t('invoices.register')}
        </Button>
        <Button variant="outlined" onClick={() => setMonthEnd(true)}>
          {t('invoices.monthEnd.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
          {t('invoices.issue.open')}
        </Button>
      </Box>
      {issued && <IssuedNotice issued={issued} onDismiss={() => setIssued(null)} />}
      {invoices.isPending ? (
        <LoadingBlock />
      ) : invoices.isError ? (
        <QueryErrorAlert
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          retryLabel={t('invoices.retry')}
        />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState
          Icon={ReceiptLongIcon}
          title={t('invoices.empty.title')}
          body={t('invoices.empty.body')}
        />
      ) : (
        <>
          <InvoicesTable items={invoices.data.items} onOpen={setOpen} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
            <Button
              disabled={cursors.length === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              {t('invoices.newer')}
            </Button>
            <Button
              disabled={!invoices.data.nextCursor}
              onClick={() => setCursors([...cursors, invoices.data.nextCursor!])}
            >
              {t('invoices.older')}
            </Button>
          </Box>
        </>
      )}
      {issuing && (
        <IssueInvoiceDialog
          open
          companies={companies.data ?? []}
          onClose={() => setIssuing(false)}
          onIssued={(result) => {
            setIssuing(false);
            setIssued(result);
            const [first] = result.invoices;
            if (result.invoices.length === 1 && first) setOpen(first.id);
            else if (first) {
              set('companyId', first.companyId);
              set('month', first.month);
            }
          }}
        />
      )}
      {monthEnd && <MonthEndDialog onClose={() => setMonthEnd(false)} />}
      <InvoiceDialog invoiceId={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

/** What the last issue made: one invoice, or how many per duty and their numbers. */
function IssuedNotice(props: { issued: IssuedInvoices; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { invoices, dutyCount, totalPaise } = props.issued;
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={<Button onClick={props.onDismiss}>{t('invoices.issued.dismiss')}</Button>}
    >
      {invoices.length === 1
        ? t('invoices.issue.issuedOne', { number: invoices[0]!.number, count: dutyCount })
        : t('invoices.issue.issuedMany', {
            count: invoices.length,
            first: invoices[0]!.number,
            last: invoices.at(-1)!.number,
            duties: dutyCount,
            total: formatRupees(totalPaise),
          })}
    </Alert>
  );
}
