import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
  /** Spans both columns (addresses, long text). */
  wide?: boolean;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** Label and value pairs as a description list, two columns from 600 px up. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {items.map(({ key, label, value, wide }) => (
        <Box key={key} sx={{ gridColumn: wide ? { sm: '1 / -1' } : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            color={isEmpty(value) ? 'text.secondary' : 'text.primary'}
          >
            {isEmpty(value) ? t('records.notGiven') : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
