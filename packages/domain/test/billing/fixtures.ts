import { TariffRatesSchema, type TariffRatesInput } from '../../src/billing';

/** A moment given in India time (UTC+05:30). */
export const ist = (local: string) => `${local}+05:30`;

/** The local packages: 4 h / 40 km ₹1,600, 8 h / 80 km ₹3,200, 12 h / 120 km ₹4,800. */
export const LOCAL_BASE: Extract<TariffRatesInput['base'], { kind: 'package' }> = {
  kind: 'package',
  packages: [
    { hours: 4, km: 40, pricePaise: 1_600_00, extraKmPaise: 18_00, extraHourPaise: 200_00 },
    { hours: 8, km: 80, pricePaise: 3_200_00, extraKmPaise: 18_00, extraHourPaise: 200_00 },
    { hours: 12, km: 120, pricePaise: 4_800_00, extraKmPaise: 16_00, extraHourPaise: 180_00 },
  ],
  slabJumpAfterMinutes: 60,
};
export const LOCAL: TariffRatesInput = { base: LOCAL_BASE };

export const OUTSTATION: TariffRatesInput = {
  base: {
    kind: 'outstation',
    perKmPaise: 13_00,
    minKmPerDay: 250,
    driverAllowancePerDayPaise: 300_00,
  },
};

export const AIRPORT: TariffRatesInput = {
  base: {
    kind: 'flat',
    farePaise: 1_200_00,
    includedKm: 40,
    includedHours: 2,
    extraKmPaise: 20_00,
    extraHourPaise: 150_00,
  },
  waiting: { freeMinutes: 30, perHourPaise: 120_00 },
};

export const rates = (input: TariffRatesInput) => TariffRatesSchema.parse(input);

/** A slip from garage-out to garage-in, India times, and the odometer's km between. */
export function slip(out: string, back: string, km: number, extra: object = {}) {
  return {
    garageOutAt: ist(out),
    garageInAt: ist(back),
    garageOutKm: 10_000,
    garageInKm: 10_000 + km,
    ...extra,
  };
}
