import type { DashboardCharts } from '@raahi/domain/dashboard-charts';
import { DUTY_STATUSES } from '@raahi/domain/duty-constants';
import { formatIndianNumber } from '@raahi/domain/formats';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { busyDays, dayTick, statusSeries, statusTotals, sum } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { statusColours } from './chart-colours';
import { listLabel } from '../../../lib/list-labels';

type Props = { data: DashboardCharts; to: string };

// A label every seventh day keeps the dd/mm labels apart in a card a third of 1440 px wide.
const dayAxis = (data: DashboardCharts) => ({
  scaleType: 'band' as const,
  data: data.days.map((day) => dayTick(day.day)),
  tickLabelInterval: (_value: unknown, index: number) => index % 7 === 0,
});
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** Each day's duties stacked by status. */
export function DutiesByStatusChart({ data, to }: Props) {
  const { t } = useTranslation();
  const colours = statusColours(useTheme());
  const totals = statusTotals(data.days);
  const shown = DUTY_STATUSES.filter((status) => (totals[status] ?? 0) > 0);
  const series = statusSeries(data.days, shown);
  const total = sum(Object.values(totals));
  const label = (status: (typeof DUTY_STATUSES)[number]) => t(`duties.statuses.${status}`);
  return (
    <ChartCard
      wide
      title={t('dashboardCharts.byStatus.title')}
      summary={
        total
          ? t('dashboardCharts.byStatus.summary', {
              count: total,
              total: formatIndianNumber(total),
              completed: formatIndianNumber(totals.Completed ?? 0),
            })
          : t('dashboardCharts.none')
      }
      to={to}
      table={{
        head: [t('dashboardCharts.day'), ...shown.map(label)],
        rows: busyDays(data.days, (day) => shown.map((s) => day.counts[s] ?? 0)).map((day) => [
          dayTick(day.day),
          ...shown.map((s) => day.counts[s] ?? 0),
        ]),
      }}
    >
      <BarChart
        skipAnimation
        margin={MARGIN}
        xAxis={[dayAxis(data)]}
        yAxis={[{ width: 32, tickMinStep: 1 }]}
        series={shown.map((status) => ({
          id: status,
          label: label(status),
          data: series[status],
          stack: 'duties',
          color: colours[status],
        }))}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartCard>
  );
}

/** How many duties of each service type. */
export function ServiceTypesChart({ data, to }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const top = data.serviceTypes[0];
  const label = (type: string) => listLabel(t, 'serviceTypes', type);
  return (
    <ChartCard
      title={t('dashboardCharts.serviceTypes.title')}
      summary={
        top
          ? t('dashboardCharts.serviceTypes.summary', {
              type: label(top.serviceType),
              total: formatIndianNumber(top.count),
            })
          : t('dashboardCharts.none')
      }
      to={to}
      table={{
        head: [t('dashboardCharts.serviceTypes.head'), t('dashboardCharts.duties')],
        rows: data.serviceTypes.map((row) => [label(row.serviceType), row.count]),
      }}
    >
      <BarChart
        skipAnimation
        hideLegend
        layout="horizontal"
        margin={MARGIN}
        yAxis={[
          {
            scaleType: 'band',
            data: data.serviceTypes.map((row) => label(row.serviceType)),
            width: 150,
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: data.serviceTypes.map((row) => row.count),
            label: t('dashboardCharts.duties'),
            color: theme.palette.secondary.main,
          },
        ]}
      />
    </ChartCard>
  );
}

/** Each day's cancelled duties and no-shows, side by side. */
export function CancellationsChart({ data, to }: Props) {
  const { t } = useTranslation();
  const colours = statusColours(useTheme());
  const cancelled = data.days.map((day) => day.counts.Cancelled ?? 0);
  const noShow = data.days.map((day) => day.counts.NoShow ?? 0);
  const names = [t('duties.statuses.Cancelled'), t('duties.statuses.NoShow')];
  return (
    <ChartCard
      title={t('dashboardCharts.cancellations.title')}
      summary={t('dashboardCharts.cancellations.summary', {
        cancelled: formatIndianNumber(sum(cancelled)),
        noShow: formatIndianNumber(sum(noShow)),
      })}
      to={to}
      table={{
        head: [t('dashboardCharts.day'), ...names],
        rows: busyDays(data.days, (day) => [day.counts.Cancelled, day.counts.NoShow]).map((day) => [
          dayTick(day.day),
          day.counts.Cancelled,
          day.counts.NoShow,
        ]),
      }}
    >
      <BarChart
        skipAnimation
        margin={MARGIN}
        xAxis={[dayAxis(data)]}
        yAxis={[{ width: 28, tickMinStep: 1 }]}
        series={[
          { id: 'Cancelled', label: names[0], data: cancelled, color: colours.Cancelled },
          { id: 'NoShow', label: names[1], data: noShow, color: colours.NoShow },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartCard>
  );
}

/** The kilometres completed duties drove, by day. */
export function KmChart({ data, to }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const km = data.days.map((day) => day.km);
  const total = sum(km);
  return (
    <ChartCard
      title={t('dashboardCharts.km.title')}
      summary={t('dashboardCharts.km.summary', { km: formatIndianNumber(total) })}
      to={to}
      table={{
        head: [t('dashboardCharts.day'), t('dashboardCharts.km.unit')],
        rows: busyDays(data.days, (day) => [day.km]).map((day) => [dayTick(day.day), day.km]),
      }}
    >
      <BarChart
        skipAnimation
        hideLegend
        margin={MARGIN}
        xAxis={[dayAxis(data)]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: km,
            label: t('dashboardCharts.km.unit'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => `${formatIndianNumber(value ?? 0)} km`,
          },
        ]}
      />
    </ChartCard>
  );
}
