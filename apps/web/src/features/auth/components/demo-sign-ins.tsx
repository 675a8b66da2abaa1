import type { DemoSignIn } from '@raahi/domain/api';
import { formatPhone } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ScienceIcon from '@mui/icons-material/Science';
import { useTranslation } from 'react-i18next';
import type { SignInPrefill } from './sign-in-panel';

/** Which tab and values a demo account fills in (the password only when the server gave it). */
export function prefillFor(account: DemoSignIn, password: string | null): SignInPrefill {
  const tab =
    account.role === 'driver'
      ? 'driver'
      : account.role === 'vendor' || account.role === 'VENDOR_USER'
        ? 'vendor'
        : 'operator';
  return account.method === 'otp' || !account.email
    ? { tab, method: 'otp', phone: account.phone ?? '' }
    : { tab, method: 'password', email: account.email, password: password ?? undefined };
}

interface DemoSignInsProps {
  /** Null on a production server, which never hands out the password nor writes codes to its log. */
  password: string | null;
  accounts: DemoSignIn[];
  onPick: (prefill: SignInPrefill) => void;
}

/** Shown only on demo installations: the seeded accounts, one click to fill the form. */
export function DemoSignIns({ password, accounts, onPick }: DemoSignInsProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="demo-sign-ins-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderStyle: 'dashed', borderColor: 'secondary.main' }}
    >
      <Chip
        icon={<ScienceIcon />}
        label={t('demo.chip')}
        color="secondary"
        size="small"
        sx={{ mb: 1.5 }}
      />
      <Typography id="demo-sign-ins-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('demo.signInsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('demo.signInsBody')}
      </Typography>
      {password !== null && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('demo.passwordLabel')}{' '}
            <Box
              component="code"
              sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.hover', fontWeight: 600 }}
            >
              {password}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('demo.otpNote')}
          </Typography>
        </>
      )}
      <List dense disablePadding>
        {/* A list holds list items: each button sits in its own. */}
        {accounts.map((account) => (
          <ListItem key={`${account.role}-${account.email ?? account.phone}`} disablePadding>
            <ListItemButton
              onClick={() => onPick(prefillFor(account, password))}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={t('demo.account', {
                  name: account.name,
                  role: t(`roles.${account.role}`),
                })}
                secondary={account.email ?? formatPhone(account.phone)}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
