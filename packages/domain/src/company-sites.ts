import { z } from 'zod';
import type { GeofenceInput } from './geofences';

/**
 * A client company's site: where its office stands, so the operator need not draw a geofence
 * round a place Raahi already knows. Sites are in India: its extent, islands included (Indira
 * Point 6.75° N to the Karakoram 37.1° N, Sir Creek 68.1° E to Arunachal 97.4° E), with a
 * little room at the edges.
 */
export const INDIA_BOUNDS = { south: 6.5, north: 37.5, west: 68, east: 97.5 } as const;

const outside = 'This is outside India';
const SiteLatitudeSchema = z
  .number()
  .min(INDIA_BOUNDS.south, outside)
  .max(INDIA_BOUNDS.north, outside);
const SiteLongitudeSchema = z
  .number()
  .min(INDIA_BOUNDS.west, outside)
  .max(INDIA_BOUNDS.east, outside);

export const CompanySiteSchema = z.object({
  latitude: SiteLatitudeSchema,
  longitude: SiteLongitudeSchema,
});
export type CompanySite = z.infer<typeof CompanySiteSchema>;

/** Setting a company's site: both coordinates, or neither to clear it. */
export const CompanySiteInputSchema = z
  .object({
    latitude: SiteLatitudeSchema.nullable(),
    longitude: SiteLongitudeSchema.nullable(),
  })
  .refine((site) => (site.latitude === null) === (site.longitude === null), {
    path: ['longitude'],
    message: 'Give both the latitude and the longitude, or neither',
  });
export type CompanySiteInput = z.infer<typeof CompanySiteInputSchema>;

/** The site as the API answers it: null until it is set. */
export function siteOf(input: CompanySiteInput): CompanySite | null {
  return input.latitude === null || input.longitude === null
    ? null
    : { latitude: input.latitude, longitude: input.longitude };
}

/** A company a caller may make a geofence from; a site of null is yet to be placed. */
export const CompanySiteOptionSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  site: CompanySiteSchema.nullable(),
});
export type CompanySiteOption = z.infer<typeof CompanySiteOptionSchema>;
export const CompanySiteListSchema = z.object({ companies: z.array(CompanySiteOptionSchema) });

/** An office block with its gate and car park; the form lets the person change it. */
export const COMPANY_SITE_RADIUS_M = 200;

/** The geofence a company's site makes: an office circle at the site, named after the company. */
export function geofenceFromSite(
  company: { name: string; site: CompanySite },
  radiusM: number = COMPANY_SITE_RADIUS_M,
): GeofenceInput {
  return {
    name: company.name.slice(0, 80),
    category: 'office',
    shape: { type: 'circle', center: company.site, radiusM },
    notify: false,
  };
}
