import { can } from '@raahi/domain/permissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDutyRatings, useRateDuty } from '../api/ratings';
import { RatingForm } from './rating-form';
import { RatingsTable } from './ratings-table';

/**
 * A completed duty's ratings in its drawer, and the signed-in person's own: given once, and
 * changed within 24 hours (the server says until when).
 */
export function DutyRatings({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const ratings = useDutyRatings(dutyId);
  const rate = useRateDuty(dutyId);
  const [rating, setRating] = useState(false);
  // When the drawer opened: a window closing while it is open is the server's 409 to tell.
  const [openedAt] = useState(() => Date.now());
  if (ratings.isPending) return <LoadingBlock py={2} />;
  if (ratings.isError)
    return (
      <QueryErrorAlert
        error={ratings.error}
        onRetry={() => void ratings.refetch()}
        retryLabel={t('ratings.retry')}
      />
    );
  const mine = ratings.data.find((one) => one.mine);
  const mayRate = !!user && isRole(user.role) && can(user.role, 'ratings:rate');
  const open = !mine || (mine.editableUntil !== null && Date.parse(mine.editableUntil) > openedAt);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {ratings.data.length > 0 ? (
        <RatingsTable items={ratings.data} single />
      ) : (
        <Alert severity="info">{t('ratings.duty.none')}</Alert>
      )}
      {rate.isError && <Alert severity="error">{rate.error.message}</Alert>}
      {mayRate && open && !rating && (
        <Button variant="outlined" sx={{ justifySelf: 'start' }} onClick={() => setRating(true)}>
          {mine ? t('ratings.duty.change') : t('ratings.duty.rate')}
        </Button>
      )}
      {rating && (
        <RatingForm
          busy={rate.isPending}
          submitLabel={t('ratings.duty.save')}
          onSubmit={(input) => rate.mutate(input, { onSuccess: () => setRating(false) })}
        />
      )}
    </Box>
  );
}
