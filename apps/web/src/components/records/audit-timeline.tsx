import type { AuditEntry } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';
import { auditActionText, movedFields, readableKey, shownEntries } from '../../lib/audit-entries';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { TimelineItem } from '../timeline-item';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** How a record names its fields and document slots in its history. */
export interface AuditLabels {
  field: (key: string) => string;
  slot: (slot: string) => string;
  /** A paper's name, for its renewals ('insurance' → 'Insurance'). */
  paper?: (paper: string) => string;
}

/** A renewal's entry: which paper, and its new date and number, or why it was refused. */
function renewalDetail(t: TFunction, after: Record<string, unknown>, labels: AuditLabels) {
  const paper = String(after.paper);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const validTill = text(after.validTill);
  const number = text(after.number);
  const reason = text(after.reason);
  return [
    labels.paper?.(paper) ?? readableKey(paper),
    validTill && t('records.audit.validTill', { date: formatDate(validTill) }),
    number && t('records.audit.number', { number }),
    reason && t('records.audit.reason', { reason }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A line saying what changed, from the entry's before and after. */
export function auditDetail(t: TFunction, entry: AuditEntry, labels: AuditLabels): string | null {
  const after = asRecord(entry.after);
  const before = asRecord(entry.before);
  if (entry.action === 'updated') {
    // Older saves listed every field they carried; only those whose value moved are news.
    const fields = movedFields(entry).filter((key) => key in after);
    return fields.length
      ? t('records.audit.changed', { fields: fields.map(labels.field).join(', ') })
      : null;
  }
  if (entry.action.startsWith('renewal-') && typeof after.paper === 'string')
    return renewalDetail(t, after, labels);
  if (entry.action === 'driver-assigned' && typeof after.driverName === 'string')
    return t('records.audit.driverAssigned', { name: after.driverName });
  if (entry.action === 'document-uploaded' || entry.action === 'document-removed') {
    const slot = typeof after.slot === 'string' ? after.slot : '';
    return slot ? labels.slot(slot) : null;
  }
  if (typeof after.reason === 'string') return t('records.audit.reason', { reason: after.reason });
  for (const field of ['approvalStatus', 'accountStatus'] as const) {
    if (typeof after[field] === 'string' && typeof before[field] === 'string')
      return t('records.audit.moved', { from: before[field], to: after[field] });
  }
  return null;
}

/** A record's history (a driver's, a vehicle's) as a timeline, newest first. */
export function AuditTimeline({
  audit,
  labels,
}: {
  audit: UseQueryResult<AuditEntry[]>;
  labels: AuditLabels;
}) {
  const { t } = useTranslation();

  if (audit.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (audit.isError) {
    return (
      <Alert severity="error">
        {isApiError(audit.error) ? audit.error.message : t('errors.unexpected')}
      </Alert>
    );
  }
  const entries = shownEntries(audit.data);
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('records.audit.empty')}</Typography>;

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => {
        const detail = auditDetail(t, entry, labels);
        const last = index === entries.length - 1;
        return (
          <TimelineItem key={entry.id} dot="primary.main" last={last} spacing={2.5}>
            <Typography sx={{ fontWeight: 600 }}>
              {auditActionText(t, entry.action, 'records.audit.actions')}
            </Typography>
            {detail && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {entry.actorName
                ? t('records.audit.by', {
                    when: formatDateTime(entry.createdAt),
                    who: entry.actorName,
                    role: entry.actorRole
                      ? t(`roles.${entry.actorRole}`, entry.actorRole as never)
                      : '',
                  })
                : t('records.audit.bySystem', { when: formatDateTime(entry.createdAt) })}
            </Typography>
          </TimelineItem>
        );
      })}
    </Box>
  );
}
