import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { formatDateTime } from '../../../lib/format-date';
import type { EmployeeCreated } from '../api/create-employee';

interface OnboardingResultProps {
  created: EmployeeCreated;
  /** What to do next: open the account, add another, close. */
  children: ReactNode;
}

/**
 * What the new person needs to get in: the temporary password, shown this once, or the
 * invitation link with its expiry. Nothing here can be fetched again later.
 */
export function OnboardingResult({ created, children }: OnboardingResultProps) {
  const { t } = useTranslation();
  const { employee, temporaryPassword, invitation } = created;
  const name = employee.name;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography>
        {t('employees.created.summary', {
          name,
          role: t(`roles.${employee.role}`),
          regId: employee.regId,
        })}
      </Typography>
      {temporaryPassword && (
        <>
          <Alert severity="warning">
            <AlertTitle>{t('employees.created.passwordTitle')}</AlertTitle>
            {t('employees.created.passwordBody', { name })}
          </Alert>
          <CopyField
            label={t('employees.created.passwordLabel')}
            value={temporaryPassword}
            copyLabel={t('employees.created.copyPassword')}
            monospace
          />
        </>
      )}
      {invitation && (
        <>
          <Alert severity="info">
            <AlertTitle>{t('employees.created.invitationTitle', { name })}</AlertTitle>
            {t('employees.created.invitationBody', {
              expires: formatDateTime(invitation.expiresAt),
            })}
          </Alert>
          <CopyField
            label={t('employees.created.invitationLabel')}
            value={new URL(invitation.path, window.location.origin).toString()}
            copyLabel={t('employees.created.copyLink')}
          />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {children}
      </Box>
    </Box>
  );
}
