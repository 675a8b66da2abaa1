import type { SessionUser } from '@raahi/domain/auth';
import { formatPhone } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';

interface ProfileHeaderProps {
  user: SessionUser;
  /** Whose profile this is, shown above the name. */
  caption: string;
}

/** Photo, name, role, ID, statuses and contact details; the whole of a read-only profile. */
export function ProfileHeader({ user, caption }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const contact = [user.email, user.phone ? formatPhone(user.phone) : null].filter(Boolean);
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
      <UserAvatar name={user.name} pic={user.pic} size={88} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {caption}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          translate="no"
          sx={{ mb: 1, overflowWrap: 'anywhere' }}
        >
          {user.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Chip label={t(`roles.${user.role}`)} color="primary" size="small" />
          {user.regId && <Chip label={t('shell.account.id', { regId: user.regId })} size="small" />}
          {user.approvalStatus && (
            <Chip
              label={t('shell.account.approvalStatus', { status: user.approvalStatus })}
              size="small"
              variant="outlined"
            />
          )}
          <Chip
            label={t('shell.account.accountStatus', { status: user.accountStatus })}
            size="small"
            variant="outlined"
          />
        </Box>
        {contact.map((line) => (
          <Typography key={line} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
