import { SCHEDULE_LIMIT } from '@raahi/domain/duties';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useSchedule } from '../../../features/duties/api/get-schedule';
import { useScheduleDays } from '../../../features/duties/api/get-schedule-days';
import { useDuties } from '../../../features/duties/api/list-duties';
import { CLEARED, DutiesFilters } from '../../../features/duties/components/duties-filters';
import { DutiesTable } from '../../../features/duties/components/duties-table';
import { DutyDrawer } from '../../../features/duties/components/duty-drawer';
import { DutyFormDialog } from '../../../features/duties/components/duty-form-dialog';
import { LanePager } from '../../../features/duties/components/lane-pager';
import { laneCount } from '../../../features/duties/lib/lanes';
import { LaneSchedule } from '../../../features/duties/components/lane-schedule';
import { MonthCalendar } from '../../../features/duties/components/month-calendar';
import { RostersDialog } from '../../../features/duties/components/roster-dialogs';
import { StatusLegend } from '../../../features/duties/components/status-chip';
import {
  addDays,
  formatDayLong,
  formatDateShort,
  formatMonth,
  todayIst,
} from '../../../features/duties/lib/ist';
import {
  changeView,
  defaultViewKind,
  hasDateRange,
  hasListFilters,
  laneKindsFor,
  listQueryOf,
  scheduleQueryOf,
  searchFromView,
  stepDate,
  viewFromSearch,
  VIEWS,
  windowOf,
  type DutiesView,
} from '../../../features/duties/lib/url-state';
import { isApiError } from '../../../lib/api-error';
import { isRole } from '../../../lib/is-role';
import { PAGE_SIZES } from '../../../lib/list-url-state';
import { useCompanyOptions, useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatTotal, ListPagination } from '../../../components/list/list-pagination';

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

/** /duties: the schedule by day, week or month, or the list; everything on screen is in the URL. */
export function DutiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('duties.documentTitle'));
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  // Read at once (noSsr), so a phone never asks for a week it will not show.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params, role ?? 'driver', todayIst(), defaultViewKind(phone));
  const schedule = useSchedule(scheduleQueryOf(view), {
    enabled: role !== null && (view.view === 'day' || view.view === 'week'),
  });
  const days = useScheduleDays(scheduleQueryOf(view), {
    enabled: role !== null && view.view === 'month',
  });
  const duties = useDuties(listQueryOf(view), { enabled: role !== null && view.view === 'list' });
  const companies = useCompanyOptions({ enabled: role !== null && role !== 'driver' });
  const vendors = useVendorOptions({ enabled: operator });
  const [dialog, setDialog] = useState<'book' | 'rosters' | null>(null);

  const onChange = useCallback(
    (change: Partial<DutiesView>) =>
      setParams(
        (current) =>
          searchFromView(
            changeView(
              viewFromSearch(current, role ?? 'driver', todayIst(), defaultViewKind(phone)),
              change,
            ),
            role ?? 'driver',
            defaultViewKind(phone),
          ),
        // Typing a search or opening a duty replaces the entry; other changes can be undone.
        { replace: Object.keys(change).every((key) => key === 'q' || key === 'duty') },
      ),
    [setParams, role, phone],
  );

  if (!role) return <SpinnerOverlay />;
  const mayBook = can(role, 'duties:book');
  const laneKinds = laneKindsFor(role);
  const { start, end } = windowOf(view);
  const open = (duty: string) => onChange({ duty });

  let period: string;
  if (view.view === 'day') period = formatDayLong(view.date);
  else if (view.view === 'list')
    period = t('duties.nav.fromDay', { day: formatDayLong(view.date) });
  else if (view.view === 'month') period = formatMonth(view.date);
  else
    period = t('duties.nav.weekOf', {
      start: formatDateShort(start),
      end: formatDateShort(addDays(end, -1)),
    });

  let content;
  if (view.view === 'list') {
    const page = duties.data;
    if (duties.isPending) content = <Loading />;
    else if (duties.isError)
      content = <Problem error={duties.error} onRetry={() => void duties.refetch()} />;
    else if (page && page.items.length === 0) {
      const filtered = hasListFilters(view);
      content = (
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
    } else if (page)
      content = (
        <>
          {duties.isFetching && <LinearProgress aria-label={t('app.loading')} />}
          <DutiesTable
            items={page.items}
            showVendors={operator}
            sort={view.sort}
            onSort={(sort) => onChange({ sort })}
            onOpen={open}
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
  } else if (view.view === 'month') {
    if (days.isPending) content = <Loading />;
    else if (days.isError)
      content = <Problem error={days.error} onRetry={() => void days.refetch()} />;
    else
      content = (
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
  } else if (schedule.isPending) content = <Loading />;
  else if (schedule.isError)
    content = <Problem error={schedule.error} onRetry={() => void schedule.refetch()} />;
  else {
    const items = schedule.data.items;
    content = (
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {schedule.data.truncated && (
          <Alert severity="warning">{t('duties.truncated', { limit: SCHEDULE_LIMIT })}</Alert>
        )}
        {schedule.isFetching && <LinearProgress aria-label={t('app.loading')} />}
        <LaneSchedule
          items={items}
          kind={view.view === 'day' ? 'day' : 'week'}
          start={start}
          lane={view.lane}
          singleLane={role === 'driver' ? (user?.name ?? '') : null}
          onOpen={open}
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

  return (
    <Box sx={{ maxWidth: 1600, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('duties.title')}
          </Typography>
          <Typography color="text.secondary">
            {view.view === 'list' && duties.data
              ? t('duties.list.count', {
                  count: duties.data.total,
                  total: formatTotal(duties.data),
                })
              : t(role === 'driver' ? 'duties.introDriver' : 'duties.intro')}
          </Typography>
        </Box>
        {mayBook && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<EventRepeatIcon />} onClick={() => setDialog('rosters')}>
              {t('duties.rosters')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('book')}>
              {t('duties.book')}
            </Button>
          </Box>
        )}
      </Box>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view.view}
            onChange={(_event, next: DutiesView['view'] | null) => next && onChange({ view: next })}
            aria-label={t('duties.views.label')}
          >
            {VIEWS.map((kind) => (
              <ToggleButton key={kind} value={kind} sx={{ px: { xs: 1.25, sm: 2 } }}>
                {t(`duties.views.${kind}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {/* The list steps its first day; a From or To filter of its own replaces it. */}
          {(view.view !== 'list' || !hasDateRange(view)) && (
            <Box
              role="group"
              aria-label={t('duties.nav.label')}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
            >
              <IconButton
                size="small"
                aria-label={t(`duties.nav.previous.${view.view}`)}
                onClick={() => onChange({ date: stepDate(view, -1) })}
              >
                <ChevronLeftIcon />
              </IconButton>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onChange({ date: todayIst() })}
              >
                {t('duties.nav.today')}
              </Button>
              <IconButton
                size="small"
                aria-label={t(`duties.nav.next.${view.view}`)}
                onClick={() => onChange({ date: stepDate(view, 1) })}
              >
                <ChevronRightIcon />
              </IconButton>
              <Typography component="h2" sx={{ fontWeight: 600, ml: 0.5 }} aria-live="polite">
                {period}
              </Typography>
            </Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {laneKinds.length > 0 && (view.view === 'day' || view.view === 'week') && (
            <TextField
              select
              size="small"
              id="duties-lane"
              label={t('duties.lanes.label')}
              value={view.lane}
              onChange={(event) => onChange({ lane: event.target.value as DutiesView['lane'] })}
              sx={{ minWidth: 150 }}
            >
              {laneKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`duties.lanes.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        {role !== 'driver' && (
          <DutiesFilters
            view={view}
            onChange={onChange}
            companies={companies.data ?? null}
            vendors={operator ? (vendors.data ?? []) : null}
            compact={compact}
          />
        )}
      </Paper>

      <Box sx={{ minWidth: 0 }}>{content}</Box>

      <DutyDrawer dutyId={view.duty} role={role} onClose={() => onChange({ duty: undefined })} />
      {dialog === 'book' && (
        <DutyFormDialog
          operator={operator}
          defaults={{
            scheduledStart: `${view.date}T09:00`,
            scheduledEnd: `${view.date}T10:00`,
          }}
          onClose={() => setDialog(null)}
          onSaved={(duty) => onChange({ duty: duty.id })}
        />
      )}
      {dialog === 'rosters' && <RostersDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
