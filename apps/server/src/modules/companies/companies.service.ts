import { siteOf, type CompanySiteInput, type CompanySiteOption } from '@raahi/domain/company-sites';
import { stateByGstCode } from '@raahi/domain/states';
import type { CompanyBilling, CompanyDetail } from '@raahi/domain/vendors';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import { createCompaniesRepository, type CompanyRow } from './companies.repository.js';

export const toCompany = (row: CompanyRow) => ({
  id: row.id,
  name: row.name,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

export const toCompanyDetail = (row: CompanyRow): CompanyDetail => ({
  ...toCompany(row),
  gstin: row.gstin,
  stateCode: row.stateCode as CompanyDetail['stateCode'],
  billingAddress: row.billingAddress,
  bodyCorporate: row.bodyCorporate,
  site: siteOf({ latitude: row.siteLatitude, longitude: row.siteLongitude }),
  invoicing: row.invoicing,
});

/**
 * A registered company's state is its GSTIN's (IGST Act s.12(2) reads the registration), so a
 * state given with a GSTIN must be that one; without a state, the GSTIN's is kept.
 */
function billingOf(input: CompanyBilling) {
  if (!input.gstin) return input;
  const registered = stateByGstCode(input.gstin.slice(0, 2))?.code ?? null;
  if (input.stateCode && registered && input.stateCode !== registered)
    throw new AppError('VALIDATION_FAILED', 'The GSTIN is registered in another state', [
      { path: 'body.stateCode', message: `The GSTIN is registered in ${registered}` },
    ]);
  return { ...input, stateCode: input.stateCode ?? registered };
}

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
  const companies = createCompaniesRepository(db);
  return {
    async list(includeArchived: boolean) {
      return (await companies.list(includeArchived)).map(toCompany);
    },

    /**
     * The named companies, all of which must exist and be active; otherwise `refusal` (400 on
     * the associated companies unless the caller names its own field).
     */
    async requireActive(ids: string[], tx: Executor = db, refusal: () => AppError = someUnknown) {
      if (ids.length === 0) return [];
      const rows = await companies.findByIds(ids, tx);
      const active = rows.filter(isActiveCompany);
      if (active.length !== new Set(ids).size) throw refusal();
      return active.map(toCompany);
    },

    /** Names for ids, archived or not, for showing what a record refers to. */
    async namesOf(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return [];
      const rows = await companies.findByIds(ids, tx);
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },

    /** Every company, archived ones too, with its billing details: the operator's clients list. */
    async listDetails(): Promise<CompanyDetail[]> {
      return (await companies.list(true)).map(toCompanyDetail);
    },

    /** A company with its billing details, archived or not; 404 when there is none. */
    async detail(id: string, tx: Executor = db): Promise<CompanyDetail> {
      const row = await companies.findById(id, tx);
      if (!row) throw notFound('Company');
      return toCompanyDetail(row);
    },

    async updateBilling(actor: Actor, id: string, input: CompanyBilling) {
      const billing = billingOf(input);
      return db.transaction(async (tx) => {
        const before = await companies.findById(id, tx);
        if (!before) throw notFound('Company');
        const after = (await companies.updateBilling(id, billing, tx))!;
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'company',
          entityId: id,
          before: toCompanyDetail(before),
          after: toCompanyDetail(after),
        });
        return toCompanyDetail(after);
      });
    },

    /** Places a company's office (or clears it), audited; 404 when there is no such company. */
    async updateSite(actor: Actor, id: string, input: CompanySiteInput): Promise<CompanyDetail> {
      return db.transaction(async (tx) => {
        const before = await companies.findById(id, tx);
        if (!before) throw notFound('Company');
        const after = (await companies.updateSite(
          id,
          { siteLatitude: input.latitude, siteLongitude: input.longitude },
          tx,
        ))!;
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'company',
          entityId: id,
          before: { site: toCompanyDetail(before).site },
          after: { site: toCompanyDetail(after).site },
        });
        return toCompanyDetail(after);
      });
    },

    /**
     * Active companies with their sites, null where not placed yet; only `ids` when given (a
     * vendor's companies). Who may see which is the caller's rule (geofences).
     */
    async listSites(ids: string[] | null = null): Promise<CompanySiteOption[]> {
      if (ids?.length === 0) return [];
      return (await companies.listSites(ids)).map((row) => ({
        companyId: row.companyId,
        name: row.name,
        site: siteOf(row),
      }));
    },

    async create(actor: Actor, name: string) {
      return db.transaction(async (tx) => {
        const row = await companies.insert(name, tx).catch(duplicateName);
        await recordAudit(tx, actor, {
          action: 'created',
          entity: 'company',
          entityId: row.id,
          after: { name },
        });
        return toCompany(row);
      });
    },

    async update(actor: Actor, id: string, changes: { name?: string; archived?: boolean }) {
      return db.transaction(async (tx) => {
        const before = await companies.findById(id, tx);
        if (!before) throw notFound('Company');
        const after = await companies.update(id, changes, tx).catch(duplicateName);
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
