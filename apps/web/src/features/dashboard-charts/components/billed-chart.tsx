import { formatRupees } from '@raahi/domain/formats';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useBilledMonths } from '../api/get-billed-months';
import { sum } from '../lib/chart-data';
import { ChartSkeleton } from './chart-frame';
import { RupeeBarsCard } from './rupee-bars-card';

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
    <RupeeBarsCard
      title={t('dashboardCharts.billed.title')}
      summary={t('dashboardCharts.billed.summary', {
        month: formatRupees(months.at(-1)!.paise),
        all: formatRupees(sum(months.map((m) => m.paise))),
      })}
      to={to}
      head={[t('dashboardCharts.billed.month'), t('dashboardCharts.billed.unit')]}
      bars={months.map((m) => ({ label: monthTick(m.month), paise: m.paise }))}
      color={theme.palette.primary.main}
    />
  );
}
