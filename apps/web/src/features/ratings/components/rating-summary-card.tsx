import type { RatingSummary } from '@raahi/domain/ratings';
import { formatAverage } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { formatDate } from '../../../lib/format-date';
import { useRatingSummary, type SummaryOf } from '../api/ratings';
import { StarsShown } from './stars-shown';

/** A driver's, vehicle's or vendor's ratings in a card: average, count, bars, newest comments. */
export function RatingSummaryCard({ of, id = '' }: { of: SummaryOf; id?: string }) {
  const { t } = useTranslation();
  const summary = useRatingSummary(of, id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`ratings-${of}`}>
      <Typography id={`ratings-${of}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {of === 'mine' ? t('ratings.summary.mine') : t('ratings.summary.title')}
      </Typography>
      {summary.isPending ? (
        <LoadingBlock />
      ) : summary.isError ? (
        <QueryErrorAlert
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retryLabel={t('ratings.retry')}
        />
      ) : (
        <SummaryBody summary={summary.data} />
      )}
    </Paper>
  );
}

function SummaryBody({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  if (summary.count === 0)
    return <Typography color="text.secondary">{t('ratings.summary.none')}</Typography>;
  const most = Math.max(...summary.distribution, 1);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h3" component="p" data-testid="rating-average">
          {formatAverage(summary.average)}
        </Typography>
        <Box>
          <StarsShown value={summary.average ?? 0} />
          <Typography variant="body2" color="text.secondary">
            {t('ratings.summary.count', { count: summary.count })}
          </Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        {[5, 4, 3, 2, 1].map((score) => {
          const n = summary.distribution[score - 1] ?? 0;
          return (
            <Box
              key={score}
              sx={{ display: 'grid', gridTemplateColumns: '3.5rem 1fr 2.5rem', gap: 1 }}
            >
              <Typography component="dt" variant="body2">
                {t('ratings.stars', { count: score })}
              </Typography>
              <Box component="dd" sx={{ m: 0, alignSelf: 'center' }}>
                <LinearProgress
                  variant="determinate"
                  value={(n / most) * 100}
                  aria-label={t('ratings.summary.bar', { count: n, score })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
              <Typography variant="body2" sx={{ textAlign: 'end' }} aria-hidden>
                {n}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {summary.recentComments.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {summary.recentComments.map((comment) => (
            <Box component="li" key={`${comment.at}-${comment.comment}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StarsShown value={comment.score} size="small" />
                <Typography variant="caption" color="text.secondary">
                  {formatDate(comment.at)}
                </Typography>
                {comment.tags.map((tag) => (
                  <Chip key={tag} size="small" label={t(`ratings.tags.${tag}`)} />
                ))}
              </Stack>
              <Typography variant="body2">{comment.comment}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
