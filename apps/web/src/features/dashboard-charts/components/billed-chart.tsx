import { formatIndianNumber, formatRupees } from '@raahi/domain/formats';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useBilledMonths } from '../api/get-billed-months';
import { sum } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { ChartSkeleton } from './chart-frame';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
/** '2026-11' → '11/2026', as the reports write a month. */
const monthTick = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;

/**
 * The operator's billed amount: each of the last seven months' invoices net of credit notes,
 * opening the invoices report by month. What is still due is the card beside it (due-chart.tsx).
 */
export function BilledChart({ to }: { to: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const billed = useBilledMonths();
  if (!billed.data) return <ChartSkeleton />;
  const months = billed.data;
  return (
    <ChartCard
      title={t('dashboardCharts.billed.title')}
      summary={t('dashboardCharts.billed.summary', {
        month: formatRupees(months.at(-1)!.paise),
        all: formatRupees(sum(months.map((m) => m.paise))),
      })}
      to={to}
      table={{
        head: [t('dashboardCharts.billed.month'), t('dashboardCharts.billed.unit')],
        rows: months.map((m) => [monthTick(m.month), formatRupees(m.paise)]),
      }}
    >
      <BarChart
        skipAnimation
        hideLegend
        margin={MARGIN}
        xAxis={[{ scaleType: 'band', data: months.map((m) => monthTick(m.month)) }]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatIndianNumber(Math.round(v)) }]}
        series={[
          {
            data: months.map((m) => m.paise / 100),
            label: t('dashboardCharts.billed.unit'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatRupees(Math.round((value ?? 0) * 100)),
          },
        ]}
      />
    </ChartCard>
  );
}
