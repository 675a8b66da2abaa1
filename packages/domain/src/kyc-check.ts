/** One offline check and what it found; KYC answers list every check that ran. */
export interface KycCheck {
  check: string;
  ok: boolean;
  message: string;
}

export const allPassed = (checks: KycCheck[]) => checks.every((c) => c.ok);

/** An id as its checks read it: capitals, without the spaces and hyphens people type. */
export const normaliseId = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');
