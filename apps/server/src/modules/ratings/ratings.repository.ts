import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { drivers, duties, ratings, users, vehicles, vendors } from '../../db/schema/index.js';

export type RatingRow = typeof ratings.$inferSelect;

/** Whose ratings: a vendor's own duties', or every one (null). */
export type RatingScope = { vendorId: string | null };
/** What a summary is of. */
export type RatingSubject = { driverId: string } | { vehicleId: string } | { vendorId: string };

export interface RatingFilter {
  /** Instants, from the IST days the list was asked for. */
  from?: Date;
  to?: Date;
  vendorId?: string;
  driverId?: string;
  score?: number;
  tag?: string;
}

export interface RatingAverageFilter {
  from: Date;
  to: Date;
  vendorId?: string;
  driverId?: string;
}

const raters = alias(users, 'raters');

const listColumns = {
  rating: ratings,
  dutyRegId: duties.regId,
  raterName: raters.name,
  driverName: drivers.name,
  vehicleNumber: vehicles.vehicleNumber,
  vendorName: vendors.name,
};
export type RatingListRow = {
  [K in keyof typeof listColumns]: K extends 'rating' ? RatingRow : string | null;
};

const inScope = (scope: RatingScope) =>
  scope.vendorId === null ? undefined : eq(ratings.vendorId, scope.vendorId);

function subjectCondition(subject: RatingSubject): SQL {
  if ('driverId' in subject) return eq(ratings.driverId, subject.driverId);
  if ('vehicleId' in subject) return eq(ratings.vehicleId, subject.vehicleId);
  return eq(ratings.vendorId, subject.vendorId);
}

/** The ratings table: one rater's rating of a duty, lists, summaries and low ratings. */
export function createRatingsRepository(db: Database) {
  const joined = (tx: Executor) =>
    tx
      .select(listColumns)
      .from(ratings)
      .innerJoin(duties, eq(duties.id, ratings.dutyId))
      .leftJoin(raters, eq(raters.id, ratings.raterId))
      .leftJoin(drivers, eq(drivers.id, ratings.driverId))
      .leftJoin(vehicles, eq(vehicles.id, ratings.vehicleId))
      .leftJoin(vendors, eq(vendors.id, ratings.vendorId));

  return {
    /** The rater's rating of the duty (the passenger's with `raterId` null), locked. */
    lockOfRater: async (dutyId: string, raterId: string | null, tx: Executor) =>
      (
        await tx
          .select()
          .from(ratings)
          .where(
            and(
              eq(ratings.dutyId, dutyId),
              raterId === null ? isNull(ratings.raterId) : eq(ratings.raterId, raterId),
            ),
          )
          .for('update')
      )[0],

    /** Adds a rating; undefined when the rater rated the duty meanwhile. */
    insert: async (values: typeof ratings.$inferInsert, tx: Executor) =>
      (await tx.insert(ratings).values(values).onConflictDoNothing().returning())[0],

    update: async (
      id: string,
      values: Partial<Pick<RatingRow, 'score' | 'tags' | 'comment' | 'commentHiddenAt'>>,
      tx: Executor,
    ) =>
      (
        await tx
          .update(ratings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(ratings.id, id))
          .returning()
      )[0]!,

    /** One rating with its names, if in the scope. */
    findListed: async (id: string, scope: RatingScope, tx: Executor = db) =>
      (await joined(tx).where(and(eq(ratings.id, id), inScope(scope))))[0] as
        RatingListRow | undefined,

    /** A duty's ratings with their names, newest first. */
    listOfDuty: async (dutyId: string) =>
      (await joined(db)
        .where(eq(ratings.dutyId, dutyId))
        .orderBy(desc(ratings.createdAt))) as RatingListRow[],

    /** A page of the scope's ratings, newest first, and how many match. */
    async list(scope: RatingScope, filter: RatingFilter, limit: number, offset: number) {
      const where = and(
        inScope(scope),
        filter.from ? gte(ratings.createdAt, filter.from) : undefined,
        filter.to ? lt(ratings.createdAt, filter.to) : undefined,
        filter.vendorId ? eq(ratings.vendorId, filter.vendorId) : undefined,
        filter.driverId ? eq(ratings.driverId, filter.driverId) : undefined,
        filter.score ? eq(ratings.score, filter.score) : undefined,
        filter.tag ? sql`${filter.tag} = any(${ratings.tags})` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        joined(db)
          .where(where)
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(ratings).where(where),
      ]);
      return { rows: rows as RatingListRow[], total: total?.n ?? 0 };
    },

    /** How many of each score the subject has (within the scope), and its newest comments. */
    async summary(subject: RatingSubject, scope: RatingScope, comments: number) {
      const where = and(subjectCondition(subject), inScope(scope));
      const [scores, recent] = await Promise.all([
        db
          .select({ score: ratings.score, n: count() })
          .from(ratings)
          .where(where)
          .groupBy(ratings.score),
        db
          .select({
            score: ratings.score,
            tags: ratings.tags,
            comment: ratings.comment,
            at: ratings.createdAt,
          })
          .from(ratings)
          .where(and(where, isNotNull(ratings.comment), isNull(ratings.commentHiddenAt)))
          .orderBy(desc(ratings.createdAt))
          .limit(comments),
      ]);
      return { scores, recent };
    },

    /**
     * Average scores given in a period, per driver and vendor or per vendor (for reports),
     * and over them all (`rows` and `overall`), within the filter.
     */
    async averages(by: 'driver' | 'vendor', filter: RatingAverageFilter) {
      const where = and(
        gte(ratings.createdAt, filter.from),
        lt(ratings.createdAt, filter.to),
        filter.vendorId ? eq(ratings.vendorId, filter.vendorId) : undefined,
        filter.driverId ? eq(ratings.driverId, filter.driverId) : undefined,
      );
      const average = sql<number | null>`round(avg(${ratings.score}), 2)::float8`;
      const [rows, [overall]] = await Promise.all([
        db
          .select({
            driverId: by === 'driver' ? ratings.driverId : sql<string | null>`null::uuid`,
            vendorId: ratings.vendorId,
            average,
            n: count(),
          })
          .from(ratings)
          .where(where)
          .groupBy(
            ...(by === 'driver' ? [ratings.driverId, ratings.vendorId] : [ratings.vendorId]),
          ),
        db.select({ average, n: count() }).from(ratings).where(where),
      ]);
      return { rows, overall: overall ?? { average: null, n: 0 } };
    },

    /** Ratings at or below `score` since `since`: every vendor's (null) or one vendor's. */
    lowSince: (vendorId: string | null, score: number, since: Date, limit: number) =>
      db
        .select({
          id: ratings.id,
          dutyId: ratings.dutyId,
          dutyRegId: duties.regId,
          score: ratings.score,
          createdAt: ratings.createdAt,
          driverName: drivers.name,
        })
        .from(ratings)
        .innerJoin(duties, eq(duties.id, ratings.dutyId))
        .leftJoin(drivers, eq(drivers.id, ratings.driverId))
        .where(
          and(
            vendorId === null ? undefined : eq(ratings.vendorId, vendorId),
            lte(ratings.score, score),
            gte(ratings.createdAt, since),
          ),
        )
        .orderBy(desc(ratings.createdAt))
        .limit(limit),
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
