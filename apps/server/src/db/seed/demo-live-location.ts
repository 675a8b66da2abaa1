import { geofenceFromSite } from '@raahi/domain/company-sites';
import type { GeofenceShape } from '@raahi/domain/geofences';
import type { Transaction } from '../client.js';
import { geofences, vendorTrackingSettings } from '../schema/index.js';
import { COMPANY_SITES, VENDORS } from './demo-fixtures-vendors.js';

/** A rectangle around a point, `halfLat`/`halfLon` degrees each way (the demo's campuses). */
const box = (latitude: number, longitude: number, halfLat: number, halfLon: number) => ({
  type: 'polygon' as const,
  points: [
    { latitude: latitude - halfLat, longitude: longitude - halfLon },
    { latitude: latitude - halfLat, longitude: longitude + halfLon },
    { latitude: latitude + halfLat, longitude: longitude + halfLon },
    { latitude: latitude + halfLat, longitude: longitude - halfLon },
  ],
});

const NIMBUS = 'Nimbus Technologies';

const circle = (latitude: number, longitude: number, radiusM: number): GeofenceShape => ({
  type: 'circle',
  center: { latitude, longitude },
  radiusM,
});

/**
 * The demo's live location settings: geofences, and the first vendor's drivers sharing their
 * phones' positions while on shift (its drivers see Start shift). The geofences: the operator's client offices on the demo vehicles' loops (so a first
 * start writes entering and leaving on the moving duties), Bengaluru's airport (notified), the
 * first vendor's garage in HSR Layout, its own, and Nimbus Technologies' office, made from that
 * company's site as the Geofences tab makes one.
 */
export async function insertDemoLiveLocation(
  tx: Transaction,
  vendorIds: Map<string, string>,
): Promise<void> {
  const garageOwner = vendorIds.get(VENDORS[0]!.key) ?? null;
  await tx.insert(geofences).values([
    {
      name: 'MG Road office',
      category: 'office',
      shape: circle(12.9757, 77.6066, 400),
    },
    {
      name: 'Connaught Place office',
      category: 'office',
      shape: box(28.6315, 77.2167, 0.004, 0.005),
    },
    {
      name: 'Kempegowda International Airport',
      category: 'airport',
      shape: box(13.1989, 77.7068, 0.012, 0.015),
      notify: true,
    },
    {
      name: 'HSR Layout garage',
      category: 'garage',
      shape: circle(12.9121, 77.6446, 250),
      vendorId: garageOwner,
    },
    geofenceFromSite({ name: NIMBUS, site: COMPANY_SITES[NIMBUS]! }),
  ]);
  if (garageOwner)
    await tx.insert(vendorTrackingSettings).values({ vendorId: garageOwner, shareOnShift: true });
}
