import type { DutyListItem } from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { driverDayQueryOptions } from '../api/driver-day';
import { getDutyQueryOptions } from '../api/get-duty';
import { nextDutyOf } from '../lib/driver-day';
import { todayIst } from '../lib/ist';
import { DriverDutyCard } from './driver-duty-card';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The driver's day: today's duties in pickup order, then the next one after today, each with
 * a map link to the pickup and the passengers' numbers to tap. The list gives when and where;
 * each duty's own page gives its passengers and the pickup's coordinates.
 */
export function DriverDay({
  today = todayIst(),
  after,
}: {
  today?: string;
  /**
   * What the page shows below the day, drawn once the day has loaded: drawn before, it sat in
   * view under the spinner and the duties pushed it off the phone's screen (a shift of 0.5).
   * It is drawn in a transition just after the day, in slices the phone can answer between,
   * not in the same long task (docs/performance.md, session 30).
   */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const lists = driverDayQueryOptions(today);
  const todays = useQuery(lists.todays);
  const later = useQuery(lists.later);
  const todayItems = todays.data?.items ?? [];
  const next = later.data ? nextDutyOf(later.data.items) : undefined;
  const shown: DutyListItem[] = [...todayItems, ...(next ? [next] : [])];
  const details = useQueries({
    queries: shown.map((item) => getDutyQueryOptions(item.id)),
  });
  const detailOf = (id: string) => details[shown.findIndex((item) => item.id === id)]?.data;

  const failed = todays.error ?? later.error;
  const loaded = !todays.isPending && !later.isPending;
  const drawAfter = useDeferredValue(loaded);
  if (failed) {
    return (
      <>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void todays.refetch();
                void later.refetch();
              }}
            >
              {t('duties.retry')}
            </Button>
          }
        >
          {isApiError(failed) ? failed.message : t('duties.driverDay.loadFailed')}
        </Alert>
        {after}
      </>
    );
  }
  if (!loaded) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section id="driver-day-today" title={t('duties.driverDay.today')}>
        {todayItems.length === 0 ? (
          <Typography color="text.secondary">{t('duties.driverDay.noneToday')}</Typography>
        ) : (
          todayItems.map((item) => (
            <DriverDutyCard key={item.id} item={item} duty={detailOf(item.id)} />
          ))
        )}
      </Section>
      <Section id="driver-day-next" title={t('duties.driverDay.next')}>
        {next ? (
          <DriverDutyCard item={next} duty={detailOf(next.id)} showDate />
        ) : (
          <Typography color="text.secondary">{t('duties.driverDay.noneNext')}</Typography>
        )}
      </Section>
      {drawAfter && after}
    </Box>
  );
}
