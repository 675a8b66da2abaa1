import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * Every card's chart area is this tall, loading or loaded, and the card's text above and below
 * it keeps its lines: the page does not move as the charts arrive (CLS).
 */
export const CHART_HEIGHT = 220;
const CARD_HEIGHT = 360;

/** The cards' grid: stacked on a phone, two across, three on a wide screen. */
export function ChartGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          ...(columns === 3 && { lg: 'repeat(3, minmax(0, 1fr))' }),
        },
        mb: 4,
      }}
    >
      {children}
    </Box>
  );
}

/** A card's frame: a wide one spans two columns where there are two or more. */
export function ChartFrame({
  labelledBy,
  wide = false,
  children,
}: {
  labelledBy?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelledBy}
      sx={{
        p: 2,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        gridColumn: wide ? { md: 'span 2' } : undefined,
        minWidth: 0,
      }}
    >
      {children}
    </Paper>
  );
}

/**
 * What stands in a card's place while its numbers or the charts' code load: grey bars where the
 * title, sentence and chart will be (plain boxes: MUI's Skeleton would weigh on every dashboard).
 */
export function ChartSkeleton({ wide }: { wide?: boolean }) {
  const bar = { bgcolor: 'action.hover', borderRadius: 1 };
  return (
    <ChartFrame wide={wide}>
      <Box sx={{ ...bar, width: '45%', height: 20, my: 0.5 }} />
      <Box sx={{ ...bar, width: '75%', height: 16, my: 0.5 }} />
      <Box sx={{ ...bar, height: CHART_HEIGHT, mt: 1.5 }} />
    </ChartFrame>
  );
}
