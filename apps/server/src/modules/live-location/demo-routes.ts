/**
 * Loops through Bengaluru and Delhi that the demo's vehicles drive (latitude, longitude):
 * roads operators of employee transport know, so the map looks like a working day.
 */
export const DEMO_LOOPS = {
  bengaluru: [
    [12.9352, 77.6245], // Koramangala
    [12.9569, 77.6413], // Domlur
    [12.9719, 77.6412], // Indiranagar
    [12.9757, 77.6066], // MG Road
    [12.9784, 77.572], // Majestic
    [12.9592, 77.5748], // Lalbagh
    [12.9166, 77.6101], // BTM Layout
    [12.9121, 77.6446], // HSR Layout
    [12.9279, 77.6271], // back towards Koramangala
  ],
  delhi: [
    [28.6315, 77.2167], // Connaught Place
    [28.6129, 77.2295], // India Gate
    [28.5672, 77.21], // AIIMS
    [28.5245, 77.2066], // Saket
    [28.5494, 77.2519], // Nehru Place
    [28.5839, 77.2503], // Lajpat Nagar
    [28.6139, 77.209], // Rajpath
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

export type DemoLoop = readonly (readonly [number, number])[];

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMetres(a: readonly [number, number], b: readonly [number, number]) {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Bearing from a to b in degrees clockwise from north. */
function bearing(a: readonly [number, number], b: readonly [number, number]) {
  const y = Math.sin(rad(b[1] - a[1])) * Math.cos(rad(b[0]));
  const x =
    Math.cos(rad(a[0])) * Math.sin(rad(b[0])) -
    Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(rad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Where a vehicle is after driving `metres` round a closed loop, and where it heads. */
export function pointAlong(loop: DemoLoop, metres: number) {
  const legs = loop.map((from, i) => [from, loop[(i + 1) % loop.length]!] as const);
  const total = legs.reduce((sum, [a, b]) => sum + distanceMetres(a, b), 0);
  let left = ((metres % total) + total) % total;
  for (const [a, b] of legs) {
    const length = distanceMetres(a, b);
    if (left <= length) {
      const f = length === 0 ? 0 : left / length;
      return {
        latitude: a[0] + (b[0] - a[0]) * f,
        longitude: a[1] + (b[1] - a[1]) * f,
        course: Math.round(bearing(a, b)),
      };
    }
    left -= length;
  }
  const [first] = loop;
  return { latitude: first![0], longitude: first![1], course: 0 };
}
