import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export interface ReportChartProps {
  /** One bar per label, already written as the table writes them. */
  labels: string[];
  values: number[];
  /** The measure's name, and how the table writes its values. */
  series: string;
  format: (value: number | null) => string;
  /** How the value axis writes its ticks (money in whole rupees, Indian grouping). */
  axis: (value: number) => string;
}

/**
 * A report page's rows as bars. Loaded with React.lazy after the page, and given plain
 * labels and values, so its chunk holds the charts library and nothing the page already has.
 */
export default function ReportChart({ labels, values, series, format, axis }: ReportChartProps) {
  // The dashboards' bars are the theme's teal: a report opened from one keeps its colour.
  const colour = useTheme().palette.secondary.main;
  return (
    // The table below carries the same numbers for a screen reader.
    <Box aria-hidden sx={{ width: '100%', height: 240 }}>
      {/* Not focusable either: a focusable chart inside aria-hidden fails axe (aria-hidden-focus). */}
      <BarChart
        disableKeyboardNavigation
        height={240}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ width: 64, valueFormatter: axis }]}
        series={[{ label: series, data: values, valueFormatter: format, color: colour }]}
      />
    </Box>
  );
}
