import { describe, expect, it } from 'vitest';
import {
  chooseTariff,
  computeDutyCharge,
  TariffRatesSchema,
  TariffVersionSchema,
  type TariffVersionInput,
} from '../../src/billing';
import { LOCAL, LOCAL_BASE, slip } from './fixtures';

const COMPANY = '0b9f1c52-2a43-4f1e-9a53-0d1f3a3c7a01';
const OTHER = '0b9f1c52-2a43-4f1e-9a53-0d1f3a3c7a02';

const version = (over: Partial<TariffVersionInput>) =>
  TariffVersionSchema.parse({
    side: 'sale',
    partyId: null,
    serviceType: 'Local Package',
    vehicleCategory: 'Sedan',
    effectiveFrom: '2025-04-01',
    rates: LOCAL,
    ...over,
  });

describe('choosing the tariff in force', () => {
  const defaultOld = version({});
  const defaultNew = version({ effectiveFrom: '2026-01-01' });
  const ownLater = version({ partyId: COMPANY, effectiveFrom: '2026-06-01' });
  const suv = version({ vehicleCategory: 'SUV' });
  const purchase = version({ side: 'purchase', partyId: OTHER, effectiveFrom: '2025-10-01' });
  const all = [ownLater, defaultNew, suv, purchase, defaultOld];
  const key = {
    side: 'sale',
    partyId: COMPANY,
    serviceType: 'Local Package',
    vehicleCategory: 'Sedan',
  } as const;

  it('takes the latest default version that took effect on or before the duty’s date', () => {
    expect(chooseTariff(all, { ...key, date: '2025-12-31' })).toBe(defaultOld);
    expect(chooseTariff(all, { ...key, date: '2026-01-01' })).toBe(defaultNew);
  });

  it('prefers the company’s own tariff once it is in force, and the default before', () => {
    expect(chooseTariff(all, { ...key, date: '2026-05-31' })).toBe(defaultNew);
    expect(chooseTariff(all, { ...key, date: '2026-06-01' })).toBe(ownLater);
    expect(chooseTariff(all, { ...key, partyId: OTHER, date: '2026-06-01' })).toBe(defaultNew);
  });

  it('matches service type, vehicle category and side; nothing before the first version', () => {
    expect(chooseTariff(all, { ...key, vehicleCategory: 'SUV', date: '2026-06-01' })).toBe(suv);
    expect(chooseTariff(all, { ...key, serviceType: 'Outstation', date: '2026-06-01' })).toBe(null);
    expect(chooseTariff(all, { ...key, date: '2025-03-31' })).toBeNull();
    expect(
      chooseTariff(all, { ...key, side: 'purchase', partyId: OTHER, date: '2026-01-01' }),
    ).toBe(purchase);
    expect(chooseTariff(all, { ...key, side: 'purchase', date: '2026-01-01' })).toBeNull();
  });
});

describe('sale and purchase from one engine', () => {
  it('prices the same duty at the client’s rates and at the vendor’s', () => {
    const vendorRates = {
      base: {
        ...LOCAL_BASE,
        packages: LOCAL_BASE.packages.map((p) => ({
          ...p,
          pricePaise: (p.pricePaise * 80) / 100,
          extraKmPaise: 14_00,
        })),
      },
    };
    const book = [version({}), version({ side: 'purchase', partyId: OTHER, rates: vendorRates })];
    const duty = {
      partyId: COMPANY,
      serviceType: 'Local Package',
      vehicleCategory: 'Sedan',
      date: '2026-11-26',
    } as const;
    const sale = chooseTariff(book, { ...duty, side: 'sale' })!;
    const purchase = chooseTariff(book, { ...duty, side: 'purchase', partyId: OTHER })!;
    const figures = slip('2026-11-26T09:00', '2026-11-26T13:30', 50);
    expect(computeDutyCharge(sale.rates, figures).totalPaise).toBe(1_600_00 + 10 * 18_00 + 200_00);
    expect(computeDutyCharge(purchase.rates, figures).totalPaise).toBe(
      1_280_00 + 10 * 14_00 + 200_00,
    );
  });
});

describe('tariff schemas at the edge', () => {
  it('fills the defaults: hourly extra time, no night or waiting charge', () => {
    const parsed = TariffRatesSchema.parse(LOCAL);
    expect(parsed.night).toBeNull();
    expect(parsed.waiting).toBeNull();
    expect(parsed.base).toMatchObject({ kind: 'package', extraTimeUnitMinutes: 60 });
  });

  it('refuses fractional or negative paise, packages out of order and empty night windows', () => {
    const bad = (base: object) => TariffRatesSchema.safeParse({ base }).success;
    expect(bad({ ...LOCAL_BASE })).toBe(true);
    const first = LOCAL_BASE.packages[0]!;
    expect(bad({ ...LOCAL_BASE, packages: [{ ...first, pricePaise: 1600.5 }] })).toBe(false);
    expect(bad({ ...LOCAL_BASE, packages: [{ ...first, extraKmPaise: -1 }] })).toBe(false);
    expect(bad({ ...LOCAL_BASE, packages: [...LOCAL_BASE.packages].reverse() })).toBe(false);
    expect(bad({ kind: 'meter' })).toBe(false);
    const night = TariffRatesSchema.safeParse({
      ...LOCAL,
      night: { windows: [{ start: '22:00', end: '22:00' }], perHourPaise: 100 },
    });
    expect(night.success).toBe(false);
    expect(
      TariffRatesSchema.safeParse({
        ...LOCAL,
        night: { windows: [{ start: '25:00', end: '06:00' }] },
      }).success,
    ).toBe(false);
  });

  it('refuses a version without a valid date or party id', () => {
    expect(() => version({ effectiveFrom: '01/04/2025' })).toThrow();
    expect(() => version({ partyId: 'company-a' })).toThrow();
  });
});
