import type { ApprovalStatus } from '@raahi/domain/statuses';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import type { Problem } from './wizard-chrome';

/** What every record wizard keeps in its stored draft. */
export interface WizardDraftBase<V> {
  /** Whoever started it; another person signing in on this browser does not get it. */
  ownerId: string;
  activeStep: number;
  values: V;
}

/** The draft but its owner and form values: the step, the server id and the like. */
export type WizardMeta<D> = Omit<D, 'values' | 'ownerId'>;

/** The workflow action that finishes the wizard: submit a new record, resubmit a rejected one. */
export function finishActionOf(status: ApprovalStatus | null): 'submit' | 'resubmit' | null {
  return status === 'Staged' ? 'submit' : status === 'Rejected' ? 'resubmit' : null;
}

/**
 * A record wizard's state besides its form: the draft's step and server id, written through to
 * storage with every change so a reload finds the same step and data; the server's problem and
 * what it says is missing; and moving between steps, which focuses the step's heading.
 */
export function useWizardState<V extends FieldValues, D extends WizardDraftBase<V>>({
  form,
  initialDraft,
  storage,
  writeDraft,
  lastStep,
}: {
  form: UseFormReturn<V>;
  initialDraft: D;
  storage: Storage | null;
  /** A module function, so the write-through does not restart on every render. */
  writeDraft: (storage: Storage | null, draft: D) => void;
  lastStep: number;
}) {
  const { t } = useTranslation();
  const [meta, setMeta] = useState<WizardMeta<D>>(() => {
    const { values: _values, ownerId: _owner, ...rest } = initialDraft;
    return rest;
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const ownerId = initialDraft.ownerId;

  useEffect(() => {
    const save = () => writeDraft(storage, { ownerId, ...meta, values: form.getValues() } as D);
    save();
    return form.subscribe({ formState: { values: true }, callback: save });
  }, [form, meta, storage, ownerId, writeDraft]);

  function clearErrors() {
    setServerError(null);
    setProblems([]);
  }

  function goTo(next: number) {
    clearErrors();
    setMeta((current) => ({ ...current, activeStep: Math.min(Math.max(next, 0), lastStep) }));
    heading.current?.focus();
  }

  /** Finishing failed: the server's list of what is missing, or just its message. */
  function showFinishError(error: unknown) {
    if (isApiError(error) && error.fieldErrors().length > 0) {
      setServerError(error.message);
      setProblems(error.fieldErrors());
    } else setServerError(isApiError(error) ? error.message : t('errors.unexpected'));
  }

  return {
    meta,
    setMeta,
    serverError,
    setServerError,
    problems,
    heading,
    clearErrors,
    goTo,
    showFinishError,
  };
}
