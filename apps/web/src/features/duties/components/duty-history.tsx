import type { Duty } from '@raahi/domain/duties';
import type { AuditEntry } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TimelineItem } from '../../../components/timeline-item';
import { isApiError } from '../../../lib/api-error';
import {
  auditActionText,
  movedFields,
  readableKey,
  shownEntries,
} from '../../../lib/audit-entries';
import { formatDateTime } from '../../../lib/format-date';
import { useDutyAudit } from '../api/get-duty-audit';
import { STATUS_COLOURS } from '../lib/status-colours';

function auditDetail(t: TFunction, entry: AuditEntry): string | null {
  const override = (entry.after as { override?: { reason?: unknown } } | null)?.override;
  if (typeof override?.reason === 'string')
    return t('duties.audit.overridden', { reason: override.reason });
  const crossed = entry.after as { geofence?: unknown; at?: unknown } | null;
  if (entry.action.startsWith('geofence-') && typeof crossed?.geofence === 'string')
    return t('duties.audit.geofence', {
      name: crossed.geofence,
      time: typeof crossed.at === 'string' ? formatDateTime(crossed.at) : '',
    });
  if (entry.action !== 'updated') return null;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = movedFields(entry)
    .filter((key) => key in after)
    .map((key) =>
      t(`duties.fields.${key}` as 'duties.fields.notes', { defaultValue: readableKey(key) }),
    );
  return fields.length ? t('duties.audit.changed', { fields: fields.join(', ') }) : null;
}

/** Who changed the duty, and what, newest first. */
export function DutyAudit({ dutyId }: { dutyId: string }) {
  const { t } = useTranslation();
  const audit = useDutyAudit(dutyId);
  if (audit.isPending) return <CircularProgress size={20} aria-label={t('app.loading')} />;
  if (audit.isError)
    return (
      <Alert severity="error">
        {isApiError(audit.error) ? audit.error.message : t('errors.unexpected')}
      </Alert>
    );
  const entries = shownEntries(audit.data);
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('duties.audit.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {entries.map((entry) => {
        const detail = auditDetail(t, entry);
        const when = formatDateTime(entry.createdAt);
        return (
          <li key={entry.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {auditActionText(t, entry.action, 'duties.audit.actions')}
            </Typography>
            {detail && <Typography variant="body2">{detail}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {entry.actorName
                ? t('duties.audit.by', { when, who: entry.actorName })
                : t('duties.audit.bySystem', { when })}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

/** The duty's statuses in order, each with when and by whom. */
export function DutyTimeline({ duty }: { duty: Duty }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('duties.detail.sections.timeline')}
    >
      {duty.history.map((entry, index) => {
        const last = index === duty.history.length - 1;
        const when = formatDateTime(entry.at);
        return (
          <TimelineItem
            key={`${entry.status}-${entry.at}`}
            dot={STATUS_COLOURS[entry.status].bg}
            last={last}
            spacing={1.5}
            dense
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`duties.statuses.${entry.status}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {entry.by ? t('duties.detail.timelineBy', { when, who: entry.by.name }) : when}
            </Typography>
            {entry.reason && (
              <Typography variant="body2">
                {t('duties.detail.reason', { reason: entry.reason })}
              </Typography>
            )}
          </TimelineItem>
        );
      })}
    </Box>
  );
}
