import { translatedResolver } from '../../../lib/validation/translated-resolver';
import {
  CancelDutySchema,
  CompleteDutySchema,
  NoShowSchema,
  StartDutySchema,
  type Duty,
} from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useMoveDuty } from '../api/move-duty';
import { dutyErrorMessage } from './duty-error';
import { VehicleNotReported } from './vehicle-not-reported';

export type SimpleMove = 'accept' | 'start' | 'complete' | 'cancel' | 'no-show';

interface Values {
  odometer: string;
  otp: string;
  reason: string;
  override: { reason: string };
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body each move sends, from the form's text fields; `overriding`: with the operator's reason. */
function bodyOf(move: SimpleMove, values: Values, overriding = false): Record<string, unknown> {
  const override = overriding ? { override: { reason: values.override.reason } } : {};
  switch (move) {
    case 'start':
      return { odometer: number(values.odometer), otp: optional(values.otp), ...override };
    case 'complete':
      return { odometer: number(values.odometer), ...override };
    case 'cancel':
      return { reason: values.reason };
    case 'no-show':
      return { reason: optional(values.reason) };
    case 'accept':
      return {};
  }
}

function resolverFor(
  move: SimpleMove,
  otpRequired: boolean,
  overriding: boolean,
): Resolver<Values> {
  const schema =
    move === 'start'
      ? otpRequired
        ? StartDutySchema.required({ otp: true })
        : StartDutySchema
      : move === 'complete'
        ? CompleteDutySchema
        : move === 'cancel'
          ? CancelDutySchema
          : move === 'no-show'
            ? NoShowSchema
            : z.object({});
  const resolve = translatedResolver(
    schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  );
  return async (values, context, options) => {
    const result = await resolve(bodyOf(move, values, overriding), context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
}

interface MoveDialogProps {
  duty: Duty;
  move: SimpleMove;
  /** The operator may set a refusal of the time and distance checks aside, with a reason. */
  mayOverride?: boolean;
  /** The operator may record, cancelling, that the vendor's vehicle did not report. */
  mayRecordFailure?: boolean;
  onClose: () => void;
}

/** A refusal the server says may be overridden (START_TOO_EARLY, COMPLETION_IMPLAUSIBLE). */
const overridable = (error: unknown) =>
  isApiError(error) &&
  (error.details as { overridable?: unknown } | undefined)?.overridable === true;

/** Confirms accept, start, complete, cancel or no-show, with what each needs. */
export function MoveDialog({
  duty,
  move,
  mayOverride = false,
  mayRecordFailure = false,
  onClose,
}: MoveDialogProps) {
  const { t } = useTranslation();
  const moveDuty = useMoveDuty();
  const [problem, setProblem] = useState<string | null>(null);
  const [canOverride, setCanOverride] = useState(false);
  const [overriding, setOverriding] = useState(false);
  const [notReported, setNotReported] = useState(false);
  const offerFailure = move === 'cancel' && mayRecordFailure;
  const needsOtp = move === 'start' && duty.startOtpRequired;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: resolverFor(move, needsOtp, overriding),
    defaultValues: { odometer: '', otp: '', reason: '', override: { reason: '' } },
  });

  const confirm = handleSubmit(async (values) => {
    if (moveDuty.isPending) return;
    setProblem(null);
    try {
      const body = bodyOf(move, values, overriding);
      if (offerFailure && notReported) body.vehicleNotReported = true;
      await moveDuty.mutateAsync({ dutyId: duty.id, move, body });
      toast.success(t(`duties.moves.${move}.done`, { regId: duty.regId }));
      onClose();
    } catch (error) {
      const unplaced = applyServerErrors(error, setError, [
        'odometer',
        'otp',
        'reason',
        'override.reason',
      ]);
      setProblem(unplaced === null ? null : dutyErrorMessage(t, error));
      setCanOverride(mayOverride && overridable(error));
    }
  });

  const titleId = `duty-move-${move}-title`;
  const odometer = move === 'start' || move === 'complete';
  const reason = move === 'cancel' || move === 'no-show';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <DialogTitle id={titleId}>
          {t(`duties.moves.${move}.title`, { regId: duty.regId })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`duties.moves.${move}.body`)}</DialogContentText>
          {problem && (
            <Alert
              severity="error"
              role="alert"
              sx={{ mb: 2 }}
              action={
                canOverride &&
                !overriding && (
                  <Button color="inherit" size="small" onClick={() => setOverriding(true)}>
                    {t('duties.moves.override.offer')}
                  </Button>
                )
              }
            >
              {problem}
            </Alert>
          )}
          <Stack spacing={2}>
            {odometer && (
              <TextField
                id="duty-move-odometer"
                label={t('duties.moves.odometer')}
                type="number"
                autoFocus
                required
                fullWidth
                {...textFieldProps(register('odometer'), errors.odometer)}
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              />
            )}
            {needsOtp && (
              <TextField
                id="duty-move-otp"
                label={t('duties.moves.otp')}
                required
                fullWidth
                {...textFieldProps(register('otp'), errors.otp)}
                helperText={errors.otp?.message ?? t('duties.moves.otpHint')}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'one-time-code' },
                }}
              />
            )}
            {overriding && (
              <TextField
                id="duty-move-override-reason"
                label={t('duties.moves.override.reason')}
                required
                multiline
                minRows={2}
                fullWidth
                autoFocus
                {...textFieldProps(register('override.reason'), errors.override?.reason)}
                helperText={errors.override?.reason?.message ?? t('duties.moves.override.hint')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
            {reason && (
              <TextField
                id="duty-move-reason"
                label={t(move === 'cancel' ? 'duties.moves.reason' : 'duties.moves.reasonOptional')}
                required={move === 'cancel'}
                multiline
                minRows={2}
                fullWidth
                autoFocus
                {...textFieldProps(register('reason'), errors.reason)}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
            {offerFailure && (
              <VehicleNotReported duty={duty} checked={notReported} onChange={setNotReported} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('duties.moves.back')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={move === 'cancel' || move === 'no-show' ? 'error' : 'primary'}
            loading={moveDuty.isPending}
            autoFocus={!odometer && !reason}
          >
            {overriding && (move === 'start' || move === 'complete')
              ? t(`duties.moves.override.${move}`)
              : t(`duties.moves.${move}.label`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
