import { formatRupees } from '@raahi/domain/formats';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAmountsDue } from '../api/get-amounts-due';
import { ChartSkeleton } from './chart-frame';
import { RupeeBarsCard } from './rupee-bars-card';

/** What clients owe on their invoices today, by age, opening the receivables report. */
export function DueChart({ to }: { to: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const due = useAmountsDue();
  if (!due.data) return <ChartSkeleton />;
  const { outstanding, ages, clients } = due.data;
  return (
    <RupeeBarsCard
      title={t('dashboardCharts.due.title')}
      summary={t('dashboardCharts.due.summary', {
        amount: formatRupees(outstanding),
        count: clients,
      })}
      to={to}
      head={[t('dashboardCharts.due.age'), t('dashboardCharts.due.unit')]}
      bars={ages.map((a) => ({ label: t(`dashboardCharts.due.ages.${a.age}`), paise: a.paise }))}
      color={theme.palette.secondary.main}
    />
  );
}
