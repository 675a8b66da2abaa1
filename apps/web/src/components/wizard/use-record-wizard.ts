import type { ApprovalStatus } from '@raahi/domain/statuses';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  finishActionOf,
  useWizardState,
  type WizardDraftBase,
  type WizardMeta,
} from './use-wizard-state';
import type { Problem } from './wizard-chrome';
import type { WizardFrame } from './wizard-frame';

/** What a record's wizard reads of the saved record. */
interface SavedRecord {
  id: string;
  regId: string;
  approvalStatus: ApprovalStatus;
  images: { slot: string }[];
}

/** The draft of a record's wizard: its step, form values, and what the server has saved. */
type RecordDraft<V> = WizardDraftBase<V> & { approvalStatus: ApprovalStatus | null };

/** How the wizard's strings name the record: a driver by { name }, a vehicle by { number }. */
type RecordName = { name?: string; number?: string };

/** What a wizard's own code may change while saving a step. */
export interface StepSaving<V extends FieldValues, D> {
  form: UseFormReturn<V>;
  meta: WizardMeta<D>;
  setMeta: (change: (current: WizardMeta<D>) => WizardMeta<D>) => void;
  setServerError: (message: string | null) => void;
}

interface RecordWizardConfig<
  V extends FieldValues,
  D extends RecordDraft<V>,
  S extends string,
  R,
  U extends string,
> {
  /** The wizard's strings: title.{add,continue,edit}, submit, resubmit, done, submitted, saved, startOverConfirm.{title,saved,unsaved}. */
  texts: 'drivers.wizard' | 'vehicles.wizard';
  /** The step's label, heading and introduction. */
  stepText: (step: S, part: 'label' | 'title' | 'intro') => string;
  /** The section the page belongs to, above the title. */
  caption: string;
  /** The record as the strings name it ({ name } or { number }), before and after it is saved. */
  nameOf: (record: R | undefined) => RecordName;
  resolver: Resolver<V>;
  initialDraft: D;
  storage: Storage | null;
  /** Module functions, so the draft's write-through does not restart on every render. */
  writeDraft: (storage: Storage | null, draft: D) => void;
  clearDraft: (storage: Storage | null) => void;
  steps: readonly S[];
  /** The steps whose Next saves their fields first. */
  savingSteps: readonly S[];
  /** The steps that show the saved record, so wait for it. */
  recordSteps: readonly S[];
  /** The step where the record's files are uploaded, the slots that must be filled, and how a missing one is said. */
  uploads: { step: S; required: readonly U[]; missing: (slot: U) => string };
  recordIdOf: (meta: WizardMeta<D>) => string | null;
  useRecord: (recordId: string | null) => UseQueryResult<R>;
  /** Saves a form step's fields; false when they did not pass or the server refused them. */
  saveStep: (step: S, saving: StepSaving<V, D>) => Promise<boolean>;
  /** Submits or resubmits the record. */
  applyAction: (record: R, action: 'submit' | 'resubmit') => Promise<R>;
  pending: { saving: boolean; finishing: boolean };
  stepOfField: (field: string) => number;
  /** Labels the form: the id of the step's heading. */
  headingId: string;
  onStartOver: () => void;
  onFinished: (record: R) => void;
}

/**
 * The set-up every record's onboarding wizard shares (a driver's, a vehicle's): the form and its
 * draft in storage, the saved record, the files still missing from the upload step, Next that
 * saves, finishing (submit, resubmit, or done), and the frame's title and texts. The wizard
 * itself keeps what is its own: which fields a step saves and what each step shows.
 */
export function useRecordWizard<
  V extends FieldValues,
  D extends RecordDraft<V>,
  S extends string,
  R extends SavedRecord,
  U extends string,
>(config: RecordWizardConfig<V, D, S, R, U>) {
  const { t } = useTranslation();
  const { steps, uploads, initialDraft, storage } = config;
  // Both wizards word the same things under their own keys ('drivers.wizard.title.add').
  const say = (key: string, vars: RecordName = {}) =>
    t(`${config.texts}.${key}` as 'drivers.wizard.title.add', vars);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const form = useForm<V>({
    resolver: config.resolver,
    defaultValues: initialDraft.values as DefaultValues<V>,
    mode: 'onTouched',
  });
  const state = useWizardState({
    form,
    initialDraft,
    storage,
    writeDraft: config.writeDraft,
    lastStep: steps.length - 1,
  });
  const { meta, setMeta, setServerError, clearErrors, goTo } = state;
  const record = config.useRecord(config.recordIdOf(meta));
  const [uploadsChecked, setUploadsChecked] = useState(false);
  const step = steps[meta.activeStep] ?? steps[0]!;
  const review = meta.activeStep === steps.length - 1;
  const { saving, finishing } = config.pending;
  const busy = saving || finishing;

  // Once Next has asked for them, the missing files are listed live, so the list empties as
  // they are uploaded.
  const missing: Problem[] = uploads.required
    .filter((slot) => !record.data?.images.some((image) => image.slot === slot))
    .map((slot) => ({ field: `images.${slot}`, message: uploads.missing(slot) }));

  async function saveStep(): Promise<boolean> {
    if (step === uploads.step) {
      setUploadsChecked(true);
      return missing.length === 0;
    }
    if (review) return true;
    return config.saveStep(step, { form, meta, setMeta, setServerError });
  }

  async function onNext() {
    if (busy) return;
    clearErrors();
    if (await saveStep()) goTo(meta.activeStep + 1);
  }

  const action = finishActionOf(meta.approvalStatus);

  async function onFinish() {
    if (busy || !record.data) return;
    clearErrors();
    try {
      const finished = action ? await config.applyAction(record.data, action) : record.data;
      config.clearDraft(storage);
      toast.success(say(action ? 'submitted' : 'saved', config.nameOf(finished)));
      config.onFinished(finished);
    } catch (error) {
      state.showFinishError(error);
    }
  }

  const name = config.nameOf(record.data);
  const title = !config.recordIdOf(meta)
    ? say('title.add')
    : meta.approvalStatus === 'Staged'
      ? say('title.continue', name)
      : say('title.edit', name);

  const frame = {
    header: { caption: config.caption, title, regId: record.data?.regId ?? null },
    steps: steps.map((key) => config.stepText(key, 'label')),
    activeStep: meta.activeStep,
    onStep: goTo,
    compact,
    form,
    stepHeading: {
      id: config.headingId,
      title: config.stepText(step, 'title'),
      intro: config.stepText(step, 'intro'),
    },
    headingRef: state.heading,
    onSubmit: () => void (review ? onFinish() : onNext()),
    serverError: state.serverError,
    problems: uploadsChecked && step === uploads.step ? missing : state.problems,
    stepOfField: config.stepOfField,
    footer: {
      review,
      saves: config.savingSteps.includes(step),
      finishLabel: say(action ?? 'done'),
      saving,
      finishing,
      ready: !config.recordSteps.includes(step) || Boolean(record.data),
    },
    busy,
    startOver: {
      title: say('startOverConfirm.title'),
      body: config.recordIdOf(meta)
        ? say('startOverConfirm.saved', name)
        : say('startOverConfirm.unsaved'),
    },
    onStartOver: () => {
      config.clearDraft(storage);
      config.onStartOver();
    },
  } satisfies Omit<ComponentProps<typeof WizardFrame<V>>, 'children'>;

  return { form, meta, step, record, frame };
}
