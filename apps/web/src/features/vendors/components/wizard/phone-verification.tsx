import { VerifyOtpSchema } from '@raahi/domain/auth';
import { PhoneSchema } from '@raahi/domain/contact';
import { formatPhone } from '@raahi/domain/formats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error';
import { useCountdown } from '../../../../lib/use-countdown';
import { useSendOnboardingOtp } from '../../api/send-onboarding-otp';
import { useVerifyPhone } from '../../api/verify-phone';
import { proofOf, type PhoneProof } from '../../lib/onboarding-draft';
import type { VendorFormValues } from '../../lib/vendor-form';
import { translateEnglishMessage } from '../../../../lib/validation/validation-messages';

/** The server's resend cool-down; a 429's Retry-After overrides it. */
const RESEND_COOLDOWN_SECONDS = 30;

interface PhoneVerificationProps {
  proof: PhoneProof | null;
  onVerified: (proof: PhoneProof) => void;
}

/** The ten digits of what is typed in the phone field, or null while it is not a mobile number. */
export function usePhoneDigits(): string | null {
  const phone = useWatch<VendorFormValues, 'phone'>({ name: 'phone' });
  const parsed = PhoneSchema.safeParse(phone);
  return parsed.success ? parsed.data : null;
}

/**
 * Under the business phone: send a code, type it, and the phone is verified. The proof is for
 * one number; editing the number asks for a new code.
 */
export function PhoneVerification({ proof, onVerified }: PhoneVerificationProps) {
  const { t } = useTranslation();
  const { trigger, setError, clearErrors } = useFormContext<VendorFormValues>();
  const phone = usePhoneDigits();
  const send = useSendOnboardingOtp();
  const verify = useVerifyPhone();
  const cooldown = useCountdown();
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (proof && phone === proof.phone) {
    return (
      <Alert severity="success" sx={{ mt: 1 }} role="status">
        {t('vendors.otp.verified', { phone: formatPhone(proof.phone) })}
      </Alert>
    );
  }
  const pending = sent && sent.phone === phone ? sent : null;

  async function sendCode() {
    if (send.isPending || cooldown.secondsLeft > 0) return;
    setProblem(null);
    if (!(await trigger('phone')) || !phone) return;
    try {
      const { message } = await send.mutateAsync({ phone });
      setSent({ phone, message });
      setCode('');
      setCodeError(null);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.retryAfter) cooldown.start(error.retryAfter);
      const fieldError = isApiError(error) ? error.fieldErrors()[0] : undefined;
      if (fieldError) setError('phone', { type: 'server', message: fieldError.message });
      else setProblem(isApiError(error) ? error.message : t('errors.unexpected'));
    }
  }

  async function verifyCode() {
    if (!pending || verify.isPending) return;
    const parsed = VerifyOtpSchema.safeParse({ phone: pending.phone, otp: code });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setCodeError(message ? translateEnglishMessage(message) : null);
      return;
    }
    setCodeError(null);
    try {
      const answer = await verify.mutateAsync(parsed.data);
      clearErrors('phone');
      onVerified(proofOf(answer.phone, answer.verificationToken));
    } catch (error) {
      // A wrong or expired code is a 401 whose message belongs next to the code.
      if (isApiError(error) && (error.status === 401 || error.status === 400))
        setCodeError(error.message);
      else setProblem(isApiError(error) ? error.message : t('errors.unexpected'));
    }
  }

  const resendLabel =
    cooldown.secondsLeft > 0
      ? t('vendors.otp.resendIn', { seconds: cooldown.secondsLeft })
      : pending
        ? t('vendors.otp.resend')
        : t('vendors.otp.send');

  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {pending ? (
        <>
          <Alert severity="info">{pending.message}</Alert>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              id="vendor-onboarding-otp"
              label={t('vendors.otp.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void verifyCode();
                }
              }}
              autoComplete="one-time-code"
              autoFocus
              error={Boolean(codeError)}
              helperText={codeError ?? ' '}
              sx={{ flex: '1 1 160px' }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Button
              variant="contained"
              onClick={() => void verifyCode()}
              loading={verify.isPending}
              sx={{ mt: 1 }}
            >
              {t('vendors.otp.verify')}
            </Button>
          </Box>
          <Box>
            <Button
              size="small"
              onClick={() => void sendCode()}
              disabled={send.isPending || cooldown.secondsLeft > 0}
            >
              {resendLabel}
            </Button>
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => void sendCode()}
            loading={send.isPending}
            disabled={send.isPending || cooldown.secondsLeft > 0}
          >
            {resendLabel}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('vendors.otp.why')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
