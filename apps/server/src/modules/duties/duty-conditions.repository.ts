import { MAX_DUTY_DAYS, type ScheduleQuery } from '@raahi/domain/duties';
import { DUTY_STATUSES } from '@raahi/domain/duty-constants';
import { eq, gt, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { writtenOutOf } from '../../db/prepared.js';
import { duties } from '../../db/schema/index.js';
import type { DutyScope } from './duty-scope.js';

/**
 * How a condition takes a value: inline (the default), or as a named placeholder whose value is
 * kept for each execution (`placeholders()`), so that a statement can be built once per shape.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const inline: Bind = (_name, value) => value;

/** A Bind that keeps each value by name; which names were bound is the statement's shape. */
export function placeholders() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

export function scopeCondition(scope: DutyScope, bind = inline): SQL | undefined {
  if (scope.kind === 'vendor') return eq(duties.vendorId, bind('scopeVendorId', scope.vendorId));
  if (scope.kind === 'driver')
    return scope.driverId ? eq(duties.driverId, bind('scopeDriverId', scope.driverId)) : sql`false`;
  return undefined;
}

export const MAX_DUTY_MS = MAX_DUTY_DAYS * 24 * 3_600_000;

export type Filters = Omit<ScheduleQuery, 'from' | 'to' | 'lanes' | 'lanePage'> & {
  from?: string;
  to?: string;
};

/**
 * Duties overlapping [from, to). A duty lasts at most MAX_DUTY_DAYS (a check constraint holds the
 * table to it), so one that ends after `from` started after `from - MAX_DUTY_DAYS`: saying so lets
 * the (…, scheduled_start) indexes scan only that range instead of everything before `to`.
 */
export function windowConditions(
  from: Date | undefined,
  to: Date | undefined,
  bind = inline,
): SQL[] {
  const where: SQL[] = [];
  if (from) {
    where.push(gt(duties.scheduledEnd, bind('from', from)));
    where.push(gt(duties.scheduledStart, bind('earliest', new Date(from.getTime() - MAX_DUTY_MS))));
  }
  if (to) where.push(lt(duties.scheduledStart, bind('to', to)));
  return where;
}

/** The list and schedule filters: statuses, who and what (the window apart). */
export function otherConditions(
  scope: DutyScope,
  query: Filters,
  bind = inline,
): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [scopeCondition(scope, bind)];
  if (query.status) where.push(eq(duties.status, writtenOutOf(DUTY_STATUSES, query.status)));
  if (query.vendorId) where.push(eq(duties.vendorId, bind('vendorId', query.vendorId)));
  if (query.driverId) where.push(eq(duties.driverId, bind('driverId', query.driverId)));
  if (query.vehicleId) where.push(eq(duties.vehicleId, bind('vehicleId', query.vehicleId)));
  if (query.companyId) where.push(eq(duties.companyId, bind('companyId', query.companyId)));
  if (query.serviceType) where.push(eq(duties.serviceType, bind('serviceType', query.serviceType)));
  return where;
}

/** The list filters: a window the duty overlaps, statuses, who and what. */
export function filterConditions(scope: DutyScope, query: Filters): (SQL | undefined)[] {
  return [
    ...windowConditions(
      query.from ? new Date(query.from) : undefined,
      query.to ? new Date(query.to) : undefined,
    ),
    ...otherConditions(scope, query),
  ];
}
