import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';

type CompanyRow = typeof companies.$inferSelect;

export const toCompany = (row: CompanyRow) => ({
  id: row.id,
  name: row.name,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/**
 * Whether new duties, rosters and associations may name the company: it exists and is not
 * archived. The one home of that rule; the duties module reads a company's row to ask it.
 */
export const isActiveCompany = (company: Pick<CompanyRow, 'archivedAt'> | null | undefined) =>
  company != null && company.archivedAt === null;

const someUnknown = () =>
  new AppError('VALIDATION_FAILED', 'Some of the chosen companies do not exist', [
    { path: 'body.associatedCompanies', message: 'Choose companies from the list' },
  ]);

function duplicateName(error: unknown): never {
  if (uniqueViolationField(error))
    throw new AppError('CONFLICT', 'A company with this name exists', { field: 'name' });
  throw error;
}

/** The operator's client companies: a short list admins keep; vendors and duties refer to it. */
export function createCompaniesService(db: Database) {
  return {
    async list(includeArchived: boolean) {
      const rows = await db
        .select()
        .from(companies)
        .where(includeArchived ? undefined : isNull(companies.archivedAt))
        .orderBy(asc(companies.name));
      return rows.map(toCompany);
    },

    /**
     * The named companies, all of which must exist and be active; otherwise `refusal` (400 on
     * the associated companies unless the caller names its own field).
     */
    async requireActive(ids: string[], tx: Executor = db, refusal: () => AppError = someUnknown) {
      if (ids.length === 0) return [];
      const rows = await tx.select().from(companies).where(inArray(companies.id, ids));
      const active = rows.filter(isActiveCompany);
      if (active.length !== new Set(ids).size) throw refusal();
      return active.map(toCompany);
    },

    /** Names for ids, archived or not, for showing what a record refers to. */
    async namesOf(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return [];
      const rows = await tx.select().from(companies).where(inArray(companies.id, ids));
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },

    async create(actor: Actor, name: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values({ name }).returning().catch(duplicateName);
        await recordAudit(tx, actor, {
          action: 'created',
          entity: 'company',
          entityId: row!.id,
          after: { name },
        });
        return toCompany(row!);
      });
    },

    async update(actor: Actor, id: string, changes: { name?: string; archived?: boolean }) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(companies).where(eq(companies.id, id));
        if (!before) throw notFound('Company');
        const [after] = await tx
          .update(companies)
          .set({
            ...(changes.name ? { name: changes.name } : {}),
            ...(changes.archived === undefined
              ? {}
              : { archivedAt: changes.archived ? sql`now()` : null }),
            updatedAt: new Date(),
          })
          .where(eq(companies.id, id))
          .returning()
          .catch(duplicateName);
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'company',
          entityId: id,
          before: toCompany(before),
          after: toCompany(after!),
        });
        return toCompany(after!);
      });
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
