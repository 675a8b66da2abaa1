import { allPassed, checkAadhaar, checkGstin, checkPan, type KycCheck } from '@raahi/domain/kyc';
import type { KycAnswer } from '@raahi/domain/kyc-api';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { getValidateGstinQueryOptions } from '../../api/validate-gstin';
import { getValidatePanQueryOptions } from '../../api/validate-pan';
import { getVerifyAadhaarQueryOptions } from '../../api/verify-aadhaar';
import { translateEnglishMessage } from '../../../../lib/validation/validation-messages';

export type KycKind = 'pan' | 'gstin' | 'aadhaar';

/** Waits this long after the last keystroke before asking the server (60 checks a minute). */
const SERVER_DELAY_MS = 600;

function offlineChecks(kind: KycKind, value: string, pan?: string): KycCheck[] {
  switch (kind) {
    case 'pan':
      return checkPan(value).checks;
    case 'gstin':
      return checkGstin(value, { pan: pan?.trim() || undefined }).checks;
    case 'aadhaar':
      return checkAadhaar(value).checks;
  }
}

function serverQuery(kind: KycKind, value: string, pan: string | undefined) {
  switch (kind) {
    case 'pan':
      return getValidatePanQueryOptions(value);
    case 'gstin':
      return getValidateGstinQueryOptions(value, pan);
    case 'aadhaar':
      return getVerifyAadhaarQueryOptions(value);
  }
}

function Line({ ok, children }: { ok: boolean | null; children: ReactNode }) {
  const Icon = ok === null ? InfoOutlinedIcon : ok ? CheckCircleIcon : ErrorOutlineIcon;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
      <Icon
        fontSize="inherit"
        color={ok === null ? 'action' : ok ? 'success' : 'error'}
        sx={{ mt: '3px', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function ServerAnswer({ answer }: { answer: KycAnswer }) {
  const { t } = useTranslation();
  if (!answer.valid) {
    return answer.checks
      .filter((check) => !check.ok)
      .map((check) => (
        <Line key={check.check} ok={false}>
          {translateEnglishMessage(check.message)}
        </Line>
      ));
  }
  const online = answer.online;
  return (
    <>
      <Line ok>{t('vendors.kyc.server')}</Line>
      {online ? (
        <Line
          ok={online.status === 'verified' ? true : online.status === 'not-found' ? false : null}
        >
          {online.sandbox && (
            <Chip
              label={t('vendors.kyc.sandbox')}
              size="small"
              color="warning"
              variant="outlined"
              sx={{ mr: 0.75, height: 20, fontSize: '0.7rem', fontWeight: 700 }}
            />
          )}
          {t('vendors.kyc.online', {
            provider: online.provider,
            status: t(`vendors.kyc.onlineStatus.${online.status}`),
          })}
          {online.sandbox && (
            <Typography component="span" variant="caption" sx={{ display: 'block' }}>
              {t('vendors.kyc.sandboxNote')}
            </Typography>
          )}
        </Line>
      ) : (
        <Line ok={null}>{t('vendors.kyc.noProvider')}</Line>
      )}
    </>
  );
}

interface KycFeedbackProps {
  kind: KycKind;
  value: string;
  /** GSTIN only: the PAN it must contain. */
  pan?: string;
  id?: string;
}

/**
 * Feedback under a PAN, GSTIN or Aadhaar field: the domain's offline checks at once, then,
 * once they pass and typing pauses, the server's checks and its online provider's answer
 * (a development sandbox says so).
 */
export function KycFeedback({ kind, value, pan, id }: KycFeedbackProps) {
  const { t } = useTranslation();
  const entered = kind === 'aadhaar' ? value.replace(/[\s-]/g, '') : value.trim().toUpperCase();
  const checks = entered ? offlineChecks(kind, entered, pan) : [];
  const passed = checks.length > 0 && allPassed(checks);
  const current = passed ? `${entered}|${pan ?? ''}` : null;
  const settled = useDebouncedValue(current, SERVER_DELAY_MS);
  const server = useQuery({
    ...serverQuery(kind, entered, pan?.trim().toUpperCase() || undefined),
    enabled: passed && settled === current,
  });

  if (!entered) return null;
  return (
    <Box
      id={id}
      aria-live="polite"
      sx={{ mt: 0.75, mx: 1.75, typography: 'body2', color: 'text.secondary' }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {t('vendors.kyc.offline')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
        {checks.map((check) => (
          <Line key={check.check} ok={check.ok}>
            {translateEnglishMessage(check.message)}
          </Line>
        ))}
        {passed && server.data && <ServerAnswer answer={server.data} />}
        {passed && !server.data && server.isError && (
          <Line ok={null}>
            {t('vendors.kyc.serverFailed', {
              message: isApiError(server.error) ? server.error.message : t('errors.unexpected'),
            })}
          </Line>
        )}
        {passed && !server.data && !server.isError && (
          <Box component="li" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
            <CircularProgress size={12} aria-hidden />
            {t('vendors.kyc.checking')}
          </Box>
        )}
      </Box>
    </Box>
  );
}
