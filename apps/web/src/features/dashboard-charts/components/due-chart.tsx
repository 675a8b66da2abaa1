import { formatIndianNumber, formatRupees } from '@raahi/domain/formats';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useAmountsDue, type DueAge } from '../api/get-amounts-due';
import { ChartCard } from './chart-card';
import { ChartSkeleton } from './chart-frame';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** What clients owe on their invoices today, by age, opening the receivables report. */
export function DueChart({ to }: { to: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const due = useAmountsDue();
  if (!due.data) return <ChartSkeleton />;
  const { outstanding, ages, clients } = due.data;
  const label = (age: DueAge) => t(`dashboardCharts.due.ages.${age}`);
  return (
    <ChartCard
      title={t('dashboardCharts.due.title')}
      summary={t('dashboardCharts.due.summary', {
        amount: formatRupees(outstanding),
        count: clients,
      })}
      to={to}
      table={{
        head: [t('dashboardCharts.due.age'), t('dashboardCharts.due.unit')],
        rows: ages.map((a) => [label(a.age), formatRupees(a.paise)]),
      }}
    >
      <BarChart
        skipAnimation
        hideLegend
        margin={MARGIN}
        xAxis={[{ scaleType: 'band', data: ages.map((a) => label(a.age)) }]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatIndianNumber(Math.round(v)) }]}
        series={[
          {
            data: ages.map((a) => a.paise / 100),
            label: t('dashboardCharts.due.unit'),
            color: theme.palette.secondary.main,
            valueFormatter: (value) => formatRupees(Math.round((value ?? 0) * 100)),
          },
        ]}
      />
    </ChartCard>
  );
}
