import { RejectSchema } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../lib/api-error';
import { DESTRUCTIVE_ACTIONS } from '../../lib/record-actions-for';
import { ConfirmDialog } from './confirm-dialog';
import { translateEnglishMessage } from '../../lib/validation/validation-messages';

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

/** The record-specific sentences of an action's dialog and its success message. */
export type ActionText = (action: WorkflowAction, part: 'title' | 'body' | 'done') => string;

interface WorkflowActionsProps {
  actions: WorkflowAction[];
  text: ActionText;
  /** Sends the action; rejects with the server's error. */
  apply: (action: WorkflowAction, reason: string | undefined) => Promise<unknown>;
  pending: boolean;
  /** Names the buttons as a group, for a page that has other buttons too. */
  label?: string;
  /** Under the reason for a rejection: who reads it and what they do with it. */
  reasonHint?: string;
  /** More buttons in the same row, after the workflow's (Edit, a link). */
  children?: ReactNode;
}

/**
 * A record's workflow buttons (a vendor's, a driver's, a vehicle's); each asks first, reject
 * with a reason.
 */
export function WorkflowActions({
  actions,
  text,
  apply,
  pending: sending,
  label,
  reasonHint,
  children,
}: WorkflowActionsProps) {
  const { t } = useTranslation();
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
        const message = parsed.error.issues[0]?.message;
        setReasonError(message ? translateEnglishMessage(message) : t('errors.unexpected'));
        return;
      }
      sentReason = parsed.data.reason;
    }
    setError(null);
    try {
      await apply(pending, sentReason);
      toast.success(text(pending, 'done'));
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

  if (actions.length === 0 && !children) return null;
  return (
    <>
      <Box
        role={label ? 'group' : undefined}
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {actions.map((action) => (
          <Button key={action} {...LOOK[action]} onClick={() => ask(action)}>
            {t(`records.actions.${action}.button`)}
          </Button>
        ))}
        {children}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? text(pending, 'title') : ''}
        body={pending ? text(pending, 'body') : ''}
        confirmLabel={pending ? t(`records.actions.${pending}.button`) : ''}
        danger={pending !== null && DESTRUCTIVE_ACTIONS.includes(pending)}
        pending={sending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending === 'reject' && (
          <TextField
            id="reject-reason"
            label={t('records.actions.reject.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? reasonHint ?? t('records.actions.reject.reasonHint')}
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
