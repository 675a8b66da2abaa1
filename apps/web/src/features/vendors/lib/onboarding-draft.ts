import { VendorDraftDataSchema } from '@raahi/domain/vendors';
import { z } from 'zod';
import { clampStep } from './wizard-steps';
import { emptyWizard, type WizardValues } from './vendor-form';

/** Where the sign-up wizard keeps its progress in this browser (spec §4: step + data). */
export const ONBOARDING_DRAFT_KEY = 'vendorOnboardingDraft';

/** Never written to any draft, on this device or the server. */
export const SECRET_FIELDS = ['password', 'confirmPassword', 'aadhar'] as const;
type SecretField = (typeof SECRET_FIELDS)[number];

/** The wizard's values as a draft holds them: no password, no Aadhaar number. */
export type DraftData = Omit<WizardValues, SecretField>;

/** Proof that the business phone took a code; sign-up and server drafts need it. */
export interface PhoneProof {
  phone: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** What the success page shows after a reload. */
export interface SubmittedVendor {
  regId: string;
  name: string;
  email: string;
}

export interface OnboardingState {
  activeStep: number;
  data: DraftData;
  proof: PhoneProof | null;
  submitted: SubmittedVendor | null;
}

const defaults = emptyWizard();

const ProofSchema = z.object({
  phone: z.string().regex(/^\d{10}$/),
  token: z.string().min(1).max(2000),
  expiresAt: z.number(),
});

const SubmittedSchema = z.object({ regId: z.string(), name: z.string(), email: z.string() });

/**
 * The values a draft's data restores (secrets empty). Drafts come from an older build, another
 * tab or the server: unknown fields are dropped and a malformed one is its empty value.
 */
export function draftToValues(data: unknown): WizardValues {
  return { ...defaults, ...VendorDraftDataSchema.parse(data ?? {}) };
}

export function valuesToDraft(values: WizardValues): DraftData {
  const data: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS) delete data[field];
  return data as DraftData;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadOnboarding(from: Storage | null = storage()): OnboardingState | null {
  let raw: unknown;
  try {
    const stored = from?.getItem(ONBOARDING_DRAFT_KEY);
    if (!stored) return null;
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const saved = raw as Record<string, unknown>;
  const proof = ProofSchema.safeParse(saved.proof);
  const submitted = SubmittedSchema.safeParse(saved.submitted);
  return {
    activeStep: clampStep(saved.activeStep),
    data: valuesToDraft(draftToValues(saved.data)),
    proof: proof.success && proof.data.expiresAt > Date.now() ? proof.data : null,
    submitted: submitted.success ? submitted.data : null,
  };
}

export function saveOnboarding(state: OnboardingState, to: Storage | null = storage()): void {
  try {
    to?.setItem(
      ONBOARDING_DRAFT_KEY,
      JSON.stringify({ ...state, data: valuesToDraft(state.data as WizardValues) }),
    );
  } catch {
    // Storage full or disabled: the wizard still works for this page load.
  }
}

export function clearOnboarding(from: Storage | null = storage()): void {
  try {
    from?.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

// The server says a verification lasts an hour; stop trusting it a little earlier.
const PROOF_MARGIN_MS = 2 * 60 * 1000;
const PROOF_FALLBACK_MS = 55 * 60 * 1000;

/** The proof for a verification token, expiring when the token's own `exp` says. */
export function proofOf(phone: string, token: string, now = Date.now()): PhoneProof {
  let expiresAt = now + PROOF_FALLBACK_MS;
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    if (typeof claims.exp === 'number') expiresAt = claims.exp * 1000 - PROOF_MARGIN_MS;
  } catch {
    // Not a JWT we can read: keep the fallback.
  }
  return { phone, token, expiresAt };
}
