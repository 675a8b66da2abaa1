import { can } from '@raahi/domain/permissions';
import { reportPeriod } from '@raahi/domain/report-periods';
import { formatIndianNumber } from '@raahi/domain/formats';
import { formatCell } from '@raahi/domain/report-cells';
import {
  REPORT_FILTERS,
  REPORTS,
  reportKindsFor,
  ReportKindSchema,
  type ReportKind,
  type ReportPage,
} from '@raahi/domain/reports';
import { isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useBookableVendors } from '../../../features/duties/api/list-bookable-vendors';
import { downloadReport } from '../../../features/reports/api/download-report';
import { useReport, type ReportRequest } from '../../../features/reports/api/get-report';
import { ExportButtons } from '../../../features/reports/components/export-buttons';
import { ReportFilters } from '../../../features/reports/components/report-filters';
import { ScheduleEmailButton } from '../../../features/reports/components/schedule-email-button';
import { ReportTable } from '../../../features/reports/components/report-table';
import type { ReportChartProps } from '../../../features/reports/components/report-chart';
import {
  columnLabel,
  reportDescription,
  reportTitle,
} from '../../../features/reports/lib/report-words';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useCompanyOptions } from '../../../lib/options';
import { useDocumentTitle } from '../../../lib/use-document-title';

// The charts library comes with this page only, and after the table.
const ReportChart = lazy(() => import('../../../features/reports/components/report-chart'));

/** The page's first MAX_BARS rows as bars: the report's first measure by its first column. */
const MAX_BARS = 31;
function chartOf(report: ReportPage, t: TFunction): ReportChartProps {
  const label = report.columns[0]!;
  const measure = report.columns.find((c) => !['text', 'date', 'month'].includes(c.type))!;
  const rows = report.rows.slice(0, MAX_BARS);
  return {
    labels: rows.map((row) => formatCell(label, row[label.key] ?? null) || '—'),
    values: rows.map((row) => Number(row[measure.key] ?? 0)),
    series: columnLabel(t, report.kind, measure),
    format: (value) => formatCell(measure, value),
    // Paise are too long for an axis: whole rupees there, the exact amount in the tooltip.
    axis: (value) =>
      formatIndianNumber(measure.type === 'rupees' ? Math.round(value / 100) : value),
  };
}

/** /reports/:kind?from&to&…: one report, its filters in the address. */
export function ReportPage() {
  const { kind } = useParams();
  const user = useSession((state) => state.user);
  const parsed = ReportKindSchema.safeParse(kind);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (
    !parsed.success ||
    !can(user.role, 'reports:read') ||
    !reportKindsFor(user.role).includes(parsed.data)
  )
    return <Navigate to="/reports" replace />;
  return (
    <Report
      kind={parsed.data}
      operator={isOperatorRole(user.role)}
      pickRecords={user.role !== 'driver'}
    />
  );
}

function Report(props: { kind: ReportKind; operator: boolean; pickRecords: boolean }) {
  const { kind, operator } = props;
  const { t } = useTranslation();
  const report = REPORTS[kind];
  useDocumentTitle(reportTitle(t, kind));
  const [params, setParams] = useSearchParams();
  const month = reportPeriod('this-month');
  const period = { from: params.get('from') || month.from, to: params.get('to') || month.to };
  const request: ReportRequest = {
    ...(report.period ? period : {}),
    groupBy: (params.get('groupBy') || undefined) as ReportRequest['groupBy'],
    sort: params.get('sort') || undefined,
    order: (params.get('order') || undefined) as ReportRequest['order'],
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(params.get('pageSize')) || 25,
  };
  // The filters a schedule saves: the page's, without its period (each run has its own).
  const filters: Record<string, string> = {};
  for (const name of [...REPORT_FILTERS, 'groupBy'] as const) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  Object.assign(request, filters);
  const result = useReport(kind, request);
  const vendors = useBookableVendors({ enabled: operator });
  const companies = useCompanyOptions({ enabled: operator });
  // The operator picks a company; a vendor's report may still be narrowed to one by a link.
  const companyPicker = operator && (report.filters as readonly string[]).includes('companyId');

  const change = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const sortBy = (key: string) =>
    change({
      sort: key,
      order: result.data?.sort === key && result.data.order === 'asc' ? 'desc' : 'asc',
    });
  // A filter set by a link that no picker on the page shows (and so cannot clear).
  const picked = (k: 'companyId' | 'driverId' | 'vehicleId') =>
    k === 'companyId'
      ? companyPicker
      : props.pickRecords && (report.filters as readonly string[]).includes(k);
  const others = (['companyId', 'driverId', 'vehicleId'] as const).filter(
    (k) => params.get(k) && !picked(k),
  );

  return (
    // minmax(0, 1fr): a wide table scrolls inside its box instead of widening the page.
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Link component={RouterLink} to="/reports" variant="body2">
          {t('reports.back')}
        </Link>
        <Typography variant="h4" component="h1">
          {reportTitle(t, kind)}
        </Typography>
        <Typography color="text.secondary">{reportDescription(t, kind)}</Typography>
      </Box>
      <ReportFilters
        kind={kind}
        value={(key) => params.get(key) ?? (key === 'groupBy' ? report.groups[0] : '')}
        onChange={change}
        vendors={operator ? (vendors.data ?? []).map((v) => [v.id, v.name]) : null}
        companies={companyPicker ? (companies.data ?? []).map((c) => [c.id, c.name]) : null}
        period={period}
        pickRecords={props.pickRecords}
      />
      {others.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('reports.alsoFiltered', {
              by: others.map((k) => t(`reports.filters.${k}`)).join(', '),
            })}
          </Typography>
          <Button
            size="small"
            onClick={() => change(Object.fromEntries(others.map((k) => [k, ''])))}
          >
            {t('reports.clearOthers')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ExportButtons onExport={(format) => downloadReport(kind, format, request)} />
        <ScheduleEmailButton kind={kind} filters={filters} />
      </Box>
      {result.isPending ? (
        <LoadingBlock />
      ) : result.isError ? (
        <QueryErrorAlert
          error={result.error}
          onRetry={() => void result.refetch()}
          retryLabel={t('reports.retry')}
        />
      ) : result.data.total === 0 ? (
        <EmptyState
          Icon={AssessmentOutlinedIcon}
          title={t('reports.empty')}
          body={t('reports.emptyBody')}
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <Suspense fallback={<LoadingBlock py={4} />}>
              <ReportChart {...chartOf(result.data, t)} />
            </Suspense>
          </Paper>
          <Paper variant="outlined">
            <ReportTable
              report={result.data}
              onSort={sortBy}
              onPage={(page) => change({ page: String(page) })}
              onPageSize={(size) => change({ pageSize: String(size) })}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
