import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { SendOtpSchema, VerifyOtpSchema } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/form/contact-fields';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendDriverOtp } from '../api/send-driver-otp';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useStartSession } from './use-start-session';

/** The server's resend cool-down; a 429 answer's Retry-After overrides it. */
const RESEND_COOLDOWN_SECONDS = 30;
const CodeSchema = VerifyOtpSchema.pick({ otp: true });

interface OtpSignInFormProps {
  /** Vendor side (vendor, VENDOR_USER) or drivers: each has its own send endpoint. */
  audience: 'vendor' | 'driver';
  /** Filled in from a demo account; the send button then takes the focus. */
  prefillPhone?: string;
}

/** Phone, then the 6-digit code texted to it. */
export function OtpSignInForm({ audience, prefillPhone }: OtpSignInFormProps) {
  const { t } = useTranslation();
  const vendorSend = useSendOtp();
  const driverSend = useSendDriverOtp();
  const send = audience === 'driver' ? driverSend : vendorSend;
  const verify = useVerifyOtp();
  const startSession = useStartSession();
  const cooldown = useCountdown();
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const phoneForm = useForm<{ phone: string }>({
    resolver: translatedResolver(SendOtpSchema),
    defaultValues: { phone: prefillPhone ?? '' },
  });
  const codeForm = useForm<{ otp: string }>({
    resolver: translatedResolver(CodeSchema),
    defaultValues: { otp: '' },
  });

  async function requestCode(phone: string) {
    if (send.isPending || cooldown.secondsLeft > 0) return;
    setServerError(null);
    try {
      const { message } = await send.mutateAsync({ phone });
      setSent({ phone, message });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.retryAfter) cooldown.start(error.retryAfter);
      setServerError(applyServerErrors(error, phoneForm.setError, ['phone']));
    }
  }

  const onSendCode = phoneForm.handleSubmit(({ phone }) => requestCode(phone));

  const onVerify = codeForm.handleSubmit(async ({ otp }) => {
    if (!sent || verify.isPending) return;
    setServerError(null);
    try {
      startSession(await verify.mutateAsync({ phone: sent.phone, otp }));
    } catch (error) {
      // A wrong or expired code is a 401 whose message belongs next to the code field.
      if (isApiError(error) && error.status === 401) {
        codeForm.setError('otp', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setServerError(applyServerErrors(error, codeForm.setError, ['otp']));
      }
    }
  });

  const resendLabel =
    cooldown.secondsLeft > 0
      ? t('signIn.otp.resendIn', { seconds: cooldown.secondsLeft })
      : t('signIn.otp.resend');
  const idPrefix = `${audience}-otp`;
  const errorAlert = serverError && (
    <Alert severity="error" role="alert">
      {serverError}
    </Alert>
  );

  if (!sent) {
    return (
      <Box component="form" noValidate onSubmit={onSendCode} sx={{ display: 'grid', gap: 2 }}>
        {errorAlert}
        <PhoneField
          id={`${idPrefix}-phone`}
          label={t('signIn.otp.phone')}
          autoComplete="tel-national"
          {...textFieldProps(phoneForm.register('phone'), phoneForm.formState.errors.phone)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={send.isPending}
          disabled={send.isPending || cooldown.secondsLeft > 0}
          autoFocus={Boolean(prefillPhone)}
        >
          {cooldown.secondsLeft > 0 ? resendLabel : t('signIn.otp.send')}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onVerify} sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{sent.message}</Alert>
      {errorAlert}
      <TextField
        id={`${idPrefix}-code`}
        label={t('signIn.otp.code')}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        {...textFieldProps(codeForm.register('otp'), codeForm.formState.errors.otp)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={verify.isPending}
        disabled={verify.isPending}
      >
        {t('signIn.otp.verify')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button
          onClick={() => void requestCode(sent.phone)}
          disabled={send.isPending || cooldown.secondsLeft > 0}
        >
          {resendLabel}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setSent(null);
            setServerError(null);
            codeForm.reset();
          }}
        >
          {t('signIn.otp.changePhone')}
        </Button>
      </Box>
    </Box>
  );
}
