import { todayInIndia } from '@raahi/domain/compliance';
import { formatRupees } from '@raahi/domain/formats';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BillingTabs } from '../../../components/billing-tabs';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { ScrollingTable } from '../../../components/scrolling-table';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import {
  useSettlements,
  useSettlementStatement,
} from '../../../features/settlements/api/settlements';
import { SettlementActions } from '../../../features/settlements/components/settlement-actions';
import { SettlementStatement } from '../../../features/settlements/components/settlement-statement';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The last twelve months, newest first, 'YYYY-MM'. */
function recentMonths(): string[] {
  const [year, month] = todayInIndia().split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** /billing/settlements: every vendor's month for the operator, its own for a vendor. */
export function SettlementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settlements.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!isOperatorRole(user.role) && !isVendorRole(user.role)) return <Navigate to="/" replace />;
  return <Settlements operator={isOperatorRole(user.role)} />;
}

function Settlements({ operator }: { operator: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const months = recentMonths();
  const month = params.get('month') ?? months[0]!;
  const vendorId = params.get('vendor');
  const list = useSettlements(month);
  const set = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('settlements.title')}
        </Typography>
        <Typography color="text.secondary">
          {t(operator ? 'settlements.intro' : 'settlements.introVendor')}
        </Typography>
      </Box>
      <BillingTabs operator={operator} />
      <TextField
        select
        size="small"
        label={t('settlements.month')}
        value={month}
        onChange={(event) => set({ month: event.target.value, vendor: null })}
        sx={{ maxWidth: 200 }}
      >
        {months.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <QueryErrorAlert
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t('tariffs.retry')}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          Icon={AccountBalanceIcon}
          title={t('settlements.empty.title')}
          body={t('settlements.empty.body')}
        />
      ) : (
        <ScrollingTable label={t('settlements.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settlements.columns.vendor')}</TableCell>
              <TableCell align="right">{t('settlements.columns.duties')}</TableCell>
              <TableCell align="right">{t('settlements.columns.net')}</TableCell>
              <TableCell>{t('settlements.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((row) => (
              <TableRow key={row.vendorId} selected={row.vendorId === vendorId}>
                <TableCell>
                  <Button size="small" onClick={() => set({ vendor: row.vendorId })}>
                    {row.vendorName}
                  </Button>
                </TableCell>
                <TableCell align="right">{row.duties}</TableCell>
                <TableCell align="right">{formatRupees(row.netPaise)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.paid ? 'success' : 'default'}
                    label={t(row.paid ? 'settlements.status.paid' : 'settlements.status.due')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
      {vendorId && <Statement vendorId={vendorId} month={month} operator={operator} />}
    </Box>
  );
}

function Statement(props: { vendorId: string; month: string; operator: boolean }) {
  const { t } = useTranslation();
  const statement = useSettlementStatement(props.vendorId, props.month);
  if (statement.isPending) return <LoadingBlock />;
  if (statement.isError)
    return (
      <QueryErrorAlert
        error={statement.error}
        onRetry={() => void statement.refetch()}
        retryLabel={t('tariffs.retry')}
      />
    );
  return (
    <SettlementStatement
      statement={statement.data}
      actions={
        props.operator && !statement.data.payment ? (
          <SettlementActions vendorId={props.vendorId} month={props.month} />
        ) : undefined
      }
    />
  );
}
