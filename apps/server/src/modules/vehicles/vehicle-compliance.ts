import {
  addDays,
  complianceState,
  COMPLIANCE_ITEMS,
  EXPIRING_WITHIN_DAYS,
  overallCompliance,
  todayInIndia,
  type ComplianceItem,
} from '@raahi/domain/compliance';
import type { VehicleRow } from './vehicles.repository.js';

/** The papers' valid-till dates a vehicle's compliance is judged by. */
type Papers = Pick<
  VehicleRow,
  | 'roadTaxValidTill'
  | 'fitnessCertificate'
  | 'permitValidTill'
  | 'insurance'
  | 'emissionCertificate'
>;

function validTillOf(row: Papers) {
  return {
    roadTax: row.roadTaxValidTill,
    fitness: row.fitnessCertificate.validTill,
    permit: row.permitValidTill,
    insurance: row.insurance.validTill,
    emission: row.emissionCertificate.validTill,
  } satisfies Record<ComplianceItem, string | null>;
}

/** The columns that let lists filter and sort by compliance without computing it per row. */
export function complianceColumns(row: Papers) {
  const dates = Object.values(validTillOf(row));
  const present = dates.filter((d): d is string => d !== null).sort();
  return { nextExpiry: present[0] ?? null, complianceMissing: present.length < dates.length };
}

/** The day compliance is judged against (India's today), worked out once for a whole answer. */
export function complianceDay(today = todayInIndia()) {
  return { today, expiringUntil: addDays(today, EXPIRING_WITHIN_DAYS) };
}

export function complianceOf(row: Papers, day = complianceDay()) {
  const dates = validTillOf(row);
  const items = COMPLIANCE_ITEMS.map((item) => ({
    item,
    validTill: dates[item],
    state: complianceState(dates[item], day.today, day.expiringUntil),
  }));
  return { overall: overallCompliance(items.map((i) => i.state)), items };
}
