import type { LiveVehicle } from '@raahi/domain/live-location';
import { describe, expect, it } from 'vitest';
import { clusterVehicles } from './clusters';
import { mergePositions } from './merge-positions';
import { countStates, filterVehicles, vendorsOf, withStates } from './vehicle-view';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();

function vehicle(id: string, overrides: Partial<LiveVehicle> = {}): LiveVehicle {
  return {
    vehicleId: `00000000-0000-4000-8000-00000000000${id}`,
    vehicleNumber: `KA01AB000${id}`,
    category: 'Sedan',
    vendorId: '00000000-0000-4000-8000-0000000000aa',
    vendorName: 'Shree Travels',
    driverName: null,
    duty: null,
    position: null,
    ...overrides,
  };
}
const position = (v: LiveVehicle, latitude: number, longitude: number, secondsAgo = 10) => ({
  vehicleId: v.vehicleId,
  latitude,
  longitude,
  speedKmph: 20,
  course: 0,
  fixTime: at(secondsAgo),
  battery: 80,
  charging: false,
});

describe('the live map’s vehicles', () => {
  const onDuty = vehicle('1', {
    driverName: 'Ravi Kumar',
    duty: { id: '00000000-0000-4000-8000-0000000000d1', regId: 'DUT-0042' },
  });
  const free = vehicle('2', { vendorName: 'Capital Cabs' });
  onDuty.position = position(onDuty, 12.97, 77.59);
  free.position = position(free, 12.98, 77.6, 600);
  const never = vehicle('3');
  const shown = withStates([onDuty, free, never], NOW);

  it('are coloured by state and counted', () => {
    expect(shown.map((v) => v.state)).toEqual(['on-duty', 'stale', 'offline']);
    expect(countStates(shown)).toEqual({ 'on-duty': 1, free: 0, stale: 1, offline: 1 });
  });

  it('are found by number, driver, vendor or duty, in any case, and by state', () => {
    const numbers = (search: string, state: '' | 'stale' = '') =>
      filterVehicles(shown, { search, state }).map((v) => v.vehicleNumber);
    expect(numbers('ravi')).toEqual(['KA01AB0001']);
    expect(numbers('dut-0042')).toEqual(['KA01AB0001']);
    expect(numbers('capital')).toEqual(['KA01AB0002']);
    expect(numbers('', 'stale')).toEqual(['KA01AB0002']);
    expect(numbers('ka01')).toHaveLength(3);
  });

  it('are narrowed to one vendor, and to those with or without a duty', () => {
    const capital = free.vendorId.replace('aa', 'bb');
    const mixed = withStates([onDuty, { ...free, vendorId: capital }, never], NOW);
    const numbers = (vendorId: string, duty: '' | 'with' | 'without') =>
      filterVehicles(mixed, { search: '', state: '', vendorId, duty }).map((v) => v.vehicleNumber);
    expect(vendorsOf(mixed)).toEqual([
      { id: capital, name: 'Capital Cabs' },
      { id: onDuty.vendorId, name: 'Shree Travels' },
    ]);
    expect(numbers(capital, '')).toEqual(['KA01AB0002']);
    expect(numbers(onDuty.vendorId, '')).toEqual(['KA01AB0001', 'KA01AB0003']);
    expect(numbers('', 'with')).toEqual(['KA01AB0001']);
    expect(numbers('', 'without')).toEqual(['KA01AB0002', 'KA01AB0003']);
    expect(numbers(onDuty.vendorId, 'without')).toEqual(['KA01AB0003']);
  });

  it('move with the positions the server sends, and tell of vehicles not listed', () => {
    const moved = mergePositions([onDuty, free], [position(onDuty, 13, 77.7, 1)]);
    expect(moved.vehicles[0]!.position!.latitude).toBe(13);
    expect(moved.vehicles[1]).toBe(free);
    expect(moved.unknown).toBe(false);
    expect(mergePositions([onDuty], [position(never, 1, 1)]).unknown).toBe(true);
  });

  it('crowd into a cluster when zoomed out and stand apart when zoomed in', () => {
    const india: [number, number, number, number] = [68, 6, 98, 36];
    const far = clusterVehicles(shown, india, 4);
    expect(far).toEqual([expect.objectContaining({ kind: 'cluster', count: 2 })]);
    const near = clusterVehicles(shown, [77.5, 12.9, 77.7, 13.1], 16);
    expect(near.map((item) => item.kind)).toEqual(['vehicle', 'vehicle']);
  });

  it('never hides the followed vehicle in a cluster', () => {
    const india: [number, number, number, number] = [68, 6, 98, 36];
    const followed = shown[0]!.vehicleId;
    const items = clusterVehicles(shown, india, 4, followed);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'vehicle', latitude: expect.any(Number) }),
      expect.objectContaining({ kind: 'vehicle' }),
    ]);
    expect(items.at(-1)).toMatchObject({ kind: 'vehicle', vehicle: { vehicleId: followed } });
  });
});
