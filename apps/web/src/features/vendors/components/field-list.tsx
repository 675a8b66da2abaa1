import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FieldRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: side by side on wide screens, stacked on phones. */
export function FieldList({ rows }: { rows: FieldRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {rows.map(({ key, label, value }) => (
        <Box key={key} data-field={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
