import { describe, expect, it } from 'vitest';
import {
  EXTRA_GST_CODES,
  INDIAN_STATES,
  StateCodeSchema,
  isGstStateCode,
  stateByCode,
  stateByGstCode,
  stateByRtoCode,
} from '../src/states';

describe('Indian states and union territories', () => {
  it('has 28 states and 8 UTs', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((state) => state.kind === 'ut')).toHaveLength(8);
  });

  it('has unique codes, names, GST codes and RTO codes', () => {
    const unique = (values: readonly string[]) => new Set(values).size === values.length;
    expect(unique(INDIAN_STATES.map((state) => state.code))).toBe(true);
    expect(unique(INDIAN_STATES.map((state) => state.name))).toBe(true);
    expect(unique(INDIAN_STATES.map((state) => state.gstCode))).toBe(true);
    expect(unique(INDIAN_STATES.flatMap((state) => state.rtoCodes))).toBe(true);
  });

  it('keeps the current RTO code first and formats GST codes as two digits', () => {
    for (const state of INDIAN_STATES) {
      expect(state.rtoCodes[0]).toBe(state.code);
      expect(state.gstCode).toMatch(/^\d{2}$/);
    }
  });

  it('maps Karnataka to 29/KA', () => {
    expect(stateByCode('KA')).toMatchObject({ name: 'Karnataka', gstCode: '29', kind: 'state' });
    expect(stateByGstCode('29')?.code).toBe('KA');
  });

  it('uses 37 for Andhra Pradesh, not the pre-bifurcation 28', () => {
    expect(stateByCode('AP').gstCode).toBe('37');
    expect(stateByGstCode('28')).toBeUndefined();
  });

  it('maps Ladakh to 38/LA', () => {
    expect(stateByGstCode('38')).toMatchObject({ code: 'LA', name: 'Ladakh', kind: 'ut' });
    expect(stateByRtoCode('LA')?.gstCode).toBe('38');
  });

  it('accepts current and legacy RTO codes', () => {
    expect(stateByRtoCode('TG')?.name).toBe('Telangana');
    expect(stateByRtoCode('TS')?.name).toBe('Telangana');
    expect(stateByRtoCode('OR')?.code).toBe('OD');
    expect(stateByRtoCode('UA')?.code).toBe('UK');
    expect(stateByRtoCode('DN')?.code).toBe('DD');
    expect(stateByRtoCode('ka')?.code).toBe('KA');
    expect(stateByRtoCode('XX')).toBeUndefined();
  });

  it('maps 26 to the merged Dadra and Nagar Haveli and Daman and Diu', () => {
    expect(stateByGstCode('26')).toMatchObject({
      code: 'DD',
      name: 'Dadra and Nagar Haveli and Daman and Diu',
      kind: 'ut',
    });
    expect(stateByGstCode('25')).toBeUndefined();
  });

  it('validates state codes, not legacy ones', () => {
    expect(StateCodeSchema.safeParse('TG').success).toBe(true);
    expect(StateCodeSchema.safeParse('TS').success).toBe(false);
    expect(StateCodeSchema.options).toHaveLength(36);
  });

  it('knows the extra GST codes that are not states', () => {
    expect(EXTRA_GST_CODES).toEqual([
      { gstCode: '97', name: 'Other Territory' },
      { gstCode: '99', name: 'Centre Jurisdiction' },
    ]);
    expect(stateByGstCode('97')).toBeUndefined();
    expect(isGstStateCode('97')).toBe(true);
    expect(isGstStateCode('99')).toBe(true);
    expect(isGstStateCode('38')).toBe(true);
    expect(isGstStateCode('98')).toBe(false);
    expect(isGstStateCode('00')).toBe(false);
  });
});
