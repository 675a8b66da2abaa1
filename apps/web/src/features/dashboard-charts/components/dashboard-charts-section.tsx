import { formatIndianDate } from '@raahi/domain/formats';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardCharts } from '../api/get-dashboard-charts';
import type { ChartAudience } from '../lib/report-links';
import { ChartGrid, ChartSkeleton } from './chart-frame';

// MUI X Charts comes only with the dashboards: the landing page and other screens never load it.
const loadChartCards = () => import('./chart-cards');
const ChartCards = lazy(loadChartCards);

/** The cards a dashboard shows, as skeletons of the same size until data and code are there. */
function Skeletons({ count }: { count: number }) {
  return (
    <>
      <ChartSkeleton wide />
      {Array.from({ length: count - 1 }, (_, i) => (
        <ChartSkeleton key={i} />
      ))}
    </>
  );
}

/**
 * "The last 30 days": the charts of a dashboard in the signed-in person's own scope, each
 * opening its report. The request starts with the page; the charts' code loads alongside it,
 * or, while `held`, waits (below a driver's day on a phone, the charts' code and drawing, the
 * page's heaviest, wait until the driver scrolls near them).
 */
export function DashboardChartsSection({
  audience,
  columns = 3,
  held = false,
}: {
  audience: ChartAudience;
  columns?: 2 | 3;
  held?: boolean;
}) {
  const { t } = useTranslation();
  const charts = useDashboardCharts();
  useEffect(() => {
    if (!held) void loadChartCards();
  }, [held]);
  // A driver has no fleet chart: one card fewer; the operator has billed and due besides.
  const count = { driver: 6, vendor: 7, operator: 9 }[audience.kind];
  return (
    <section aria-labelledby="dashboard-charts-title">
      <Typography id="dashboard-charts-title" variant="h5" component="h2">
        {t('dashboardCharts.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: '1.65em' }}>
        {charts.data
          ? t('dashboardCharts.intro', {
              from: formatIndianDate(charts.data.from),
              to: formatIndianDate(charts.data.to),
            })
          : charts.isError
            ? t('dashboardCharts.error')
            : ''}
      </Typography>
      {!charts.isError && (
        <ChartGrid columns={columns}>
          {charts.data && !held ? (
            <Suspense fallback={<Skeletons count={count} />}>
              <ChartCards data={charts.data} audience={audience} />
            </Suspense>
          ) : (
            <Skeletons count={count} />
          )}
        </ChartGrid>
      )}
    </section>
  );
}
