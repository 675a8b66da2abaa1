import { AppError } from '../../errors.js';
import type { VendorReader } from '../vendors/vendor-reader.js';

const OUTSIDE = "Choose companies the driver's vendor works with";

/**
 * A driver serves its vendors' client companies only: each company named must be one of its
 * vendors' associated companies (400 otherwise, on body.associatedCompanies).
 */
export async function requireVendorsCompanies(
  vendors: Pick<VendorReader, 'listCompaniesOfVendors'>,
  vendorIds: string[],
  companyIds: string[],
) {
  if (companyIds.length === 0) return;
  const allowed = new Set(await vendors.listCompaniesOfVendors(vendorIds));
  if (companyIds.every((id) => allowed.has(id))) return;
  throw new AppError('VALIDATION_FAILED', OUTSIDE, [
    { path: 'body.associatedCompanies', message: OUTSIDE },
  ]);
}
