import { SCHEDULE_LIMIT } from '@raahi/domain/duty-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { useSchedule } from '../../../features/duties/api/get-schedule';
import type { useScheduleDays } from '../../../features/duties/api/get-schedule-days';
import type { useDuties } from '../../../features/duties/api/list-duties';
import { CLEARED } from '../../../features/duties/components/duties-filters';
import { DutiesTable } from '../../../features/duties/components/duties-table';
import { LanePager } from '../../../features/duties/components/lane-pager';
import { LaneSchedule } from '../../../features/duties/components/lane-schedule';
import { MonthCalendar } from '../../../features/duties/components/month-calendar';
import { StatusLegend } from '../../../features/duties/components/status-chip';
import { laneCount } from '../../../features/duties/lib/lanes';
import { hasListFilters, windowOf, type DutiesView } from '../../../features/duties/lib/url-state';
import { isApiError } from '../../../lib/api-error';
import { PAGE_SIZES } from '../../../lib/list-url-state';
import { ListPagination } from '../../../components/list/list-pagination';

/*
 * What /duties shows below its toolbar, one component a view: the list, the month, or the
 * day's or week's lanes. The page owns the queries (its heading counts the list too), so each
 * is given its query's state and shows loading, a failure with a retry, or the answer.
 */

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('duties.retry')}
        </Button>
      }
    >
      {isApiError(error) ? error.message : t('errors.unexpected')}
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

interface ViewProps {
  view: DutiesView;
  onChange: (change: Partial<DutiesView>) => void;
}

/** The list view: one page of duties, or why there are none. */
export function DutiesListResults({
  view,
  onChange,
  duties,
  showVendors,
  compact,
}: ViewProps & { duties: ReturnType<typeof useDuties>; showVendors: boolean; compact: boolean }) {
  const { t } = useTranslation();
  const page = duties.data;
  if (duties.isPending) return <Loading />;
  if (duties.isError) return <Problem error={duties.error} onRetry={() => void duties.refetch()} />;
  if (page && page.items.length === 0) {
    const filtered = hasListFilters(view);
    return (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(filtered ? 'duties.list.emptyTitle' : 'duties.list.noneTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(filtered ? 'duties.list.emptyBody' : 'duties.list.noneBody')}
        </Typography>
        {filtered && (
          <Button variant="outlined" onClick={() => onChange(CLEARED)}>
            {t('duties.filters.clear')}
          </Button>
        )}
      </Box>
    );
  }
  if (!page) return null;
  return (
    <>
      {duties.isFetching && <LinearProgress aria-label={t('app.loading')} />}
      <DutiesTable
        items={page.items}
        showVendors={showVendors}
        sort={view.sort}
        onSort={(sort) => onChange({ sort })}
        onOpen={(duty) => onChange({ duty })}
        compact={compact}
      />
      <ListPagination
        page={page}
        pageNumber={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(next) => onChange({ page: next })}
        onPageSize={(pageSize) => onChange({ pageSize })}
        perPageLabel={compact ? t('duties.list.perPageShort') : t('duties.list.perPage')}
      />
    </>
  );
}

/** The month view: each day's count of duties; a day opens that day's lanes. */
export function DutiesMonthResults({
  view,
  onChange,
  days,
}: ViewProps & { days: ReturnType<typeof useScheduleDays> }) {
  const { t } = useTranslation();
  if (days.isPending) return <Loading />;
  if (days.isError) return <Problem error={days.error} onRetry={() => void days.refetch()} />;
  const { start, end } = windowOf(view);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {days.isFetching && <LinearProgress aria-label={t('app.loading')} />}
      <MonthCalendar
        days={days.data.days}
        date={view.date}
        start={start}
        end={end}
        onPickDay={(date) => onChange({ view: 'day', date })}
      />
      <StatusLegend />
    </Box>
  );
}

/** The day and week views: a lane a driver, vehicle or vendor, a page of lanes at a time. */
export function DutiesScheduleResults({
  view,
  onChange,
  schedule,
  singleLane,
}: ViewProps & { schedule: ReturnType<typeof useSchedule>; singleLane: string | null }) {
  const { t } = useTranslation();
  if (schedule.isPending) return <Loading />;
  if (schedule.isError)
    return <Problem error={schedule.error} onRetry={() => void schedule.refetch()} />;
  const items = schedule.data.items;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {schedule.data.truncated && (
        <Alert severity="warning">{t('duties.truncated', { limit: SCHEDULE_LIMIT })}</Alert>
      )}
      {schedule.isFetching && <LinearProgress aria-label={t('app.loading')} />}
      <LaneSchedule
        items={items}
        kind={view.view === 'day' ? 'day' : 'week'}
        start={windowOf(view).start}
        lane={view.lane}
        singleLane={singleLane}
        onOpen={(duty) => onChange({ duty })}
      />
      {(view.lanePage > 1 || schedule.data.moreLanes) && (
        <LanePager
          page={view.lanePage}
          count={laneCount(items, view.lane)}
          more={schedule.data.moreLanes}
          onPage={(lanePage) => onChange({ lanePage })}
        />
      )}
      <StatusLegend />
    </Box>
  );
}
