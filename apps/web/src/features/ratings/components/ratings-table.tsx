import type { Rating as RatingRow } from '@raahi/domain/ratings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Ratings as cards, one a row on a phone and a grid on a desk: score, tags, comment, who rated
 * (the passenger is never named), the duty, driver and vehicle.
 */
export function RatingsTable(props: {
  items: RatingRow[];
  /** The operator may hide (or show again) a comment. */
  onToggleComment?: (rating: RatingRow) => void;
  /** One column whatever the width (a drawer). */
  single?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('ratings.list.label')}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: props.single ? '1fr' : { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {props.items.map((rating) => (
        <Paper component="li" variant="outlined" key={rating.id} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating value={rating.score} readOnly size="small" aria-hidden />
            <Typography variant="subtitle2" component="span">
              {t('ratings.stars', { count: rating.score })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(rating.createdAt)}
            </Typography>
          </Stack>
          {rating.tags.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              {rating.tags.map((tag) => (
                <Chip key={tag} size="small" label={t(`ratings.tags.${tag}`)} />
              ))}
            </Box>
          )}
          {rating.comment !== null && (
            <Typography sx={{ mt: 1, ...(rating.commentHidden ? { color: 'text.disabled' } : {}) }}>
              {rating.comment}
            </Typography>
          )}
          {rating.commentHidden && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('ratings.list.hidden')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(`ratings.raters.${rating.rater.kind}`, { name: rating.rater.name ?? '' })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Link component={RouterLink} to={`/duties?duty=${rating.duty.id}`}>
              {rating.duty.regId}
            </Link>
            {rating.driver && (
              <>
                {' · '}
                <Link component={RouterLink} to={`/drivers/${rating.driver.id}`}>
                  {rating.driver.name}
                </Link>
              </>
            )}
            {rating.vehicle && (
              <>
                {' · '}
                <Link component={RouterLink} to={`/vehicles/${rating.vehicle.id}`}>
                  {rating.vehicle.number}
                </Link>
              </>
            )}
            {rating.vendor && ` · ${rating.vendor.name}`}
          </Typography>
          {props.onToggleComment && rating.comment !== null && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => props.onToggleComment?.(rating)}>
              {rating.commentHidden ? t('ratings.list.show') : t('ratings.list.hide')}
            </Button>
          )}
        </Paper>
      ))}
    </Box>
  );
}
