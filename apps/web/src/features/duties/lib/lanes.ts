import type { ScheduleItem } from '@raahi/domain/duties';
import type { ScheduleLane } from '@raahi/domain/duty-constants';
import { formatVehicleNumber } from '@raahi/domain/formats';
import { DAY_MS, HOUR_MS } from './ist';

export const UNASSIGNED = 'unassigned';

export interface Lane {
  /** The vendor, driver or vehicle id, or UNASSIGNED. */
  key: string;
  label: string;
  /** A second line: the driver's Raahi ID, the vehicle's category. */
  detail: string | null;
  items: ScheduleItem[];
}

function laneOf(item: ScheduleItem, kind: ScheduleLane): Omit<Lane, 'items'> | null {
  if (kind === 'vendor')
    return item.vendor ? { key: item.vendor.id, label: item.vendor.name, detail: null } : null;
  if (kind === 'driver')
    return item.driver
      ? { key: item.driver.id, label: item.driver.name, detail: item.driver.regId }
      : null;
  return item.vehicle
    ? {
        key: item.vehicle.id,
        label: formatVehicleNumber(item.vehicle.vehicleNumber),
        detail: item.vehicle.category,
      }
    : null;
}

/** How many named lanes (vendors, drivers or vehicles) these duties fall into. */
export function laneCount(items: readonly ScheduleItem[], kind: ScheduleLane): number {
  return new Set(items.map((item) => laneOf(item, kind)?.key).filter(Boolean)).size;
}

/**
 * The duties in lanes by vendor, driver or vehicle, named lanes in alphabetical order and the
 * duties without one (no vendor, driver or vehicle yet) in a last lane keyed UNASSIGNED. Each
 * lane's duties are in order of their start.
 */
export function groupIntoLanes(
  items: readonly ScheduleItem[],
  kind: ScheduleLane,
  unassignedLabel: string,
): Lane[] {
  const lanes = new Map<string, Lane>();
  const unassigned: ScheduleItem[] = [];
  for (const item of items) {
    const lane = laneOf(item, kind);
    if (!lane) {
      unassigned.push(item);
      continue;
    }
    const existing = lanes.get(lane.key);
    if (existing) existing.items.push(item);
    else lanes.set(lane.key, { ...lane, items: [item] });
  }
  const byStart = (a: ScheduleItem, b: ScheduleItem) =>
    Date.parse(a.scheduledStart) - Date.parse(b.scheduledStart) || a.regId.localeCompare(b.regId);
  const sorted = [...lanes.values()].sort((a, b) => a.label.localeCompare(b.label));
  if (unassigned.length > 0)
    sorted.push({ key: UNASSIGNED, label: unassignedLabel, detail: null, items: unassigned });
  for (const lane of sorted) lane.items.sort(byStart);
  return sorted;
}

export interface Placement {
  /** Percent of the window from its left edge. */
  left: number;
  /** Percent of the window. */
  width: number;
  /** The duty began before the window, or runs past its end. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** Where a duty sits across a window [start, end) (epoch ms), clipped to it; null outside. */
export function placeBlock(
  duty: Pick<ScheduleItem, 'scheduledStart' | 'scheduledEnd'>,
  windowStart: number,
  windowEnd: number,
): Placement | null {
  const start = Date.parse(duty.scheduledStart);
  const end = Date.parse(duty.scheduledEnd);
  if (!(end > windowStart && start < windowEnd)) return null;
  const span = windowEnd - windowStart;
  const from = Math.max(start, windowStart);
  const to = Math.min(end, windowEnd);
  return {
    left: ((from - windowStart) / span) * 100,
    width: ((to - from) / span) * 100,
    clippedStart: start < windowStart,
    clippedEnd: end > windowEnd,
  };
}

/**
 * Stacks a lane's duties in rows so none covers another: each goes into the first row whose
 * last duty has ended. A block is drawn at least `minSpanMs` wide, so it takes that much room,
 * and one that would then run past `windowEnd` is drawn ending there instead (as LaneSchedule
 * draws it). Returns each duty's row (by id) and how many rows the lane needs.
 */
export function packRows(
  items: readonly Pick<ScheduleItem, 'id' | 'scheduledStart' | 'scheduledEnd'>[],
  minSpanMs = 0,
  windowEnd = Infinity,
): { rows: Map<string, number>; count: number } {
  const drawn = items
    .map((item) => {
      const from = Math.min(Date.parse(item.scheduledStart), windowEnd - minSpanMs);
      return { id: item.id, from, to: Math.max(Date.parse(item.scheduledEnd), from + minSpanMs) };
    })
    .sort((a, b) => a.from - b.from);
  const rowEnds: number[] = [];
  const rows = new Map<string, number>();
  for (const { id, from, to } of drawn) {
    let row = rowEnds.findIndex((rowEnd) => rowEnd <= from);
    if (row === -1) {
      row = rowEnds.length;
      rowEnds.push(to);
    } else rowEnds[row] = to;
    rows.set(id, row);
  }
  return { rows, count: Math.max(1, rowEnds.length) };
}

/**
 * Where a day or week view first scrolls to, as a fraction of the window: now, when the window
 * holds it; else the earliest duty in it; else the working day's start (06:00) in a day view.
 */
export function scrollFocus(
  items: Pick<ScheduleItem, 'scheduledStart'>[],
  windowStart: number,
  windowEnd: number,
  now: number,
): number {
  const span = windowEnd - windowStart;
  if (now >= windowStart && now < windowEnd) return (now - windowStart) / span;
  const starts = items.map((item) => Date.parse(item.scheduledStart));
  const earliest = Math.min(...starts.filter((start) => start >= windowStart && start < windowEnd));
  if (Number.isFinite(earliest)) return (earliest - windowStart) / span;
  return span <= DAY_MS ? (6 * HOUR_MS) / span : 0;
}
