import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpSignInForm } from './otp-sign-in-form';
import { PasswordSignInForm } from './password-sign-in-form';

export const SIGN_IN_TABS = ['operator', 'vendor', 'driver'] as const;
export type SignInTab = (typeof SIGN_IN_TABS)[number];
export type SignInMethod = 'password' | 'otp';

/** A tab and method chosen in advance, with values to fill in (from a demo account). */
export interface SignInPrefill {
  tab: SignInTab;
  method: SignInMethod;
  email?: string;
  password?: string;
  phone?: string;
}

const tabId = (tab: SignInTab) => `sign-in-tab-${tab}`;
const panelId = (tab: SignInTab) => `sign-in-panel-${tab}`;

/**
 * One sign-in for everyone: operator staff by email and password, the vendor side by email and
 * password or by a texted code, drivers by code. Remount it (key) to apply a new prefill.
 */
export function SignInPanel({ prefill }: { prefill?: SignInPrefill }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SignInTab>(prefill?.tab ?? 'operator');
  const [vendorMethod, setVendorMethod] = useState<SignInMethod>(
    prefill?.tab === 'vendor' ? prefill.method : 'password',
  );
  const filled = prefill?.tab === tab ? prefill : undefined;
  const passwordPrefill = filled?.method === 'password' ? filled : undefined;
  const otpPhone = filled?.method === 'otp' ? filled.phone : undefined;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: SignInTab) => setTab(next)}
        variant="fullWidth"
        aria-label={t('signIn.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {SIGN_IN_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`signIn.tabs.${value}`)}
            id={tabId(value)}
            aria-controls={panelId(value)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`signIn.hints.${tab}`)}
        </Typography>
        {tab === 'operator' && <PasswordSignInForm side="operator" prefill={passwordPrefill} />}
        {tab === 'vendor' && (
          <>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={vendorMethod}
              onChange={(_, next: SignInMethod | null) => next && setVendorMethod(next)}
              aria-label={t('signIn.methodLabel')}
              sx={{ mb: 2 }}
            >
              <ToggleButton value="password">{t('signIn.methods.password')}</ToggleButton>
              <ToggleButton value="otp">{t('signIn.methods.otp')}</ToggleButton>
            </ToggleButtonGroup>
            {vendorMethod === 'password' ? (
              <PasswordSignInForm side="vendor" prefill={passwordPrefill} />
            ) : (
              <OtpSignInForm audience="vendor" prefillPhone={otpPhone} />
            )}
          </>
        )}
        {tab === 'driver' && <OtpSignInForm audience="driver" prefillPhone={otpPhone} />}
      </Box>
    </Box>
  );
}
