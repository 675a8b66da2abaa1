import type { Employee } from '@raahi/domain/employees';
import { formatPhone } from '@raahi/domain/formats';
import { profilePath } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountStatusChip } from '../../../components/account-status-chip';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format-date';

/** Who the staff member is: name, role, job role, ID, statuses and contact details. */
export function EmployeeSummary({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const contact = [employee.email, formatPhone(employee.phone)].filter(Boolean);
  const added = formatDate(employee.createdAt);

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 2, sm: 3 },
        alignItems: { xs: 'flex-start', sm: 'center' },
      }}
    >
      <UserAvatar name={employee.name} pic={null} size={72} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {employee.jobRole ? t(`jobRoles.${employee.jobRole}`) : t('employees.details.title')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {employee.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Chip label={t(`roles.${employee.role}`)} color="primary" size="small" />
          <Chip label={t('shell.account.id', { regId: employee.regId })} size="small" />
          <AccountStatusChip status={employee.accountStatus} />
          {employee.mustChangePassword && employee.accountStatus !== 'Deleted' && (
            <Chip
              label={t('employees.details.firstSignInPending')}
              size="small"
              color="info"
              variant="outlined"
            />
          )}
        </Box>
        {contact.map((line) => (
          <Typography key={line} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {employee.createdBy
            ? t('employees.details.addedBy', { name: employee.createdBy.name, date: added })
            : t('employees.details.added', { date: added })}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={profilePath(employee.role, employee.id)}
        variant="outlined"
        startIcon={<AccountCircleOutlinedIcon />}
        sx={{ flexShrink: 0 }}
      >
        {t('employees.details.viewProfile')}
      </Button>
    </Paper>
  );
}
