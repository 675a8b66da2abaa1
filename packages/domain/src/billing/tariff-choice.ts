import type { ServiceType, VehicleCategory } from '../lists';
import type { TariffSide, TariffVersion } from './tariff-schema';

/** What picks a tariff for a duty: whose rates, which service, which car, on which India date. */
export interface TariffKey {
  side: TariffSide;
  /** The client company (sale) or the vendor (purchase). */
  partyId: string;
  serviceType: ServiceType;
  vehicleCategory: VehicleCategory;
  /** The duty's India date (its garage-out), 'YYYY-MM-DD'. */
  date: string;
}

type Versioned = Pick<
  TariffVersion,
  'side' | 'partyId' | 'serviceType' | 'vehicleCategory' | 'effectiveFrom'
>;

/**
 * The version in force on the duty's date: the party's own tariff when it has one in force,
 * else the default for all (partyId null); of those, the latest that took effect on or before
 * the date. A party's own tariff that starts later does not hide the default before it starts.
 * Null when nothing applies: the duty cannot be priced until a tariff is set.
 */
export function chooseTariff<T extends Versioned>(
  versions: readonly T[],
  key: TariffKey,
): T | null {
  let own: T | null = null;
  let fallback: T | null = null;
  for (const version of versions) {
    if (
      version.side !== key.side ||
      version.serviceType !== key.serviceType ||
      version.vehicleCategory !== key.vehicleCategory ||
      version.effectiveFrom > key.date
    )
      continue;
    if (version.partyId === key.partyId) {
      if (!own || version.effectiveFrom > own.effectiveFrom) own = version;
    } else if (version.partyId === null) {
      if (!fallback || version.effectiveFrom > fallback.effectiveFrom) fallback = version;
    }
  }
  return own ?? fallback;
}
