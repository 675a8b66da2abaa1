import { formatRupees } from '@raahi/domain/formats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useSlipAudit } from '../api/get-slip-audit';

const detailOf = (t: TFunction, after: unknown): string | null => {
  const entry = (after ?? {}) as Record<string, unknown>;
  // A charge is named by its kind and amount; its id and a receipt's file type say nothing.
  if ('chargeId' in entry)
    return typeof entry.kind === 'string' && typeof entry.amountPaise === 'number'
      ? `${t(`dutySlips.charges.kinds.${entry.kind}` as 'dutySlips.charges.kinds.toll')} ${formatRupees(entry.amountPaise)}`
      : null;
  const fields = Object.keys(entry).filter((key) => key !== 'reason');
  if (fields.length === 0) return null;
  return fields
    .map((key) => t(`dutySlips.fields.${key}` as 'dutySlips.fields.remarks', { defaultValue: key }))
    .join(', ');
};

/** Who filled and corrected what on the slip, when and why; newest first. */
export function SlipAudit({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const audit = useSlipAudit(dutyId);
  if (audit.isPending) return <CircularProgress size={20} aria-label={t('app.loading')} />;
  if (audit.isError)
    return (
      <Alert severity="error">
        {isApiError(audit.error) ? audit.error.message : t('errors.unexpected')}
      </Alert>
    );
  if (audit.data.length === 0)
    return <Typography color="text.secondary">{t('dutySlips.audit.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {audit.data.map((entry) => {
        const after = (entry.after ?? {}) as { reason?: string };
        const detail = detailOf(t, entry.after);
        return (
          <li key={entry.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(
                `dutySlips.audit.actions.${entry.action}` as 'dutySlips.audit.actions.slip-filled',
                {
                  defaultValue: entry.action,
                },
              )}
              {detail && `: ${detail}`}
            </Typography>
            {after.reason && (
              <Typography variant="body2">
                {t('dutySlips.audit.reason', { reason: after.reason })}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('dutySlips.audit.by', {
                when: formatDateTime(entry.createdAt),
                who: entry.actorName ?? t('dutySlips.audit.system'),
              })}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}
