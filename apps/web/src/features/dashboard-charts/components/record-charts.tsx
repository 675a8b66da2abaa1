import { COMPLIANCE_STATES, type ComplianceState } from '@raahi/domain/compliance';
import type { DashboardCharts } from '@raahi/domain/dashboard-charts';
import { formatIndianNumber } from '@raahi/domain/formats';
import { ON_TIME_GRACE_MINUTES } from '@raahi/domain/on-time';
import type { ComplianceSummary } from '@raahi/domain/vehicles';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { useTranslation } from 'react-i18next';
import { onTimePercent } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { complianceColours } from './chart-colours';

const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };

/** The share of started duties that started on time, as a dial. */
export function OnTimeChart({ data, to }: { data: DashboardCharts; to: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const percent = onTimePercent(data.onTime);
  const { started, onTime } = data.onTime;
  return (
    <ChartCard
      title={t('dashboardCharts.onTime.title')}
      summary={
        percent === null
          ? t('dashboardCharts.onTime.none')
          : t('dashboardCharts.onTime.summary', {
              onTime: formatIndianNumber(onTime),
              started: formatIndianNumber(started),
              minutes: ON_TIME_GRACE_MINUTES,
            })
      }
      to={to}
      table={{
        head: [t('dashboardCharts.onTime.head'), t('dashboardCharts.duties')],
        rows: [
          [t('dashboardCharts.onTime.onTime'), onTime],
          [t('dashboardCharts.onTime.late'), started - onTime],
        ],
      }}
    >
      <Gauge
        value={percent ?? 0}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        text={percent === null ? '–' : `${percent}%`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 32, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.success.main },
          [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.grey[300] },
        }}
      />
    </ChartCard>
  );
}

/** One bar per category, each in its own colour; the table reads the same numbers. */
function CategoryBars(props: { labels: string[]; values: number[]; colours: string[] }) {
  return (
    <BarChart
      skipAnimation
      hideLegend
      layout="horizontal"
      margin={MARGIN}
      yAxis={[
        {
          scaleType: 'band',
          data: props.labels,
          width: 110,
          colorMap: { type: 'ordinal', values: props.labels, colors: props.colours },
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: props.values }]}
    />
  );
}

/** The fleet's vehicles by their worst paper. */
export function ComplianceChart({ summary, to }: { summary: ComplianceSummary; to: string }) {
  const { t } = useTranslation();
  const colours = complianceColours(useTheme());
  const label = (state: ComplianceState) => t(`dashboardCharts.compliance.${state}`);
  const total = COMPLIANCE_STATES.reduce((n, state) => n + summary[state], 0);
  return (
    <ChartCard
      title={t('dashboardCharts.compliance.title')}
      summary={t('dashboardCharts.compliance.summary', {
        count: total,
        total: formatIndianNumber(total),
        valid: formatIndianNumber(summary.valid),
        attention: formatIndianNumber(summary.expired + summary.missing),
      })}
      to={to}
      table={{
        head: [t('dashboardCharts.compliance.head'), t('dashboardCharts.compliance.vehicles')],
        rows: COMPLIANCE_STATES.map((state) => [label(state), summary[state]]),
      }}
    >
      <CategoryBars
        labels={COMPLIANCE_STATES.map(label)}
        values={COMPLIANCE_STATES.map((state) => summary[state])}
        colours={COMPLIANCE_STATES.map((state) => colours[state])}
      />
    </ChartCard>
  );
}

const REVIEW_STATES = ['rated', 'waiting', 'lapsed', 'low'] as const;

/** Completed duties by their passenger's rating, and the low ratings to look into. */
export function ReviewsChart({ data, to }: { data: DashboardCharts; to: string }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const { reviews } = data;
  const label = (state: (typeof REVIEW_STATES)[number]) => t(`dashboardCharts.reviews.${state}`);
  const colours = {
    rated: palette.success.main,
    waiting: palette.info.main,
    lapsed: palette.grey[600],
    low: palette.error.main,
  };
  return (
    <ChartCard
      title={t('dashboardCharts.reviews.title')}
      summary={t('dashboardCharts.reviews.summary', {
        waiting: formatIndianNumber(reviews.waiting),
        low: formatIndianNumber(reviews.low),
      })}
      to={to}
      table={{
        head: [t('dashboardCharts.reviews.head'), t('dashboardCharts.duties')],
        rows: REVIEW_STATES.map((state) => [label(state), reviews[state]]),
      }}
    >
      <CategoryBars
        labels={REVIEW_STATES.map(label)}
        values={REVIEW_STATES.map((state) => reviews[state])}
        colours={REVIEW_STATES.map((state) => colours[state])}
      />
    </ChartCard>
  );
}
