import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useSchedule } from '../../../features/duties/api/get-schedule';
import { useScheduleDays } from '../../../features/duties/api/get-schedule-days';
import { useDuties } from '../../../features/duties/api/list-duties';
import { DutiesFilters } from '../../../features/duties/components/duties-filters';
import { DutyDrawer } from '../../../features/duties/components/duty-drawer';
import { DutyFormDialog, RostersDialog } from '../../../features/duties/components/lazy-dialogs';
import { todayIst } from '../../../features/duties/lib/ist';
import { DutyRatings } from '../../../features/ratings/components/duty-ratings';
import { SlipSummary } from '../../../features/duty-slips/components/slip-summary';
import { DutyCharges } from '../../../features/tariffs/components/duty-charges';
import {
  changeView,
  defaultViewKind,
  laneKindsFor,
  listQueryOf,
  scheduleQueryOf,
  searchFromView,
  viewFromSearch,
  type DutiesView,
} from '../../../features/duties/lib/url-state';
import { isRole } from '../../../lib/is-role';
import { useCompanyOptions, useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatTotal } from '../../../components/list/list-pagination';
import { DutiesListResults, DutiesMonthResults, DutiesScheduleResults } from './duties-results';
import { DutiesViewBar } from './duties-view-bar';

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

  const mayBook = role !== null && can(role, 'duties:book');
  useEffect(() => {
    if (!mayBook) return;
    // Loaded once the screen is drawn; a failed load is the dialog's to report when opened.
    DutyFormDialog.preload().catch(() => undefined);
    RostersDialog.preload().catch(() => undefined);
  }, [mayBook]);

  if (!role) return <SpinnerOverlay />;

  let content;
  if (view.view === 'list')
    content = (
      <DutiesListResults
        view={view}
        onChange={onChange}
        duties={duties}
        showVendors={operator}
        compact={compact}
      />
    );
  else if (view.view === 'month')
    content = <DutiesMonthResults view={view} onChange={onChange} days={days} />;
  else
    content = (
      <DutiesScheduleResults
        view={view}
        onChange={onChange}
        schedule={schedule}
        singleLane={role === 'driver' ? (user?.name ?? '') : null}
      />
    );

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
        <DutiesViewBar view={view} laneKinds={laneKindsFor(role)} onChange={onChange} />
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

      <DutyDrawer
        dutyId={view.duty}
        role={role}
        onClose={() => onChange({ duty: undefined })}
        slip={view.duty ? <SlipSummary dutyId={view.duty} /> : null}
        charges={view.duty && role !== 'driver' ? <DutyCharges dutyId={view.duty} /> : null}
        ratings={view.duty && can(role, 'ratings:read') ? <DutyRatings dutyId={view.duty} /> : null}
      />
      <Suspense fallback={<SpinnerOverlay />}>
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
      </Suspense>
    </Box>
  );
}
