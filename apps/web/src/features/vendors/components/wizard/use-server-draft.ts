import { PhoneSchema } from '@raahi/domain/contact';
import type { VendorDraftAnswer } from '@raahi/domain/vendors';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-error';
import { deleteVendorDraft } from '../../api/delete-vendor-draft';
import { getVendorDraft } from '../../api/get-vendor-draft';
import { useSaveVendorDraft } from '../../api/save-vendor-draft';
import { valuesToDraft, type PhoneProof } from '../../lib/onboarding-draft';
import type { WizardValues } from '../../lib/vendor-form';

/** Saves this long after the last change, so typing does not send a request per keystroke. */
const SAVE_DELAY_MS = 1500;

/**
 * off: no verified phone. checking: looking for a draft saved earlier. offer: one was found and
 * the person has not said whether to continue it (nothing is saved meanwhile, so it is not
 * overwritten). on: changes are saved.
 */
type Sync =
  | { kind: 'off' }
  | { kind: 'checking' }
  | { kind: 'offer'; draft: VendorDraftAnswer }
  | { kind: 'on' };

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

/** A draft worth offering: it got past the first step or holds more than the phone. */
function hasProgress(draft: VendorDraftAnswer): boolean {
  return (
    draft.activeStep > 0 ||
    Object.entries(draft.data).some(
      ([key, value]) => key !== 'phone' && typeof value === 'string' && value.trim() !== '',
    )
  );
}

interface ServerDraftOptions {
  form: UseFormReturn<WizardValues>;
  proof: PhoneProof | null;
  activeStep: number;
  /** The server refused the proof (expired): the phone must be verified again. */
  onExpired: () => void;
}

/** The wizard's copy on the server, for a verified phone: found, offered, and kept up to date. */
export function useServerDraft({ form, proof, activeStep, onExpired }: ServerDraftOptions) {
  const [sync, setSync] = useState<Sync>(proof ? { kind: 'on' } : { kind: 'off' });
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const { mutate: save } = useSaveVendorDraft();

  useEffect(() => {
    if (sync.kind !== 'on' || !proof) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const values = form.getValues();
      // A draft belongs to the verified phone; while another number is typed, wait.
      if (PhoneSchema.safeParse(values.phone).data !== proof.phone) return;
      setStatus({ kind: 'saving' });
      save(
        { verificationToken: proof.token, draft: { data: valuesToDraft(values), activeStep } },
        {
          onSuccess: (saved) => setStatus({ kind: 'saved', at: saved.updatedAt }),
          onError: (error) => {
            if (isApiError(error) && error.status === 401) onExpired();
            setStatus({ kind: 'failed' });
          },
        },
      );
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(run, SAVE_DELAY_MS);
    };
    schedule();
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: schedule });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [sync.kind, proof, activeStep, form, save, onExpired]);

  /** Just verified: look for a draft before saving anything over it. */
  const start = useCallback(async (fresh: PhoneProof) => {
    setSync({ kind: 'checking' });
    try {
      const draft = await getVendorDraft(fresh.token);
      setSync(draft && hasProgress(draft) ? { kind: 'offer', draft } : { kind: 'on' });
    } catch {
      // Unreachable or the proof expired: carry on and save from here.
      setSync({ kind: 'on' });
    }
  }, []);

  /** Start over: stop saving and discard the server's copy (best effort). */
  const discard = useCallback((current: PhoneProof | null) => {
    setSync({ kind: 'off' });
    setStatus({ kind: 'idle' });
    if (current) deleteVendorDraft(current.token).catch(() => undefined);
  }, []);

  return {
    offer: sync.kind === 'offer' ? sync.draft : null,
    status,
    start,
    discard,
    /** After the person chose between the offered draft and what is on screen. */
    resume: useCallback(() => setSync({ kind: 'on' }), []),
    stop: useCallback(() => {
      setSync({ kind: 'off' });
      setStatus({ kind: 'idle' });
    }, []),
  };
}
