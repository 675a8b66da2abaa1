import { INDIAN_STATES } from '@raahi/domain/states';

const STATE_NAMES = new Map<string, string>(INDIAN_STATES.map((s) => [s.code, s.name]));

/** 'Karnataka' for 'KA'; an unknown code as it is. */
export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

/** One line per state: 'Karnataka: Bengaluru, Mysuru', or just the state without cities. */
export function operationalAreaText(area: readonly { state: string; cities: readonly string[] }[]) {
  return area
    .map(({ state, cities }) =>
      cities.length > 0 ? `${stateName(state)}: ${cities.join(', ')}` : stateName(state),
    )
    .join('\n');
}

/** The vendor's own page. */
export function vendorPath(vendorId: string): string {
  return `/vendors/${encodeURIComponent(vendorId)}`;
}
