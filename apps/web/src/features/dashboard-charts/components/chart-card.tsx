import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CHART_HEIGHT, ChartFrame } from './chart-frame';

// A table read out but not seen: the chart's numbers for a screen reader (the picture is hidden).
const SCREEN_READER_ONLY = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartTable {
  head: string[];
  rows: (string | number)[][];
}

/**
 * One chart: its title, a sentence that sums it up, the picture (a click opens the report), the
 * same numbers as a table for screen readers, and an "Open report" link for keyboards.
 */
export function ChartCard(props: {
  title: string;
  summary: string;
  to: string;
  table: ChartTable;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <ChartFrame labelledBy={titleId} wide={props.wide}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {props.title}
      </Typography>
      {/* The card keeps its height (nothing moves as charts arrive): a summary that takes a
          third line, as Urdu's and Tamil's often do on a phone, takes it from the chart. */}
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '2.9em', flexShrink: 0 }}>
        {props.summary}
      </Typography>
      {/*
        The chart fills this box (no height of its own): its legend and axes stay inside. The
        picture is inert, out of the tab order and the accessibility tree (MUI X Charts makes its
        SVG focusable, which aria-hidden alone would leave reachable). An inert element takes no
        clicks, so a clear layer over it opens the report.
      */}
      <Box
        sx={{
          position: 'relative',
          flex: '1 1 0',
          minHeight: CHART_HEIGHT / 2,
          mt: 0.5,
          minWidth: 0,
          overflow: 'hidden',
        }}
      >
        <Box inert sx={{ height: '100%' }}>
          {props.children}
        </Box>
        <Box
          onClick={() => void navigate(props.to)}
          sx={{ position: 'absolute', inset: 0, cursor: 'pointer' }}
        />
      </Box>
      {/* A table grows to its content whatever its width: the box around it is what hides. */}
      <Box sx={SCREEN_READER_ONLY}>
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              {props.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Link component={RouterLink} to={props.to} variant="body2" sx={{ fontWeight: 600 }}>
          {t('dashboardCharts.openReport')}
          <VisuallyHidden>{`: ${props.title}`}</VisuallyHidden>
        </Link>
      </Box>
    </ChartFrame>
  );
}
