import { formatIndianNumber, formatRupees } from '@raahi/domain/formats';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from './chart-card';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** A card of rupee amounts as bars (billed by month, due by age), with its table and report. */
export function RupeeBarsCard(props: {
  title: string;
  summary: string;
  to: string;
  /** The bars' name (the table's first column) and the amount's (the series and second). */
  head: [string, string];
  bars: { label: string; paise: number }[];
  color: string;
}) {
  const { bars } = props;
  return (
    <ChartCard
      title={props.title}
      summary={props.summary}
      to={props.to}
      table={{ head: props.head, rows: bars.map((b) => [b.label, formatRupees(b.paise)]) }}
    >
      <BarChart
        skipAnimation
        hideLegend
        margin={MARGIN}
        xAxis={[{ scaleType: 'band', data: bars.map((b) => b.label) }]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatIndianNumber(Math.round(v)) }]}
        series={[
          {
            data: bars.map((b) => b.paise / 100),
            label: props.head[1],
            color: props.color,
            valueFormatter: (value) => formatRupees(Math.round((value ?? 0) * 100)),
          },
        ]}
      />
    </ChartCard>
  );
}
