import { describe, expect, it } from 'vitest';
import {
  COMPANY_SITE_RADIUS_M,
  CompanySiteInputSchema,
  geofenceFromSite,
  siteOf,
} from '../src/company-sites';
import { GeofenceInputSchema } from '../src/geofences';

const issues = (input: unknown) =>
  CompanySiteInputSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('a company site', () => {
  it('takes a place in India, islands and borders included', () => {
    for (const site of [
      { latitude: 12.9279, longitude: 77.681 }, // Bengaluru
      { latitude: 6.75, longitude: 93.84 }, // Indira Point, Great Nicobar
      { latitude: 34.15, longitude: 77.58 }, // Leh
      { latitude: 23.7, longitude: 68.2 }, // Sir Creek
      { latitude: 27.9, longitude: 97.1 }, // eastern Arunachal
    ])
      expect(CompanySiteInputSchema.safeParse(site).success).toBe(true);
  });

  it('refuses a place outside India, saying so on the coordinate', () => {
    expect(issues({ latitude: 51.5, longitude: -0.12 })).toEqual([
      ['latitude', 'This is outside India'],
      ['longitude', 'This is outside India'],
    ]);
    // Swapped coordinates are the usual slip: 77° N is not in India.
    expect(issues({ latitude: 77.6, longitude: 12.9 })).toHaveLength(2);
    expect(issues({ latitude: 0, longitude: 0 })).toHaveLength(2);
  });

  it('takes both coordinates or neither', () => {
    expect(CompanySiteInputSchema.safeParse({ latitude: null, longitude: null }).success).toBe(
      true,
    );
    for (const half of [
      { latitude: 12.9, longitude: null },
      { latitude: null, longitude: 77.6 },
    ])
      expect(issues(half)).toEqual([
        ['longitude', 'Give both the latitude and the longitude, or neither'],
      ]);
    expect(CompanySiteInputSchema.safeParse({ latitude: '12.9', longitude: 77.6 }).success).toBe(
      false,
    );
  });

  it('is a site only with both coordinates', () => {
    expect(siteOf({ latitude: null, longitude: null })).toBeNull();
    expect(siteOf({ latitude: 12.9, longitude: 77.6 })).toEqual({
      latitude: 12.9,
      longitude: 77.6,
    });
  });

  it('makes an office geofence named after the company, 200 m round its site unless told', () => {
    const site = { latitude: 12.9279, longitude: 77.681 };
    const made = geofenceFromSite({ name: 'Nimbus Technologies', site });
    expect(made).toEqual({
      name: 'Nimbus Technologies',
      category: 'office',
      shape: { type: 'circle', center: site, radiusM: COMPANY_SITE_RADIUS_M },
      notify: false,
    });
    expect(COMPANY_SITE_RADIUS_M).toBe(200);
    expect(GeofenceInputSchema.safeParse(made).success).toBe(true);
    // A company's name may be up to 120 characters; a geofence's, 80.
    const long = geofenceFromSite({ name: 'N'.repeat(120), site }, 500);
    expect(long.name).toHaveLength(80);
    expect(long.shape).toMatchObject({ radiusM: 500 });
    expect(GeofenceInputSchema.safeParse(long).success).toBe(true);
  });
});
