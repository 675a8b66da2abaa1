import { z } from 'zod';

export const STATE_KINDS = ['state', 'ut'] as const;
export const StateKindSchema = z.enum(STATE_KINDS);
export type StateKind = z.infer<typeof StateKindSchema>;

// 28 states and 8 union territories as of 26 Jan 2020. `rtoCodes` lists the current plate code
// first, then legacy codes still seen on older plates (TS, OR, UA, DN).
export const INDIAN_STATES = [
  { code: 'AP', name: 'Andhra Pradesh', kind: 'state', gstCode: '37', rtoCodes: ['AP'] },
  { code: 'AR', name: 'Arunachal Pradesh', kind: 'state', gstCode: '12', rtoCodes: ['AR'] },
  { code: 'AS', name: 'Assam', kind: 'state', gstCode: '18', rtoCodes: ['AS'] },
  { code: 'BR', name: 'Bihar', kind: 'state', gstCode: '10', rtoCodes: ['BR'] },
  { code: 'CG', name: 'Chhattisgarh', kind: 'state', gstCode: '22', rtoCodes: ['CG'] },
  { code: 'GA', name: 'Goa', kind: 'state', gstCode: '30', rtoCodes: ['GA'] },
  { code: 'GJ', name: 'Gujarat', kind: 'state', gstCode: '24', rtoCodes: ['GJ'] },
  { code: 'HR', name: 'Haryana', kind: 'state', gstCode: '06', rtoCodes: ['HR'] },
  { code: 'HP', name: 'Himachal Pradesh', kind: 'state', gstCode: '02', rtoCodes: ['HP'] },
  { code: 'JH', name: 'Jharkhand', kind: 'state', gstCode: '20', rtoCodes: ['JH'] },
  { code: 'KA', name: 'Karnataka', kind: 'state', gstCode: '29', rtoCodes: ['KA'] },
  { code: 'KL', name: 'Kerala', kind: 'state', gstCode: '32', rtoCodes: ['KL'] },
  { code: 'MP', name: 'Madhya Pradesh', kind: 'state', gstCode: '23', rtoCodes: ['MP'] },
  { code: 'MH', name: 'Maharashtra', kind: 'state', gstCode: '27', rtoCodes: ['MH'] },
  { code: 'MN', name: 'Manipur', kind: 'state', gstCode: '14', rtoCodes: ['MN'] },
  { code: 'ML', name: 'Meghalaya', kind: 'state', gstCode: '17', rtoCodes: ['ML'] },
  { code: 'MZ', name: 'Mizoram', kind: 'state', gstCode: '15', rtoCodes: ['MZ'] },
  { code: 'NL', name: 'Nagaland', kind: 'state', gstCode: '13', rtoCodes: ['NL'] },
  { code: 'OD', name: 'Odisha', kind: 'state', gstCode: '21', rtoCodes: ['OD', 'OR'] },
  { code: 'PB', name: 'Punjab', kind: 'state', gstCode: '03', rtoCodes: ['PB'] },
  { code: 'RJ', name: 'Rajasthan', kind: 'state', gstCode: '08', rtoCodes: ['RJ'] },
  { code: 'SK', name: 'Sikkim', kind: 'state', gstCode: '11', rtoCodes: ['SK'] },
  { code: 'TN', name: 'Tamil Nadu', kind: 'state', gstCode: '33', rtoCodes: ['TN'] },
  { code: 'TG', name: 'Telangana', kind: 'state', gstCode: '36', rtoCodes: ['TG', 'TS'] },
  { code: 'TR', name: 'Tripura', kind: 'state', gstCode: '16', rtoCodes: ['TR'] },
  { code: 'UP', name: 'Uttar Pradesh', kind: 'state', gstCode: '09', rtoCodes: ['UP'] },
  { code: 'UK', name: 'Uttarakhand', kind: 'state', gstCode: '05', rtoCodes: ['UK', 'UA'] },
  { code: 'WB', name: 'West Bengal', kind: 'state', gstCode: '19', rtoCodes: ['WB'] },
  { code: 'AN', name: 'Andaman and Nicobar Islands', kind: 'ut', gstCode: '35', rtoCodes: ['AN'] },
  { code: 'CH', name: 'Chandigarh', kind: 'ut', gstCode: '04', rtoCodes: ['CH'] },
  {
    code: 'DD',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'ut',
    gstCode: '26',
    rtoCodes: ['DD', 'DN'],
  },
  { code: 'DL', name: 'Delhi', kind: 'ut', gstCode: '07', rtoCodes: ['DL'] },
  { code: 'JK', name: 'Jammu and Kashmir', kind: 'ut', gstCode: '01', rtoCodes: ['JK'] },
  { code: 'LA', name: 'Ladakh', kind: 'ut', gstCode: '38', rtoCodes: ['LA'] },
  { code: 'LD', name: 'Lakshadweep', kind: 'ut', gstCode: '31', rtoCodes: ['LD'] },
  { code: 'PY', name: 'Puducherry', kind: 'ut', gstCode: '34', rtoCodes: ['PY'] },
] as const satisfies readonly {
  code: string;
  name: string;
  kind: StateKind;
  gstCode: string;
  rtoCodes: readonly [string, ...string[]];
}[];

export const StateCodeSchema = z.enum(INDIAN_STATES.map((state) => state.code));
export type StateCode = z.infer<typeof StateCodeSchema>;

export interface IndianState {
  readonly code: StateCode;
  readonly name: string;
  readonly kind: StateKind;
  readonly gstCode: string;
  readonly rtoCodes: readonly string[];
}

// Valid as the first two digits of a GSTIN, yet not a state or UT.
export const EXTRA_GST_CODES = [
  { gstCode: '97', name: 'Other Territory' },
  { gstCode: '99', name: 'Centre Jurisdiction' },
] as const;

const states: readonly IndianState[] = INDIAN_STATES;
const byCode = new Map(states.map((state) => [state.code, state]));
const byGstCode = new Map(states.map((state) => [state.gstCode, state]));
const byRtoCode = new Map(
  states.flatMap((state) => state.rtoCodes.map((rto) => [rto, state] as const)),
);

export function stateByCode(code: StateCode): IndianState {
  const state = byCode.get(code);
  if (!state) throw new Error(`Unknown state code: ${code}`);
  return state;
}

export function stateByGstCode(gstCode: string): IndianState | undefined {
  return byGstCode.get(gstCode);
}

// Plates issued before a code change keep the legacy code (TS, OR, UA, DN), so those still resolve.
export function stateByRtoCode(rtoCode: string): IndianState | undefined {
  return byRtoCode.get(rtoCode.trim().toUpperCase());
}

export function isGstStateCode(gstCode: string): boolean {
  return byGstCode.has(gstCode) || EXTRA_GST_CODES.some((extra) => extra.gstCode === gstCode);
}
