import { describe, expect, it } from 'vitest';
import { crewQueryOf } from './duty-form';

const VENDOR = '7d0f6f7e-1c1a-4a8e-9d59-1b1e5c2f0a11';

describe('crewQueryOf', () => {
  const ready = {
    vendorId: VENDOR,
    vehicleCategory: 'Sedan' as const,
    scheduledStart: '2026-12-01T09:30',
    scheduledEnd: '2026-12-01T11:00',
  };

  it('asks for the vendor’s free crew once vendor, category and times are given, in India time', () => {
    expect(crewQueryOf(ready)).toEqual({
      vendorId: VENDOR,
      vehicleCategory: 'Sedan',
      scheduledStart: '2026-12-01T09:30:00+05:30',
      scheduledEnd: '2026-12-01T11:00:00+05:30',
    });
  });

  it('asks nothing while any of them is missing or the times are backwards', () => {
    expect(crewQueryOf({ ...ready, vendorId: '' })).toBeNull();
    expect(crewQueryOf({ ...ready, vehicleCategory: '' })).toBeNull();
    expect(crewQueryOf({ ...ready, scheduledEnd: '' })).toBeNull();
    expect(crewQueryOf({ ...ready, scheduledEnd: '2026-12-01T09:00' })).toBeNull();
  });
});
