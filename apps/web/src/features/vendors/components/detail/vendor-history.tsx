import type { AuditEntry } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error';
import {
  auditActionText,
  movedFields,
  readableKey,
  shownEntries,
} from '../../../../lib/audit-entries';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { useVendorAudit } from '../../api/get-vendor-audit';
import { operationalAreaText } from '../../lib/vendor-display';

type Change = { field: string; before: unknown; after: unknown };

/** The fields an entry changed, from its before and after snapshots (the reason aside). */
function changesOf(entry: AuditEntry): Change[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return movedFields(entry)
    .filter((field) => field !== 'reason')
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

function isArea(value: unknown): value is { state: string; cities: string[] }[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'state' in item)
  );
}

/** One side of a change as text; null when it was empty. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isArea(value)) return operationalAreaText(value).replace(/\n/g, '; ');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  // A date reads dd/mm/yyyy here as everywhere (the owner's date of birth).
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const title = auditActionText(t, entry.action, 'vendors.history.actions');
  const roleKey = `roles.${entry.actorRole ?? ''}`;
  const who =
    entry.actorRole === 'public'
      ? t('vendors.history.public')
      : entry.actorRole === 'system'
        ? t('vendors.history.system')
        : t('vendors.history.by', {
            name: entry.actorName ?? t('vendors.history.someone'),
            role: i18n.exists(roleKey) ? t(roleKey as 'roles.admin') : (entry.actorRole ?? ''),
          });
  const label = (field: string) => {
    const key = `vendors.fields.${field}`;
    const status = `vendors.status.${field}`;
    if (i18n.exists(key)) return t(key as 'vendors.fields.name');
    if (i18n.exists(status)) return t(status as 'vendors.status.approvalStatus');
    return readableKey(field);
  };
  const reason = (entry.after as { reason?: unknown } | null)?.reason;
  const empty = t('vendors.history.empty_value');

  return (
    <Box component="li" sx={{ position: 'relative', pl: 3.5, pb: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 6,
          top: 6,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {who} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Typography>
      {changesOf(entry).map(({ field, before, after }) => (
        <Typography key={field} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {label(field)}:{' '}
          </Box>
          {entry.before !== null && (
            <>
              <Box
                component="span"
                sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
              >
                {shown(before) ?? empty}
              </Box>
              {' → '}
            </>
          )}
          <Box component="span" sx={{ fontWeight: 500 }}>
            {shown(after) ?? empty}
          </Box>
        </Typography>
      ))}
      {typeof reason === 'string' && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {t('vendors.history.reason', { reason })}
        </Typography>
      )}
    </Box>
  );
}

/** The vendor's audit trail, newest first: who did what, when, and what changed. */
export function VendorHistory({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const audit = useVendorAudit(vendorId);

  if (audit.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Box>
    );
  }
  if (audit.isError) {
    return (
      <Alert severity="error">
        {t('vendors.history.loadFailed', {
          message: isApiError(audit.error) ? audit.error.message : t('errors.unexpected'),
        })}
      </Alert>
    );
  }
  const entries = shownEntries(audit.data);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('vendors.history.empty')}</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        position: 'relative',
        // The line that joins the entries' dots.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 11,
          top: 8,
          bottom: 24,
          width: 2,
          bgcolor: 'divider',
        },
      }}
    >
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
