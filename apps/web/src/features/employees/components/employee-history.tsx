import { formatPhone } from '@raahi/domain/formats';
import { CONTACT_JOB_ROLE_VALUES, type ContactJobRole } from '@raahi/domain/lists';
import { ROLES, type Role } from '@raahi/domain/roles';
import { ACCOUNT_STATUSES, type AccountStatus } from '@raahi/domain/statuses';
import type { AuditEntry } from '@raahi/domain/vendors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auditActionText, movedFields, shownEntries } from '../../../lib/audit-entries';
import { formatDateTime } from '../../../lib/format-date';
import { useEmployeeAudit } from '../api/get-employee-audit';

const FIELDS = [
  'name',
  'email',
  'phone',
  'jobRole',
  'accountStatus',
  'role',
  'onboarding',
] as const;
type Field = (typeof FIELDS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A recorded value as people read it: job-role labels, +91 phones, 'none' for empty. */
function show(t: TFunction, field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('employees.history.none');
  if (field === 'jobRole' && isOneOf<ContactJobRole>(CONTACT_JOB_ROLE_VALUES, value))
    return t(`jobRoles.${value}`);
  if (field === 'accountStatus' && isOneOf<AccountStatus>(ACCOUNT_STATUSES, value))
    return t(`statuses.account.${value}`);
  if (field === 'role' && isOneOf<Role>(ROLES, value)) return t(`roles.${value}`);
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  if (field === 'onboarding')
    return t(
      value === 'invitation'
        ? 'employees.history.onboarding.invitation'
        : 'employees.history.onboarding.temporaryPassword',
    );
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * One line per field the entry changed: 'Name: A → B', or 'Job role: X' when only set. Older
 * entries recorded every field a save carried; those that did not move are left out.
 */
export function describeChanges(t: TFunction, entry: Pick<AuditEntry, 'before' | 'after'>) {
  const before = record(entry.before);
  const after = record(entry.after);
  const moved = movedFields(entry);
  const shown = (field: Field) => field in after && (!(field in before) || moved.includes(field));
  return FIELDS.filter(shown).map((field) => {
    const label = t(`employees.history.fields.${field}`);
    return field in before
      ? t('employees.history.change', {
          field: label,
          before: show(t, field, before[field]),
          after: show(t, field, after[field]),
        })
      : t('employees.history.set', { field: label, after: show(t, field, after[field]) });
  });
}

/** Who did what to the account, and when; newest first. */
export function EmployeeHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const audit = useEmployeeAudit(userId);

  if (audit.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void audit.refetch()}>
            {t('employees.retry')}
          </Button>
        }
      >
        {t('employees.history.error')}
      </Alert>
    );
  }
  if (!audit.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('app.loading')} />
      </Box>
    );
  }
  const entries = shownEntries(audit.data);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('employees.history.empty')}</Typography>;
  }

  return (
    <List disablePadding>
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          disableGutters
          divider
          sx={{ display: 'block', py: 1.5, '&:last-of-type': { borderBottom: 0 } }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 1,
              alignItems: 'baseline',
              justifyContent: 'space-between',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {auditActionText(t, entry.action, 'employees.history.actions')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {entry.actorName
              ? t('employees.history.by', { name: entry.actorName })
              : t('employees.history.bySystem')}
          </Typography>
          {describeChanges(t, entry).map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </ListItem>
      ))}
    </List>
  );
}
