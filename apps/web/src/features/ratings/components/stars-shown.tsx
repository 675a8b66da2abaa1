import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';

// MUI Rating's own sizes and colours, so a shown score looks as a chosen one does.
const FONT_SIZE = { small: '1.125rem', medium: '1.5rem' } as const;
const FILLED = '#faaf00';

/**
 * Five stars filled to `value`, to a tenth, read-only. MUI's read-only Rating draws ten parts a
 * star at that precision: fifty components for one picture, 1,300 of the driver's dashboard's
 * 2,300 when its rating came. Here the filled row is the empty row's width cut to the score.
 */
export function StarsShown({
  value,
  size = 'medium',
}: {
  value: number;
  size?: keyof typeof FONT_SIZE;
}) {
  const { t } = useTranslation();
  const row = (Icon: typeof StarIcon) =>
    Array.from({ length: 5 }, (_, i) => <Icon key={i} fontSize="inherit" />);
  return (
    <Box
      role="img"
      aria-label={t('mui.rating.stars', { count: Math.round(value * 10) / 10 })}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        verticalAlign: 'middle',
        fontSize: FONT_SIZE[size],
        color: 'action.disabled',
      }}
    >
      {row(StarBorderIcon)}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          width: `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`,
          overflow: 'hidden',
          display: 'inline-flex',
          color: FILLED,
        }}
      >
        {row(StarIcon)}
      </Box>
    </Box>
  );
}
