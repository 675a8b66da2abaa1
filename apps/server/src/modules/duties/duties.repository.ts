import {
  BOOKED_STATUSES,
  DUTY_STATUSES,
  MAX_DUTY_DAYS,
  type DutyListQuery,
  type DutyStatus,
  type ScheduleLane,
  type ScheduleQuery,
} from '@raahi/domain/duties';
import type { VehicleCategory } from '@raahi/domain/lists';
import {
  and,
  asc,
  type Placeholder,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  is,
  isNull,
  lt,
  ne,
  or,
  sql,
  SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { createListPages, SEARCH_COUNT_AHEAD } from '../../db/list-page.js';
import {
  createArrayStatementCache,
  createPreparedRunner,
  createStatementCache,
  writtenOut,
  writtenOutOf,
} from '../../db/prepared.js';
import { outer } from '../../db/related.js';
import { auditInsert } from '../../core/audit.repository.js';
import type { Actor } from '../../core/auth-context.js';
import { searchWords, wordStartPattern } from './search-words.js';
import {
  companies,
  drivers,
  duties,
  dutyEvents,
  dutySearchWords,
  users,
  vehicles,
  vendors,
} from '../../db/schema/index.js';

/** One history row as the duty's page reads it. */
export interface HistoryView {
  status: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  reason: string | null;
}

export type DutyRow = Omit<typeof duties.$inferSelect, 'searchText'>;
export type NewDuty = typeof duties.$inferInsert;

/** Whose duties a caller sees: all (operators), one vendor's, or one driver's. */
export type DutyScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'driver'; driverId: string | null };

/**
 * How a condition takes a value: inline (the default), or as a named placeholder whose value is
 * kept for each execution (`placeholders()`), so that a statement can be built once per shape.
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

/** A Bind that keeps each value by name; which names were bound is the statement's shape. */
function placeholders() {
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

export function inScope(scope: DutyScope, row: Pick<DutyRow, 'vendorId' | 'driverId'>): boolean {
  if (scope.kind === 'vendor') return row.vendorId === scope.vendorId;
  if (scope.kind === 'driver') return scope.driverId !== null && row.driverId === scope.driverId;
  return true;
}

const SORTS = {
  scheduledStart: [asc(duties.scheduledStart), asc(duties.id)],
  '-scheduledStart': [desc(duties.scheduledStart), desc(duties.id)],
  createdAt: [asc(duties.createdAt), asc(duties.id)],
  '-createdAt': [desc(duties.createdAt), desc(duties.id)],
} satisfies Record<DutyListQuery['sort'], SQL[]>;

/**
 * How many words of the search index each search word may begin for the list to read their
 * duties from the index. A beginning shared by more ("k", "1") is common enough that testing
 * each duty's text in start order finds a page quickly.
 */
const MAX_BEGUN_WORDS = 64;
/**
 * A search word as a condition on the duty: its text contains the word (which the trigram index
 * can narrow) where a word begins (see search-words.ts). Search words hold no LIKE wildcards.
 */
function beginsAWord(word: string, bind: Bind, name: string): SQL {
  return sql`${duties.searchText} like ${bind(`${name}Like`, `%${word}%`)} and ${duties.searchText} ~ ${bind(`${name}Pattern`, wordStartPattern(word))}`;
}

/** Every column but the search text, which only the list's search reads. */
const { searchText: _searchText, ...dutyColumns } = getTableColumns(duties);
const MAX_DUTY_MS = MAX_DUTY_DAYS * 24 * 3_600_000;

/** The names a duty shows, from the company, vendor, driver and vehicle it is joined to. */
const names = {
  companyName: companies.name,
  vendorName: vendors.name,
  driverName: drivers.name,
  driverRegId: drivers.regId,
  vehicleNumber: vehicles.vehicleNumber,
  vehicleCategory: vehicles.category,
};

const withNames = { duty: dutyColumns, ...names };

/** What a day or week draws of a duty (ScheduleItem). */
const scheduleDuty = {
  id: duties.id,
  regId: duties.regId,
  companyId: duties.companyId,
  scheduledStart: duties.scheduledStart,
  scheduledEnd: duties.scheduledEnd,
  vendorId: duties.vendorId,
  driverId: duties.driverId,
  vehicleId: duties.vehicleId,
  status: duties.status,
};
const scheduleColumns = { duty: scheduleDuty, ...names };

/** The values of scheduleColumns, in the order a statement selects them. */
type ScheduleValues = [
  id: string,
  regId: string,
  companyId: string,
  start: string,
  end: string,
  vendorId: string | null,
  driverId: string | null,
  vehicleId: string | null,
  status: string,
  companyName: string,
  vendorName: string | null,
  driverName: string | null,
  driverRegId: string | null,
  vehicleNumber: string | null,
  vehicleCategory: string | null,
];

/** A row of scheduleColumns from its values (see createArrayStatementCache). */
function scheduleRowOf(values: unknown[]): ScheduleRow {
  const [id, regId, companyId, start, end, vendorId, driverId, vehicleId, status, ...named] =
    values as ScheduleValues;
  const [companyName, vendorName, driverName, driverRegId, vehicleNumber, vehicleCategory] = named;
  return {
    duty: {
      id,
      regId,
      companyId,
      scheduledStart: new Date(start),
      scheduledEnd: new Date(end),
      vendorId,
      driverId,
      vehicleId,
      status,
    },
    companyName,
    vendorName,
    driverName,
    driverRegId,
    vehicleNumber,
    vehicleCategory,
  };
}

/** A column of the party this duty column names, or null: a scalar subquery. */
function lookUp<T>(party: PgTable & { id: AnyPgColumn }, column: AnyPgColumn, id: AnyPgColumn) {
  return sql<T>`(select ${column} from ${party} where ${party.id} = ${id})`;
}

/**
 * The same names, each looked up on its own, for a searched list page: PostgreSQL then plans
 * the page over one table and fetches the names for its rows only, after the sort and the limit.
 * A search is planned for each text, and planning the four joins was 2.5 of its 3.8 ms of
 * planning. A page planned once keeps the joins: they cost less to run (8 % more pages/s).
 */
const lookedUpNames = {
  companyName: lookUp<string>(companies, companies.name, duties.companyId),
  vendorName: lookUp<string | null>(vendors, vendors.name, duties.vendorId),
  driverName: lookUp<string | null>(drivers, drivers.name, duties.driverId),
  driverRegId: lookUp<string | null>(drivers, drivers.regId, duties.driverId),
  vehicleNumber: lookUp<string | null>(vehicles, vehicles.vehicleNumber, duties.vehicleId),
  vehicleCategory: lookUp<VehicleCategory | null>(vehicles, vehicles.category, duties.vehicleId),
} satisfies Record<keyof typeof names, SQL>;

/** What a list row shows of a duty (DutyListItem). */
const listDuty = {
  ...scheduleDuty,
  serviceType: duties.serviceType,
  passengerCount: duties.passengerCount,
  vehicleCategory: duties.vehicleCategory,
  pickupAddress: duties.pickupAddress,
  dropAddress: duties.dropAddress,
};

type Filters = Omit<ScheduleQuery, 'from' | 'to' | 'lanes' | 'lanePage'> & {
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
function otherConditions(scope: DutyScope, query: Filters, bind = inline): (SQL | undefined)[] {
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
function filterConditions(scope: DutyScope, query: Filters): (SQL | undefined)[] {
  return [
    ...windowConditions(
      query.from ? new Date(query.from) : undefined,
      query.to ? new Date(query.to) : undefined,
    ),
    ...otherConditions(scope, query),
  ];
}

/**
 * What each kind of lane is: the duty column (and row field) naming it, the order lanes come in
 * and the names its duties show of it (read once per lane, not once per duty).
 */
const LANES = {
  vendor: {
    table: vendors,
    tableName: 'vendors',
    column: duties.vendorId,
    field: 'vendorId',
    order: [asc(vendors.name), asc(vendors.id)],
    names: { vendorName: vendors.name },
  },
  driver: {
    table: drivers,
    tableName: 'drivers',
    column: duties.driverId,
    field: 'driverId',
    order: [asc(drivers.name), asc(drivers.id)],
    names: { driverName: drivers.name, driverRegId: drivers.regId },
  },
  vehicle: {
    table: vehicles,
    tableName: 'vehicles',
    column: duties.vehicleId,
    field: 'vehicleId',
    order: [asc(vehicles.vehicleNumber), asc(vehicles.id)],
    names: { vehicleNumber: vehicles.vehicleNumber, vehicleCategory: vehicles.category },
  },
} as const;

/** A page's lane: its id and the names its duties show of it. */
export interface Lane {
  id: string;
  names: Partial<Record<keyof typeof names, string>>;
}

/** In place of the names a lane gives its duties, in their query. */
const givenByLane = sql<null>`null`;

/** A vendor's lanes are its own: say so, so the walk by name skips everyone else's at once. */
function laneScope(kind: ScheduleLane, scope: DutyScope, bind: Bind): SQL | undefined {
  if (scope.kind !== 'vendor') return undefined;
  const vendorId = bind('scopeVendorId', scope.vendorId);
  if (kind === 'vendor') return eq(vendors.id, vendorId);
  if (kind === 'driver') return sql`${drivers.associatedVendors} @> array[${vendorId}]::uuid[]`;
  return eq(vehicles.vendorId, vendorId);
}

/**
 * A lane query's conditions with placeholders for their values, for statements built once per
 * shape (createStatementCache): the lane kind, the scope and the values bound say the shape.
 */
function laneConditions(scope: DutyScope, query: ScheduleQuery, kind: ScheduleLane) {
  const { bind, values } = placeholders();
  const where = [
    ...windowConditions(new Date(query.from), new Date(query.to), bind),
    ...otherConditions(scope, query, bind),
  ];
  const lane = laneScope(kind, scope, bind);
  // The status is written out (writtenOutOf), so it is part of the shape.
  const shape = [kind, scope.kind, query.status ?? 'any status', ...Object.keys(values)];
  return { where, lane, values, shape: shape.join(',') };
}

/** The duty's [start, end) as a range: what duties_period_idx indexes. */
const period = sql`tstzrange(${duties.scheduledStart}, ${duties.scheduledEnd}, '[)')`;

/**
 * The duties matching `where`, as a subquery PostgreSQL plans apart from the query around it
 * (OFFSET 0 keeps it from being merged in). A page of lanes reads every duty its lanes have in
 * the window, a few hundred found through the lanes' index and then sorted. Merged into a query
 * ordered by start with a limit, the prepared statement's generic plan walked everyone's duties
 * in start order instead, hoping to stop early: 670 ms for the operator's week.
 */
function planApart(db: Database, where: SQL | undefined) {
  // drizzle leaves out an offset of (the number) 0, so it is given as SQL.
  const fence = sql`0` as unknown as number;
  return db.select(dutyColumns).from(duties).where(where).offset(fence).as('duties');
}

/** A duty query joined to the company, vendor, driver and vehicle it names, whatever it selects. */
function withParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(companies, eq(companies.id, duties.companyId))
    .leftJoin(vendors, eq(vendors.id, duties.vendorId))
    .leftJoin(drivers, eq(drivers.id, duties.driverId))
    .leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));
}

/** Duties as a day or week draws them, with the names they show. */
function scheduledFrom(db: Database) {
  return withParties(db.select(scheduleColumns).from(duties).$dynamic());
}

/**
 * A duty's page: the row, the names it shows and its history. From `db`, or from `db.with(…)`
 * whose parts, named after the tables, stand in for them (see insertBooked).
 */
function detailedFrom(source: Pick<Database, 'select'>) {
  return withParties(
    source
      .select({
        ...withNames,
        history: sql<HistoryView[]>`coalesce((
          select json_agg(json_build_object(
            'status', e.status,
            'at', to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'actorId', e.actor_id,
            'actorName', u.name,
            'reason', e.reason) order by e.at, e.id)
          from ${dutyEvents} e left join ${users} u on u.id = e.actor_id
          where e.duty_id = ${outer('duties', 'id')}), '[]'::json)`,
      })
      .from(duties)
      .$dynamic(),
  );
}

/** The same, but for the parties a lane of this kind names itself. */
function withPartiesBesides<Query extends PgSelect>(kind: ScheduleLane, query: Query) {
  query.innerJoin(companies, eq(companies.id, duties.companyId));
  if (kind !== 'vendor') query.leftJoin(vendors, eq(vendors.id, duties.vendorId));
  if (kind !== 'driver') query.leftJoin(drivers, eq(drivers.id, duties.driverId));
  if (kind !== 'vehicle') query.leftJoin(vehicles, eq(vehicles.id, duties.vehicleId));
  return query;
}

export function createDutiesRepository(db: Database) {
  const runPrepared = createPreparedRunner();
  const listPage = createListPages(db);
  const statement = createStatementCache();
  const arrayStatement = createArrayStatementCache(db);
  const joined = (executor: Executor) =>
    withParties(executor.select(withNames).from(duties).$dynamic());
  /** A list page's rows, with its bounded count (see listPage). */
  const paged = (total: SQL<number>) =>
    withParties(
      db
        .select({ duty: listDuty, ...names, total })
        .from(duties)
        .$dynamic(),
    );
  const searched = (total: SQL<number>) =>
    db
      .select({ duty: listDuty, ...lookedUpNames, total })
      .from(duties)
      .$dynamic();

  const detailed = detailedFrom(db)
    .where(eq(duties.id, sql.placeholder('id')))
    .prepare('duty_detailed');

  // What a booking's checks read, not whole rows; a party not named matches nothing.
  const parties = db
    .select({
      companyOpen: sql<boolean>`exists (select 1 from ${companies} c where c.id = ${sql.placeholder('companyId')} and c.archived_at is null)`,
      vendor: { approvalStatus: vendors.approvalStatus, accountStatus: vendors.accountStatus },
      driver: {
        id: drivers.id,
        approvalStatus: drivers.approvalStatus,
        accountStatus: drivers.accountStatus,
        associatedVendors: drivers.associatedVendors,
      },
      vehicle: {
        id: vehicles.id,
        vendorId: vehicles.vendorId,
        category: vehicles.category,
        approvalStatus: vehicles.approvalStatus,
        accountStatus: vehicles.accountStatus,
        roadTaxValidTill: vehicles.roadTaxValidTill,
        fitnessCertificate: vehicles.fitnessCertificate,
        permitValidTill: vehicles.permitValidTill,
        insurance: vehicles.insurance,
        emissionCertificate: vehicles.emissionCertificate,
      },
    })
    .from(sql`(select 1) as booking`)
    .leftJoin(vendors, eq(vendors.id, sql.placeholder('vendorId')))
    .leftJoin(drivers, eq(drivers.id, sql.placeholder('driverId')))
    .leftJoin(vehicles, eq(vehicles.id, sql.placeholder('vehicleId')))
    .prepare('booking_parties');

  /**
   * For each search word, the words of the search index it begins, in order, up to one more
   * than MAX_BEGUN_WORDS: each the next key after the last, one step through the index apiece.
   * A placeholder per search word, so the statement is planned once per number of words.
   */
  const begunWords = (count: number) => {
    const searched = Array.from(
      { length: count },
      (_, i) => sql`(${sql.placeholder(`w${i}`)}::text, ${writtenOut(i)})`,
    );
    return db
      .select({ words: sql<string[]>`begun.words` })
      .from(sql`(values ${sql.join(searched, sql`, `)}) as searched(prefix, i)`)
      .crossJoinLateral(
        sql`(with recursive begun(word) as (
            (select word from ${dutySearchWords}
              where word >= searched.prefix and word < searched.prefix || chr(1114111)
              order by word limit 1)
            union all
            select (select w.word from ${dutySearchWords} w
                where w.word > begun.word and w.word < searched.prefix || chr(1114111)
                order by w.word limit 1)
              from begun where begun.word is not null)
          select array(select word from begun where word is not null
            limit ${MAX_BEGUN_WORDS + 1}) as words) as begun`,
      )
      .orderBy(sql`searched.i`);
  };
  const wordsBeginning = async (words: string[]) => {
    const values = Object.fromEntries(words.map((word, i) => [`w${i}`, word]));
    const rows = await statement(
      `begun words|${words.length}`,
      () => begunWords(words.length),
      values,
    );
    return rows.map((row) => row.words);
  };

  /**
   * A searched page from the search index. Each search word stands for the words of the index
   * it begins (`begun`), whose entries, each word's in the page's order (a range of the key),
   * PostgreSQL merges into one stream; the search words' streams are joined by merging them
   * (the duties on all of them), and the filters are tested on each duty the walk meets. The
   * walk stops once it has as many duties as the page counts (SEARCH_COUNT_AHEAD past its
   * first row): Kavya Reddy walks ~2,000 entries of each name in 0.7 ms, where fetching and
   * testing each of Kavya's duties took 8. The page's rows and names are then read for those
   * duties, joined: the statement is planned once, and the joins cost less to run than
   * looking each name up (0.6–0.9 against 1.1–1.8 ms a page).
   */
  async function byWords(begun: string[][], query: DutyListQuery) {
    const { bind, values } = placeholders();
    const direction = query.sort.startsWith('-') ? sql.raw('desc') : sql.raw('asc');
    const offset = (query.page - 1) * query.pageSize;
    const cap = offset + SEARCH_COUNT_AHEAD;
    const first = offset === 0;
    const number = (name: string, value: number) => (first ? writtenOut(value) : bind(name, value));
    const streams = begun.map((words, i) => {
      const entries = words.map(
        (word, j) =>
          sql`select ${dutySearchWords.scheduledStart}, ${dutySearchWords.dutyId} from ${dutySearchWords} where ${dutySearchWords.word} = ${bind(`w${i}_${j}`, word)}`,
      );
      const stream = sql.identifier(`s${i}`);
      const entriesOf = sql`(${sql.join(entries, sql` union all `)}) as ${stream}`;
      return i === 0
        ? entriesOf
        : sql`join ${entriesOf} on ${stream}.scheduled_start = s0.scheduled_start and ${stream}.duty_id = s0.duty_id`;
    });
    const joined = sql.join(streams, sql` `);
    // The index holds each duty's start, so a window's start is a range of its key; its end
    // and the filters are the duty's, tested on each duty the walk meets (a lateral subquery
    // with an offset, which PostgreSQL cannot turn into a join that gathers every duty first).
    const inWindow: SQL[] = [];
    const ofDuty: (SQL | undefined)[] = otherConditions({ kind: 'all' }, query, bind);
    if (query.from) {
      const from = new Date(query.from);
      const earliest = new Date(from.getTime() - MAX_DUTY_MS);
      inWindow.push(sql`s0.scheduled_start > ${bind('earliest', earliest)}`);
      ofDuty.push(gt(duties.scheduledEnd, bind('from', from)));
    }
    if (query.to) inWindow.push(sql`s0.scheduled_start < ${bind('to', new Date(query.to))}`);
    const dutyCondition = and(...ofDuty);
    const found = sql`select distinct s0.scheduled_start, s0.duty_id from ${joined}
      ${dutyCondition ? sql`cross join lateral (select 1 from ${duties} where ${duties.id} = s0.duty_id and ${dutyCondition} offset 0) as met` : sql``}
      ${inWindow.length ? sql`where ${and(...inWindow)}` : sql``}
      order by 1 ${direction}, 2 ${direction}
      limit ${number('cap', cap + 1)}`;
    const pageOfFound = sql`(select * from found order by 1 ${direction}, 2 ${direction}
      limit ${number('limit', query.pageSize)} offset ${number('offset', offset)}) as page`;
    const withFound = () => db.with(db.$with('found', {}).as(found));
    const shape = [
      'duty words',
      query.sort,
      first ? `first ${query.pageSize}` : 'later',
      query.status ?? 'any status',
      ...Object.keys(values),
    ].join(',');
    const rows = await statement(
      `page|${shape}`,
      () =>
        withParties(
          withFound()
            .select({
              duty: listDuty,
              ...names,
              total: sql<number>`(select count(*)::int from found)`,
            })
            .from(pageOfFound)
            .innerJoin(duties, sql`${duties.id} = page.duty_id`)
            .$dynamic(),
        ).orderBy(sql`page.scheduled_start ${direction}`, sql`page.duty_id ${direction}`),
      values,
    );
    // Past the last page there is no row to carry the count.
    const n =
      rows[0]?.total ??
      (first
        ? 0
        : (
            await statement<{ n: number }[]>(
              `count|${shape}`,
              () =>
                withFound()
                  .select({ n: sql<number>`count(*)::int` })
                  .from(sql`found`),
              values,
            )
          )[0]!.n);
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: Math.min(n, cap),
      totalExact: n <= cap,
    };
  }

  return {
    find: async (id: string, tx: Executor = db) => (await joined(tx).where(eq(duties.id, id)))[0],

    /** The duty with its names and its history (`at` in ISO), as its page shows it. */
    findDetailed: async (id: string) => (await detailed.execute({ id }))[0],

    /** The duty row, locked until the transaction ends: every move starts here. */
    lock: async (id: string, tx: Executor) =>
      (await tx.select(dutyColumns).from(duties).where(eq(duties.id, id)).for('update'))[0],

    /** Values may be SQL, e.g. regIdSql('DUT') so the id comes with the insert. */
    insert: async (values: PgInsertValue<typeof duties>, tx: Executor) =>
      (await tx.insert(duties).values(values).returning(dutyColumns))[0]!,

    update: async (id: string, values: Partial<NewDuty>, tx: Executor) =>
      (
        await tx
          .update(duties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(duties.id, id))
          .returning(dutyColumns)
      )[0]!,

    /**
     * Everything a booking or an assignment names, in one statement: whether its company is open
     * for bookings, and what the checks read of its vendor, driver and vehicle (null when not
     * named or not found).
     */
    partiesOf: async (ids: {
      companyId?: string;
      vendorId?: string;
      driverId?: string;
      vehicleId?: string;
    }) =>
      (
        await parties.execute({
          companyId: ids.companyId ?? null,
          vendorId: ids.vendorId ?? null,
          driverId: ids.driverId ?? null,
          vehicleId: ids.vehicleId ?? null,
        })
      )[0]!,

    /**
     * A booking: the duty (with the id given), its history (Requested, and Assigned when it
     * comes with its driver and vehicle) and its audit entry, in one prepared statement, atomic
     * by itself, which answers with the duty as its page shows it. A statement does not see its
     * own writes in the tables, so the parts that write the duty and its history are named
     * after the tables they fill: the page's query that ends it reads them instead.
     */
    async insertBooked(values: PgInsertValue<typeof duties> & { id: string }, actor: Actor) {
      const { bind, values: bound } = placeholders();
      const row = Object.fromEntries(
        Object.entries(values).map(([column, value]) => [
          column,
          is(value, SQL) ? value : bind(column, value),
        ]),
      ) as PgInsertValue<typeof duties>;
      const crew = values.driverId
        ? {
            driverId: bind('driverId', values.driverId),
            vehicleId: bind('vehicleId', values.vehicleId),
          }
        : null;
      const by = {
        id: bind('actorId', actor.id),
        role: bind('actorRole', actor.role),
        ip: bind('ip', actor.ip ?? null),
      };
      const event = { dutyId: sql.placeholder('id'), actorId: by.id };
      const vendorId = bind('vendorId', values.vendorId ?? null);
      const build = () =>
        detailedFrom(
          db.with(
            db.$with('duties', {}).as(db.insert(duties).values(row).returning().getSQL()),
            db.$with('duty_events', {}).as(
              db
                .insert(dutyEvents)
                .values(
                  crew
                    ? [
                        { ...event, status: 'Requested' },
                        // History is read in time order: the assignment a microsecond later.
                        { ...event, status: 'Assigned', at: sql`now() + interval '1 microsecond'` },
                      ]
                    : [{ ...event, status: 'Requested' }],
                )
                .returning()
                .getSQL(),
            ),
            db.$with('audit_entry', {}).as(
              auditInsert(db, by, {
                action: 'created',
                entity: 'duty',
                entityId: sql.placeholder('id'),
                after: crew
                  ? sql`jsonb_build_object('regId', (select reg_id from duties), 'vendorId', ${vendorId}::uuid, 'status', 'Assigned', 'driverId', ${crew.driverId}::uuid, 'vehicleId', ${crew.vehicleId}::uuid)`
                  : sql`jsonb_build_object('regId', (select reg_id from duties), 'vendorId', ${vendorId}::uuid)`,
              }).getSQL(),
            ),
          ),
        );
      const shape = ['booking', crew ? 'with crew' : 'alone', ...Object.keys(bound).sort()];
      const [booked] = await statement(shape.join(','), build, bound);
      return booked!;
    },

    /**
     * A move's history row and audit entry in one statement (inside the move's transaction).
     */
    async recordMove(
      event: { dutyId: string; status: DutyStatus; actorId: string | null; reason?: string },
      audit: ReturnType<typeof auditInsert>,
      tx: Executor,
    ) {
      const insertEvent = tx.insert(dutyEvents).values({ ...event, reason: event.reason ?? null });
      await tx.execute(sql`with e as (${insertEvent.getSQL()}) ${audit.getSQL()}`);
    },

    /** Appends history rows: the status each duty reached, who moved it and why. */
    async addEvents(
      events: { dutyId: string; status: DutyStatus; actorId: string | null; reason?: string }[],
      tx: Executor,
    ) {
      if (events.length === 0) return;
      await tx
        .insert(dutyEvents)
        .values(events.map((event) => ({ ...event, reason: event.reason ?? null })));
    },

    /**
     * A page of the list. A search by the operator's people, in start order and not narrowed
     * to one vendor, driver, vehicle or company, reads its words' duties from the search index
     * (byWords). Any other search tests each duty's text: a party's own index
     * narrows those to a few thousand duties, and PostgreSQL plans each search for its words.
     */
    async list(scope: DutyScope, query: DutyListQuery) {
      const words = query.q ? searchWords(query.q) : [];
      const narrowed = query.vendorId ?? query.driverId ?? query.vehicleId ?? query.companyId;
      if (
        words.length &&
        scope.kind === 'all' &&
        !narrowed &&
        query.sort.endsWith('scheduledStart')
      ) {
        const begun = await wordsBeginning(words);
        if (begun.some((each) => each.length === 0))
          return { rows: [], total: 0, totalExact: true };
        if (begun.every((each) => each.length <= MAX_BEGUN_WORDS)) return byWords(begun, query);
      }
      const searching = words.length > 0;
      const where = filterConditions(scope, query);
      words.forEach((word, i) => where.push(beginsAWord(word, inline, `word${i}`)));
      return listPage({
        // Two selections, so two names: a list's name keys the statements built for it.
        name: searching ? 'duties_searched' : 'duties',
        // The same row either way: names as text, null where the duty names no one.
        select: searching ? (searched as unknown as typeof paged) : paged,
        table: duties,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: searching,
      });
    },

    /**
     * Duties overlapping the window, in start order, at most `limit`. In two parts, each an
     * index range: the duties already under way at `from` (the period index finds those), then
     * the ones starting inside the window. One query over the whole overlap would walk every
     * duty of the fortnight before `from` only to drop the ones that had ended.
     */
    async schedule(scope: DutyScope, query: ScheduleQuery, limit: number) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const others = otherConditions(scope, query);
      const inOrder = (where: SQL | undefined) =>
        scheduledFrom(db)
          .where(where)
          .orderBy(asc(duties.scheduledStart), asc(duties.id))
          .limit(limit);
      const [running, starting] = await Promise.all([
        runPrepared(
          inOrder(
            and(
              sql`${period} @> ${from.toISOString()}::timestamptz`,
              lt(duties.scheduledStart, from),
              ...others,
            ),
          ),
        ),
        runPrepared(
          inOrder(
            and(sql`${duties.scheduledStart} >= ${from}`, lt(duties.scheduledStart, to), ...others),
          ),
        ),
      ]);
      return [...running, ...starting].slice(0, limit);
    },

    /**
     * One page of lanes: the vendors, drivers or vehicles with a duty in the window (under the
     * same filters), in order of name. Walks them by name, each an index probe into its duties,
     * so a page costs about as many probes as it has lanes, whatever the fleet's size.
     *
     * A vendor's probe is a scalar subquery (LIMIT 1), which PostgreSQL cannot turn into a join:
     * as EXISTS, PostgreSQL 18 planned a skip scan of every vendor's window instead (50 ms for
     * the operator's week, not 0.2). Drivers and vehicles keep EXISTS: when a vendor narrows
     * them, the planner starts from that vendor's duties instead of walking 100,000 names.
     */
    async lanes(
      scope: DutyScope,
      query: ScheduleQuery,
      kind: ScheduleLane,
      offset: number,
      limit: number,
    ): Promise<Lane[]> {
      const lane = LANES[kind];
      const filters = laneConditions(scope, query, kind);
      // The limit (and the first page's offset) written out: see list-page.ts.
      const first = offset === 0;
      const rows = await statement(
        `lanes:${filters.shape}|${first ? 'first' : 'later'} ${limit}`,
        () => {
          const hasDuty = db
            .select({ one: sql`1` })
            .from(duties)
            .where(and(sql`${lane.column} = ${outer(lane.tableName, 'id')}`, ...filters.where));
          const probe =
            kind === 'vendor'
              ? sql`(${hasDuty.limit(1).getSQL()}) is not null`
              : sql`exists (${hasDuty.getSQL()})`;
          return (
            db
              .select({ id: lane.table.id, names: lane.names })
              .from(lane.table)
              .where(and(filters.lane, probe))
              .orderBy(...lane.order)
              .limit(writtenOut(limit))
              // drizzle leaves out an offset of (the number) 0.
              .offset(first ? 0 : sql.placeholder('offset'))
          );
        },
        { ...filters.values, offset },
      );
      return rows;
    },

    /**
     * The duties of these lanes overlapping the window and, when asked, those without a lane.
     * A duty's lane names it: its names of that party come from the lane, not from a join (190
     * lookups fewer for the operator's week).
     */
    async laneDuties(
      scope: DutyScope,
      query: ScheduleQuery,
      kind: ScheduleLane,
      lanes: Lane[],
      withoutLane: boolean,
      limit: number,
    ): Promise<ScheduleRow[]> {
      const { column, field, names: laneNames } = LANES[kind];
      const ofLanes = [
        ...(lanes.length > 0 ? [sql`${column} = any(${sql.placeholder('ids')}::uuid[])`] : []),
        ...(withoutLane ? [isNull(column)] : []),
      ];
      if (ofLanes.length === 0) return [];
      const filters = laneConditions(scope, query, kind);
      const rows = await arrayStatement(
        `lane_duties:${lanes.length > 0},${withoutLane},${filters.shape}`,
        () =>
          withPartiesBesides(
            kind,
            db
              .select({
                ...scheduleColumns,
                ...Object.fromEntries(Object.keys(laneNames).map((name) => [name, givenByLane])),
              })
              .from(planApart(db, and(or(...ofLanes), ...filters.where)))
              .$dynamic(),
          )
            .orderBy(asc(duties.scheduledStart), asc(duties.id))
            .limit(sql.placeholder('limit')),
        { ...filters.values, ids: lanes.map((lane) => lane.id), limit },
      );
      const named = new Map(lanes.map((lane) => [lane.id, lane.names]));
      return rows.map((values) => {
        const row = scheduleRowOf(values);
        return Object.assign(row, named.get(row.duty[field] ?? ''));
      });
    },

    /**
     * How many duties of each status overlap each India day of [from, to): a duty counts on
     * every day it touches (its end is exclusive: one ending at midnight does not).
     */
    async countByDay(scope: DutyScope, query: ScheduleQuery) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      // India keeps +05:30 all year, so its days are 24-hour bins from an India midnight: plain
      // arithmetic on each duty, where `at time zone` looked the zone up for each one and made
      // the count three to four times as slow. The bins stay instants, stepped by 24 hours, not
      // by the session's calendar day, which daylight saving would make 23 or 25 hours long.
      const day = (at: SQL) => sql`date_bin('24 hours', ${at}, '2000-01-01T00:00:00+05:30')`;
      // Grouped by first and last day before spreading over the days between: a month of a
      // large fleet is a hundred thousand duties but a few hundred (first, last, status) groups.
      const result = await db.execute<{ day: string; status: DutyStatus; n: number }>(sql`
        select to_char(d at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, g.status, sum(g.n)::int as n
        from (
          select
            ${day(sql`greatest(${duties.scheduledStart}, ${from.toISOString()}::timestamptz)`)} as first,
            ${day(sql`least(${duties.scheduledEnd}, ${to.toISOString()}::timestamptz) - interval '1 microsecond'`)} as last,
            ${duties.status} as status,
            count(*) as n
          from ${duties}
          where ${and(...windowConditions(from, to), ...otherConditions(scope, query))}
          group by 1, 2, 3
        ) g, generate_series(g.first, g.last, interval '24 hours') d
        group by 1, 2
        order by 1`);
      return result.rows;
    },

    /** How many duties overlapping the window are in each status. */
    async countByStatus(scope: DutyScope, from: Date, to: Date) {
      const rows = await db
        .select({ status: duties.status, n: sql<number>`count(*)::int` })
        .from(duties)
        .where(and(scopeCondition(scope), ...windowConditions(from, to)))
        .groupBy(duties.status);
      return rows;
    },

    /**
     * Which of these drivers or vehicles hold another duty (Assigned, Accepted, Started)
     * overlapping [start, end).
     */
    async busy(
      column: 'driverId' | 'vehicleId',
      ids: string[],
      start: Date,
      end: Date,
      exceptDutyId?: string,
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: duties[column] })
        .from(duties)
        .where(
          and(
            inArray(duties[column], ids),
            inArray(duties.status, [...BOOKED_STATUSES]),
            ...windowConditions(start, end),
            exceptDutyId ? ne(duties.id, exceptDutyId) : undefined,
          ),
        );
      return new Set(rows.map((row) => row.id!));
    },

    /**
     * The first booked duty of this driver or vehicle overlapping [start, end) (the one an
     * exclusion constraint refused a booking for), and the driver's name or vehicle number.
     */
    async clash(
      column: 'driverId' | 'vehicleId',
      id: string,
      start: Date,
      end: Date,
      exceptDutyId?: string,
    ) {
      const [row] = await db
        .select({
          id: duties.id,
          regId: duties.regId,
          scheduledStart: duties.scheduledStart,
          scheduledEnd: duties.scheduledEnd,
          vendorId: duties.vendorId,
          driverId: duties.driverId,
          who: column === 'driverId' ? drivers.name : vehicles.vehicleNumber,
        })
        .from(duties)
        .innerJoin(
          column === 'driverId' ? drivers : vehicles,
          column === 'driverId'
            ? eq(drivers.id, duties.driverId)
            : eq(vehicles.id, duties.vehicleId),
        )
        .where(
          and(
            eq(duties[column], id),
            inArray(duties.status, [...BOOKED_STATUSES]),
            lt(duties.scheduledStart, end),
            gt(duties.scheduledEnd, start),
            exceptDutyId ? ne(duties.id, exceptDutyId) : undefined,
          ),
        )
        .orderBy(asc(duties.scheduledStart))
        .limit(1);
      return row;
    },
  };
}

export type DutiesRepository = ReturnType<typeof createDutiesRepository>;
export type DutyWithNames = NonNullable<Awaited<ReturnType<DutiesRepository['find']>>>;
export type DutyListRow = Awaited<ReturnType<DutiesRepository['list']>>['rows'][number];
export type ScheduleRow = Awaited<ReturnType<typeof scheduledFrom>>[number];
