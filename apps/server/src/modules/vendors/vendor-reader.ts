import type { Executor } from '../../db/client.js';
import type { VendorRow, VendorsRepository } from './vendors.repository.js';

const taxIdentityOf = (row: VendorRow) => ({
  id: row.id,
  regId: row.regId,
  name: row.name,
  pan: row.pan,
  gstin: row.gst,
});

/** What other modules read of vendors, narrowly, instead of reaching into their repository. */
export function createVendorReader(
  vendors: Pick<VendorsRepository, 'findById' | 'findByIds' | 'bookable'>,
) {
  return {
    /** A vendor's approval and account status, or undefined when there is no such vendor. */
    async findVendorStanding(id: string, tx?: Executor) {
      const row = await vendors.findById(id, tx);
      return (
        row && { id: row.id, approvalStatus: row.approvalStatus, accountStatus: row.accountStatus }
      );
    },

    /** A vendor's name, number, PAN (its TDS rate under s.194C) and GSTIN, or undefined. */
    async findVendorTaxIdentity(id: string, tx?: Executor) {
      const row = await vendors.findById(id, tx);
      return row && taxIdentityOf(row);
    },

    /** The names, numbers, PANs and GSTINs of these vendors (those that exist), in one read. */
    async listVendorTaxIdentities(ids: string[]) {
      return (await vendors.findByIds(ids)).map(taxIdentityOf);
    },

    /** The ids of the companies any of these vendors works with (unknown vendors add none). */
    async listCompaniesOfVendors(ids: string[]) {
      const found = await vendors.findByIds(ids);
      return found.flatMap((vendor) => vendor.associatedCompanies ?? []);
    },

    /** The vendors that may take duties (approved and active), by name. */
    listBookableVendors: () => vendors.bookable(),
  };
}

export type VendorReader = ReturnType<typeof createVendorReader>;
