import { sql, type Column, type SQL } from 'drizzle-orm';
import { companies, documents, renewals, vendors } from './schema/index.js';

/**
 * A column of the outer query, spelled with its table: drizzle writes selected columns bare,
 * which inside a subquery would name the subquery's own column.
 */
export const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/**
 * Subqueries that bring a record's related rows into the same statement, so a detail page is
 * one round trip to PostgreSQL instead of one per related list.
 */

export interface DocumentView {
  slot: string;
  contentType: string;
  size: number;
  hasThumbnail: boolean;
  uploadedAt: string;
}

/** The owner's documents as `toDocument` shapes them (uploadedAt in ISO, to the millisecond). */
export function documentsOf(
  ownerType: 'driver' | 'vehicle' | 'driver-renewal' | 'vehicle-renewal',
  ownerId: SQL,
): SQL<DocumentView[]> {
  return sql<DocumentView[]>`coalesce((
    select json_agg(json_build_object(
      'slot', d.slot,
      'contentType', d.content_type,
      'size', d.size,
      'hasThumbnail', d.thumbnail_key is not null,
      'uploadedAt', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by d.slot)
    from ${documents} d where d.owner_type = ${ownerType} and d.owner_id = ${ownerId}), '[]'::json)`;
}

export interface RenewalView {
  id: string;
  paper: string;
  validTill: string | null;
  number: string | null;
  status: 'Pending' | 'Rejected';
  rejectionReason: string | null;
  submittedAt: string;
}

/**
 * The record's latest renewal of each paper, unless it was approved: the one waiting for
 * review, or the refused one (with its reason) until the paper is renewed again.
 */
export function renewalsOf(ownerType: 'driver' | 'vehicle', ownerId: SQL): SQL<RenewalView[]> {
  return sql<RenewalView[]>`coalesce((
    select json_agg(json_build_object(
      'id', r.id,
      'paper', r.paper,
      'validTill', r.valid_till,
      'number', r.number,
      'status', r.status,
      'rejectionReason', r.rejection_reason,
      'submittedAt', to_char(r.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by r.paper)
    from (
      select distinct on (l.paper) l.* from ${renewals} l
      where l.owner_type = ${ownerType} and l.owner_id = ${ownerId}
      order by l.paper, l.submitted_at desc) r
    where r.status <> 'Approved'), '[]'::json)`;
}

/**
 * "A renewal of this record waits for review", for a list's filter. Its constants are written
 * out, so PostgreSQL plans it once and reads it from the pending renewals' partial index.
 */
export function hasPendingRenewal(ownerType: 'driver' | 'vehicle', ownerId: SQL | Column): SQL {
  return sql`exists (select 1 from ${renewals} p where p.owner_type = ${sql.raw(`'${ownerType}'`)}
    and p.owner_id = ${ownerId} and p.status = 'Pending')`;
}

/** Id and name of each vendor or company in an id array, in the array's order. */
export function namesOf(
  table: typeof vendors | typeof companies,
  ids: SQL,
): SQL<{ id: string; name: string }[]> {
  return sql<{ id: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', n.id, 'name', n.name) order by array_position(${ids}, n.id))
    from ${table} n where n.id = any(${ids})), '[]'::json)`;
}
