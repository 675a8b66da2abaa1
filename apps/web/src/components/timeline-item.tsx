import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One step of a vertical timeline (history, audit, compliance): a coloured dot, a line down to
 * the next step, and the step's text. Render inside a `<Box component="ol">`.
 */
export function TimelineItem(props: {
  /** The dot's colour: a theme colour such as 'primary.main', or any CSS colour. */
  dot: string;
  last: boolean;
  /** Space below the text, down to the next step. */
  spacing: number;
  /** A narrower column for the dot, for drawers. */
  dense?: boolean;
  children: ReactNode;
}) {
  const dense = props.dense ?? false;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: dense ? '16px 1fr' : '20px 1fr',
        columnGap: dense ? 1.25 : 1.5,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            mt: dense ? 0.5 : 0.75,
            borderRadius: '50%',
            bgcolor: props.dot,
          }}
        />
        {!props.last && <Box aria-hidden sx={{ flexGrow: 1, width: 2, bgcolor: 'divider' }} />}
      </Box>
      <Box sx={{ pb: props.last ? 0 : props.spacing, minWidth: 0 }}>{props.children}</Box>
    </Box>
  );
}
