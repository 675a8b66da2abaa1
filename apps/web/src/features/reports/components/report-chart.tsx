import { formatCell } from '@raahi/domain/report-cells';
import type { ReportPage } from '@raahi/domain/reports';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const MAX_BARS = 31;

/**
 * The page's rows as bars: the report's first measure by its first column. Loaded with the
 * report page only (React.lazy), so no other screen carries the charts library.
 */
export default function ReportChart({ report }: { report: ReportPage }) {
  const label = report.columns[0]!;
  const measure = report.columns.find((c) => !['text', 'date', 'month'].includes(c.type))!;
  const rows = report.rows.slice(0, MAX_BARS);
  return (
    // The table below carries the same numbers for a screen reader.
    <Box aria-hidden sx={{ width: '100%', height: 240 }}>
      <BarChart
        height={240}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((row) => formatCell(label, row[label.key] ?? null) || '—'),
          },
        ]}
        series={[
          {
            label: measure.label,
            data: rows.map((row) => Number(row[measure.key] ?? 0)),
            valueFormatter: (value) => formatCell(measure, value),
          },
        ]}
      />
    </Box>
  );
}
