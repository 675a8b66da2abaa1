import type { Rating, RatingListQuery } from '@raahi/domain/ratings';
import { RATING_TAGS } from '@raahi/domain/rating-constants';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { DateField } from '../../../components/form/date-field';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDrivers } from '../../../features/drivers/api/list-drivers';
import { useBookableVendors } from '../../../features/duties/api/list-bookable-vendors';
import { useHideComment, useRatings } from '../../../features/ratings/api/ratings';
import { CommentVisibilityDialog } from '../../../features/ratings/components/comment-visibility-dialog';
import { RatingsTable } from '../../../features/ratings/components/ratings-table';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 20;
const FILTERS = ['from', 'to', 'vendorId', 'driverId', 'score', 'tag'] as const;

/** /rating&reviews: the ratings of the caller's duties, filtered and paged. */
export function RatingReviewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ratings.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'ratings:read')) return <Navigate to="/" replace />;
  return <RatingReviews operator={isOperatorRole(user.role)} />;
}

function RatingReviews({ operator }: { operator: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: Partial<RatingListQuery> = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) Object.assign(filters, { [key]: key === 'score' ? Number(value) : value });
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ratings = useRatings({ ...filters, page, pageSize: PAGE_SIZE });
  const vendors = useBookableVendors({ enabled: operator });
  const drivers = useDrivers({ pageSize: 100 });
  const hide = useHideComment();

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [toggling, setToggling] = useState<Rating | null>(null);
  const select = (key: (typeof FILTERS)[number], label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={params.get(key) ?? ''}
      onChange={(event) => set(key, event.target.value)}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{t('ratings.filters.any')}</MenuItem>
      {options.map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('ratings.title')}
        </Typography>
        <Typography color="text.secondary">{t('ratings.intro')}</Typography>
      </Box>
      <Box
        role="search"
        aria-label={t('ratings.filters.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {(['from', 'to'] as const).map((key) => (
          <Box key={key} sx={{ width: 170 }}>
            <DateField
              kind="date"
              size="small"
              label={t(`ratings.filters.${key}`)}
              value={params.get(key) ?? ''}
              onChange={(value) => set(key, value)}
            />
          </Box>
        ))}
        {operator &&
          select(
            'vendorId',
            t('ratings.filters.vendor'),
            (vendors.data ?? []).map((v) => [v.id, v.name]),
          )}
        {select(
          'driverId',
          t('ratings.filters.driver'),
          (drivers.data?.items ?? []).map((d) => [d.id, d.name]),
        )}
        {select(
          'score',
          t('ratings.filters.score'),
          [5, 4, 3, 2, 1].map((n) => [String(n), t('ratings.stars', { count: n })]),
        )}
        {select(
          'tag',
          t('ratings.filters.tag'),
          RATING_TAGS.map((tag) => [tag, t(`ratings.tags.${tag}`)]),
        )}
      </Box>
      {hide.isError && (
        <Alert severity="error" onClose={() => hide.reset()}>
          {hide.error.message}
        </Alert>
      )}
      {ratings.isPending ? (
        <LoadingBlock />
      ) : ratings.isError ? (
        <QueryErrorAlert
          error={ratings.error}
          onRetry={() => void ratings.refetch()}
          retryLabel={t('ratings.retry')}
        />
      ) : ratings.data.items.length === 0 ? (
        <EmptyState
          Icon={StarBorderIcon}
          title={t('ratings.list.emptyTitle')}
          body={t('ratings.list.emptyBody')}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('ratings.list.total', { count: ratings.data.total })}
          </Typography>
          <RatingsTable
            items={ratings.data.items}
            onToggleComment={operator ? setToggling : undefined}
          />
          {ratings.data.total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(ratings.data.total / PAGE_SIZE)}
              page={page}
              onChange={(_, next) => set('page', String(next))}
            />
          )}
        </>
      )}
      <CommentVisibilityDialog
        rating={toggling}
        busy={hide.isPending}
        onClose={() => setToggling(null)}
        onConfirm={(reason) =>
          toggling &&
          hide.mutate(
            { id: toggling.id, hidden: !toggling.commentHidden, reason },
            { onSettled: () => setToggling(null) },
          )
        }
      />
    </Box>
  );
}
