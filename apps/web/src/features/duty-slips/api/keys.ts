/**
 * Slips live under the duties' root key (['duties', 'slip', id]): a duty's start or completion,
 * which the duties feature invalidates under ['duties'], refreshes its slip's boarding and drop.
 */
export const slipKeys = {
  detail: (dutyId: string) => ['duties', 'slip', dutyId] as const,
  audit: (dutyId: string) => ['duties', 'slip', dutyId, 'audit'] as const,
};

export const slipPath = (dutyId: string) => `/trip/${encodeURIComponent(dutyId)}/slip`;
export const chargePath = (dutyId: string, chargeId: string) =>
  `${slipPath(dutyId)}/charges/${encodeURIComponent(chargeId)}`;
