import type { CompanyProfile, CompanyProfileInput } from '@raahi/domain/company-profile';
import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type {
  CompanyProfileRepository,
  CompanyProfileRow,
  CompanyProfileValues,
} from './company-profile.repository.js';

export function toCompanyProfile(row: CompanyProfileRow): CompanyProfile {
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    pan: row.pan,
    address: row.address,
    stateCode: row.stateCode as CompanyProfile['stateCode'],
    email: row.email,
    phone: row.phone,
    bank: { name: row.bankName, number: row.bankAccountNumber, ifsc: row.bankIfsc },
    invoicePrefix: row.invoicePrefix,
    creditNotePrefix: row.creditNotePrefix,
    gstOption: row.gstOption as CompanyProfile['gstOption'],
    bodyCorporate: row.bodyCorporate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (input: CompanyProfileInput): Omit<CompanyProfileValues, 'updatedBy'> => ({
  legalName: input.legalName,
  gstin: input.gstin,
  pan: input.pan,
  address: input.address,
  stateCode: input.stateCode,
  email: input.email,
  phone: input.phone,
  bankName: input.bank.name,
  bankAccountNumber: input.bank.number,
  bankIfsc: input.bank.ifsc,
  invoicePrefix: input.invoicePrefix,
  creditNotePrefix: input.creditNotePrefix,
  gstOption: input.gstOption,
  bodyCorporate: input.bodyCorporate,
});

/**
 * The operator's legal details: read by its staff and by invoicing (which copies them onto each
 * invoice it issues), changed by the admin with an audit entry of what moved.
 */
export function createCompanyProfileService(deps: {
  db: Database;
  profile: CompanyProfileRepository;
}) {
  const { db, profile } = deps;

  async function current(tx: Executor = db): Promise<CompanyProfile | null> {
    const row = await profile.read(tx);
    return row ? toCompanyProfile(row) : null;
  }

  return {
    current,

    /** What invoicing needs: the profile, or 409 telling the operator to fill it first. */
    async require(tx: Executor = db): Promise<CompanyProfile> {
      const found = await current(tx);
      if (!found)
        throw new AppError(
          'CONFLICT',
          'Fill the Company Profile (legal name, GSTIN, bank account) before issuing invoices',
          { field: 'companyProfile' },
        );
      return found;
    },

    async save(actor: Actor, input: CompanyProfileInput): Promise<CompanyProfile> {
      return db.transaction(async (tx) => {
        const beforeRow = await profile.find(tx);
        const before = beforeRow ? toCompanyProfile(beforeRow) : null;
        const after = toCompanyProfile(
          await profile.save({ ...valuesOf(input), updatedBy: actor.id }, tx),
        );
        // The audit keeps only the fields that moved, and a save that moved nothing writes none.
        const { updatedAt: _before, ...beforeFields } = before ?? {};
        const { updatedAt: _after, ...afterFields } = after;
        await recordAudit(tx, actor, {
          action: before ? 'updated' : 'created',
          entity: 'company-profile',
          entityId: 'company-profile',
          before: beforeFields,
          after: afterFields,
        });
        return after;
      });
    },
  };
}

export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
