import { describe, expect, it } from 'vitest';
import {
  allPassed,
  checkAadhaar,
  checkDrivingLicence,
  checkGstin,
  checkPan,
  checkVehicleNumber,
  gstinCheckCharacter,
  isEighteenOn,
  verhoeffCheckDigit,
  verhoeffValid,
} from '../src/kyc';

describe('GSTIN', () => {
  it('accepts a real GSTIN (python-stdnum test vector)', () => {
    const result = checkGstin('27AAPFU0939F1ZV');
    expect(allPassed(result.checks)).toBe(true);
    expect(result.checks.map((c) => c.check)).toEqual([
      'gstin-format',
      'gstin-state-code',
      'gstin-checksum',
      'gstin-pan-format',
    ]);
  });

  it('rejects the widely copied 07AAAAA0000A1Z8 on its check character', () => {
    const result = checkGstin('07AAAAA0000A1Z8');
    expect(result.checks.find((c) => c.check === 'gstin-checksum')?.ok).toBe(false);
  });

  it('computes check characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalises case and spaces', () => {
    expect(checkGstin(' 27aapfu0939f1zv ').normalized).toBe('27AAPFU0939F1ZV');
  });

  it('rejects bad formats and unknown state codes', () => {
    expect(checkGstin('27AAPFU0939F1Z').checks[0]?.ok).toBe(false);
    expect(checkGstin('27AAPFU0939F0ZV').checks[0]?.ok).toBe(false);
    const bad = `40AAPFU0939F1Z${gstinCheckCharacter('40AAPFU0939F1Z')}`;
    expect(checkGstin(bad).checks.find((c) => c.check === 'gstin-state-code')?.ok).toBe(false);
  });

  it('accepts Ladakh (38), Other Territory (97) and Centre Jurisdiction (99)', () => {
    for (const code of ['38', '97', '99']) {
      const gstin = `${code}AAPFU0939F1Z${gstinCheckCharacter(`${code}AAPFU0939F1Z`)}`;
      expect(allPassed(checkGstin(gstin).checks)).toBe(true);
    }
  });

  it("matches the vendor's state and PAN when given", () => {
    const inState = checkGstin('27AAPFU0939F1ZV', { stateGstCode: '27', pan: 'aapfu0939f' });
    expect(allPassed(inState.checks)).toBe(true);
    const elsewhere = checkGstin('27AAPFU0939F1ZV', { stateGstCode: '29', pan: 'ABCPE1234F' });
    expect(elsewhere.checks.find((c) => c.check === 'gstin-matches-state')).toMatchObject({
      ok: false,
      message: 'Registered in Maharashtra, not Karnataka',
    });
    expect(elsewhere.checks.find((c) => c.check === 'gstin-matches-pan')?.ok).toBe(false);
  });
});

describe('PAN', () => {
  it('accepts valid PANs and names the holder type', () => {
    expect(checkPan('AAPFU0939F')).toMatchObject({ holderType: 'Firm / LLP' });
    expect(checkPan('abcpe1234f')).toMatchObject({
      normalized: 'ABCPE1234F',
      holderType: 'Individual',
    });
    expect(checkPan('AAACR5055K').holderType).toBe('Company');
  });

  it('rejects wrong shapes, unknown holder types and serial 0000', () => {
    for (const pan of ['ABCPE1234', 'ABCXE1234F', 'ABCPE0000F', '12CPE1234F', 'ABCPE1234FF']) {
      expect(checkPan(pan).checks[0]?.ok).toBe(false);
    }
  });
});

describe('Aadhaar', () => {
  it('accepts a number with a valid Verhoeff check digit and masks it', () => {
    const result = checkAadhaar('2341 2341 2346');
    expect(allPassed(result.checks)).toBe(true);
    expect(result).toMatchObject({ last4: '2346', masked: 'XXXX XXXX 2346' });
    expect(JSON.stringify(result)).not.toContain('234123412346');
  });

  it('rejects a wrong check digit, a leading 0 or 1, and wrong lengths', () => {
    expect(checkAadhaar('234123412347').checks[1]?.ok).toBe(false);
    expect(checkAadhaar('123412341234').checks[0]?.ok).toBe(false);
    expect(checkAadhaar('23412341234').checks[0]?.ok).toBe(false);
  });

  it('computes check digits that validate', () => {
    expect(verhoeffCheckDigit('23412341234')).toBe('6');
    expect(verhoeffValid(`98765432101${verhoeffCheckDigit('98765432101')}`)).toBe(true);
  });

  it('implements Verhoeff', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });
});

describe('driving licence', () => {
  const today = new Date('2026-11-21T00:00:00Z');
  it('accepts the standard format, normalised, and reads the year of issue', () => {
    const result = checkDrivingLicence('ka01 2019-0012345', { today });
    expect(result).toMatchObject({ normalized: 'KA0120190012345', issueYear: 2019 });
    expect(allPassed(result.checks)).toBe(true);
  });

  it('rejects wrong shapes and future years', () => {
    expect(checkDrivingLicence('KA01201900123', { today }).checks[0]?.ok).toBe(false);
    expect(checkDrivingLicence('K101201900123456', { today }).checks[0]?.ok).toBe(false);
    expect(checkDrivingLicence('KA0118990012345', { today }).checks[0]?.ok).toBe(false);
    expect(
      checkDrivingLicence('KA0120290012345', { today }).checks.find(
        (c) => c.check === 'dl-issue-year',
      )?.ok,
    ).toBe(false);
  });

  it('needs the holder to have been 18 on the date of issue', () => {
    const young = checkDrivingLicence('KA0120240012345', {
      dob: '2007-03-01',
      issueDate: '2024-06-01',
      today,
    });
    expect(young.checks.find((c) => c.check === 'dl-age-at-issue')?.ok).toBe(false);
    const ok = checkDrivingLicence('KA0120250012345', {
      dob: '2007-03-01',
      issueDate: '2025-03-01',
      today,
    });
    expect(ok.checks.find((c) => c.check === 'dl-age-at-issue')?.ok).toBe(true);
  });

  it('needs an expiry in the future', () => {
    const expired = checkDrivingLicence('KA0120150012345', { expiry: '2026-11-20', today });
    expect(expired.checks.find((c) => c.check === 'dl-expiry')).toMatchObject({
      ok: false,
      message: 'Expired on 20/11/2026',
    });
    expect(
      checkDrivingLicence('KA0120150012345', { expiry: '2026-11-21', today }).checks.at(-1)?.ok,
    ).toBe(true);
  });

  it('checks the state code when told how', () => {
    const known = (code: string) => ['KA', 'TS', 'TG'].includes(code);
    expect(
      allPassed(checkDrivingLicence('TS0920180012345', { knownStateCode: known, today }).checks),
    ).toBe(true);
    expect(
      allPassed(checkDrivingLicence('ZZ0920180012345', { knownStateCode: known, today }).checks),
    ).toBe(false);
  });
});

describe('isEighteenOn', () => {
  it('counts birthdays to the day, including 29 February', () => {
    expect(isEighteenOn('2008-11-21', '2026-11-21')).toBe(true);
    expect(isEighteenOn('2008-11-22', '2026-11-21')).toBe(false);
    expect(isEighteenOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isEighteenOn('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('vehicle registration numbers', () => {
  const known = (code: string) =>
    ['KA', 'DL', 'TS', 'TG', 'OR', 'OD', 'UA', 'UK', 'MH'].includes(code);
  it.each([
    'KA01AB1234',
    'ka 01 ab 1234',
    'KA-01-AB-1234',
    'MH12A1234',
    'DL3CAB1234',
    'TS09EA1234',
    'TG09EA1234',
    'OR02AB1234',
    'OD02AB1234',
    'UA07C1234',
    'UK07C1234',
  ])('accepts %s', (number) => {
    const result = checkVehicleNumber(number, known);
    expect(allPassed(result.checks)).toBe(true);
    expect(result.series).toBe('state');
  });

  it('accepts BH series and warns it is not for commercial use', () => {
    const result = checkVehicleNumber('22 BH 1234 AB', known);
    expect(allPassed(result.checks)).toBe(true);
    expect(result).toMatchObject({ normalized: '22BH1234AB', series: 'bh' });
    expect(result.warnings[0]).toContain('private vehicles');
    expect(allPassed(checkVehicleNumber('22BH1234AI', known).checks)).toBe(false);
  });

  it('rejects a 0000 serial, unknown state codes and other shapes', () => {
    expect(checkVehicleNumber('KA01AB0000', known).checks[0]).toMatchObject({
      ok: false,
      message: 'The number part cannot be 0000',
    });
    expect(allPassed(checkVehicleNumber('ZZ01AB1234', known).checks)).toBe(false);
    expect(allPassed(checkVehicleNumber('KA01ABCD1234', known).checks)).toBe(false);
    expect(allPassed(checkVehicleNumber('1234', known).checks)).toBe(false);
    expect(allPassed(checkVehicleNumber('22BH0000AB', known).checks)).toBe(false);
  });
});
