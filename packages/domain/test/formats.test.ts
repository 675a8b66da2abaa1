import { describe, expect, it } from 'vitest';
import {
  formatDrivingLicence,
  formatIndianDate,
  formatIndianNumber,
  formatVehicleNumber,
} from '../src/formats';

describe('Indian formats', () => {
  it('groups vehicle numbers the way plates read, however they were typed', () => {
    expect(formatVehicleNumber('KA01AB1234')).toBe('KA 01 AB 1234');
    expect(formatVehicleNumber('ka-01-ab-1234')).toBe('KA 01 AB 1234');
    expect(formatVehicleNumber('DL3CAB1234')).toBe('DL 3C AB 1234');
    expect(formatVehicleNumber('22BH1234AA')).toBe('22 BH 1234 AA');
    expect(formatVehicleNumber('22 bh 1234 aa')).toBe('22 BH 1234 AA');
    expect(formatVehicleNumber('MH12A1234')).toBe('MH 12 A 1234');
    expect(formatVehicleNumber(' TEMP-42 ')).toBe('TEMP-42');
  });

  it('writes a driving licence as state and RTO, then year and serial', () => {
    expect(formatDrivingLicence('KA0120110012345')).toBe('KA01 20110012345');
    expect(formatDrivingLicence('ka01-2011-0012345')).toBe('KA01 20110012345');
    expect(formatDrivingLicence('KA01 20110012345')).toBe('KA01 20110012345');
    // An older licence of another form stays as it was given.
    expect(formatDrivingLicence('MH/12/456/1998')).toBe('MH/12/456/1998');
  });

  it('writes dates dd/mm/yyyy and numbers with Indian grouping', () => {
    expect(formatIndianDate('2030-01-31')).toBe('31/01/2030');
    expect(formatIndianDate('soon')).toBe('soon');
    expect(formatIndianNumber(124500)).toBe('1,24,500');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(12_345_678)).toBe('1,23,45,678');
  });
});
