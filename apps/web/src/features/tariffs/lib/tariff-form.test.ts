import { describe, expect, it } from 'vitest';
import { emptyTariffForm, readTariffForm, type TariffForm } from './tariff-form';

const filled = (patch: Partial<TariffForm> = {}): TariffForm => ({
  ...emptyTariffForm('sale', '2026-04-01'),
  serviceType: 'Local Package',
  vehicleCategory: 'Sedan',
  packages: [
    { hours: '4', km: '40', price: '1600', extraKm: '18.50', extraHour: '200' },
    { hours: '8', km: '80', price: '3200', extraKm: '18.50', extraHour: '200' },
  ],
  slabJumpMinutes: '60',
  ...patch,
});

describe('readTariffForm', () => {
  it('turns rupees into paise and blanks into null', () => {
    const read = readTariffForm(filled({ slabJumpMinutes: '' }));
    expect(read.problems).toBeNull();
    expect(read.version).toMatchObject({
      partyId: null,
      rates: {
        base: {
          kind: 'package',
          packages: [
            { hours: 4, km: 40, pricePaise: 1_600_00, extraKmPaise: 18_50 },
            { hours: 8, pricePaise: 3_200_00 },
          ],
          slabJumpAfterMinutes: null,
        },
        night: null,
      },
    });
  });

  it('names the figure that cannot be read, under its own field', () => {
    const read = readTariffForm(
      filled({
        serviceType: '',
        packages: [{ hours: '4.5', km: '40', price: '16,00', extraKm: '', extraHour: '200' }],
      }),
    );
    expect(read.problems).toEqual({
      serviceType: { code: 'required' },
      'packages.0.hours': { code: 'whole' },
      'packages.0.price': { code: 'rupees' },
      'packages.0.extraKm': { code: 'required' },
    });
  });

  it("shows the domain's refusal where it belongs", () => {
    const read = readTariffForm(filled({ packages: [...filled().packages].reverse() }));
    expect(read.problems?.packages).toEqual({
      message: 'List packages from the smallest: each longer than the one before',
    });
    const night = readTariffForm(
      filled({ night: { on: true, start: '22:00', end: '22:00', perHour: '0', perNight: '250' } }),
    );
    expect(Object.keys(night.problems ?? {})).toEqual(['night.end']);
  });
});
