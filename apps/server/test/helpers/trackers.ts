import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** A duty's pickup moved to a point on the map (bookings here give addresses only). */
export async function placePickup(
  t: TestApp,
  dutyId: string,
  pickup: { latitude: number; longitude: number },
) {
  await t.db.$client.query(
    'update duties set pickup_latitude = $2, pickup_longitude = $3 where id = $1',
    [dutyId, pickup.latitude, pickup.longitude],
  );
}

/** A tracker the vendor registers on its vehicle, and what it sends as the Traccar Client does. */
export async function registerTracker(t: TestApp, vendorToken: string, vehicleId: string) {
  const device = await t.request('/api/live-location/devices', {
    method: 'POST',
    token: vendorToken,
    json: { vehicleId, name: 'Dashboard tracker' },
  });
  expect(device.status, device.text).toBe(201);
  const identifier = device.body.identifier as string;
  return {
    /** One position by the OsmAnd query form, at `second` (now by default); 200 expected. */
    send: async (latitude: number, longitude: number, accuracy = 10, second = nowSecond()) => {
      const res = await t.request(
        `/api/positions/osmand?id=${identifier}&timestamp=${second}&lat=${latitude}&lon=${longitude}&accuracy=${accuracy}`,
      );
      expect(res.status, res.text).toBe(200);
    },
  };
}

const nowSecond = () => Math.floor(Date.now() / 1000);
