import { RejectSchema } from '@raahi/domain/vendors';
import type { Driver } from '@raahi/domain/drivers';
import type { WorkflowAction } from '@raahi/domain/workflow';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useApplyDriverAction } from '../api/apply-driver-action';
import { ConfirmDialog } from './confirm-dialog';

const LOOK: Record<WorkflowAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  submit: { variant: 'contained', color: 'primary' },
  resubmit: { variant: 'contained', color: 'primary' },
  approve: { variant: 'contained', color: 'success' },
  reject: { variant: 'outlined', color: 'error' },
  activate: { variant: 'outlined', color: 'primary' },
  deactivate: { variant: 'outlined', color: 'inherit' },
  block: { variant: 'outlined', color: 'error' },
  delete: { variant: 'outlined', color: 'error' },
};
const DANGER: readonly WorkflowAction[] = ['reject', 'block', 'delete'];

interface DriverActionsProps {
  driver: Driver;
  actions: WorkflowAction[];
}

/** The driver's workflow buttons; each asks first, reject with a reason. */
export function DriverActions({ driver, actions }: DriverActionsProps) {
  const { t } = useTranslation();
  const apply = useApplyDriverAction();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<ReactNode>(null);

  function ask(action: WorkflowAction) {
    setPending(action);
    setReason('');
    setReasonError(null);
    setError(null);
  }

  async function confirm() {
    if (!pending) return;
    let sentReason: string | undefined;
    if (pending === 'reject') {
      const parsed = RejectSchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? t('errors.unexpected'));
        return;
      }
      sentReason = parsed.data.reason;
    }
    setError(null);
    try {
      await apply.mutateAsync({ driverId: driver.id, action: pending, reason: sentReason });
      toast.success(t(`drivers.actions.${pending}.done`, { name: driver.name }));
      setPending(null);
    } catch (failure) {
      if (!isApiError(failure)) return setError(t('errors.unexpected'));
      const problems = failure.fieldErrors().filter((problem) => problem.field !== 'reason');
      const onReason = failure.fieldErrors().find((problem) => problem.field === 'reason');
      if (onReason) setReasonError(onReason.message);
      setError(
        problems.length > 0 ? (
          <>
            {failure.message}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </Box>
          </>
        ) : onReason ? null : (
          failure.message
        ),
      );
    }
  }

  if (actions.length === 0) return null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action} {...LOOK[action]} onClick={() => ask(action)}>
            {t(`drivers.actions.${action}.button`)}
          </Button>
        ))}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`drivers.actions.${pending}.title`, { name: driver.name }) : ''}
        body={pending ? t(`drivers.actions.${pending}.body`, { name: driver.name }) : ''}
        confirmLabel={pending ? t(`drivers.actions.${pending}.button`) : ''}
        danger={pending !== null && DANGER.includes(pending)}
        pending={apply.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending === 'reject' && (
          <TextField
            id="reject-reason"
            label={t('drivers.actions.reject.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('drivers.actions.reject.reasonHint')}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        )}
      </ConfirmDialog>
    </>
  );
}
