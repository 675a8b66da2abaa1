import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
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

/** What stands in a card's place while its numbers or the charts' code load. */
export function ChartSkeleton({ wide }: { wide?: boolean }) {
  return (
    <ChartFrame wide={wide}>
      <Skeleton variant="text" width="45%" sx={{ fontSize: '1.1rem' }} />
      <Skeleton variant="text" width="75%" />
      <Skeleton variant="rounded" height={CHART_HEIGHT} sx={{ mt: 1.5 }} />
    </ChartFrame>
  );
}
