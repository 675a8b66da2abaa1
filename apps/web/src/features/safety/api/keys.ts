/** Every SOS query lives under ['sos', …]: the live events sos.raised / sos.acknowledged. */
export const sosKeys = {
  all: ['sos'] as const,
  open: () => [...sosKeys.all, 'open'] as const,
  recent: () => [...sosKeys.all, 'recent'] as const,
  mine: () => [...sosKeys.all, 'mine'] as const,
  trip: (token: string) => ['shared-trip', token] as const,
};
