import { AppError } from '../../errors.js';
import type { VendorsRepository } from '../vendors/vendors.repository.js';

const OUTSIDE = "Choose companies the driver's vendor works with";

/**
 * A driver serves its vendors' client companies only: each company named must be one of its
 * vendors' associated companies (400 otherwise, on body.associatedCompanies).
 */
export async function requireVendorsCompanies(
  vendors: Pick<VendorsRepository, 'findById'>,
  vendorIds: string[],
  companyIds: string[],
) {
  if (companyIds.length === 0) return;
  const found = await Promise.all(vendorIds.map((id) => vendors.findById(id)));
  const allowed = new Set(found.flatMap((vendor) => vendor?.associatedCompanies ?? []));
  if (companyIds.every((id) => allowed.has(id))) return;
  throw new AppError('VALIDATION_FAILED', OUTSIDE, [
    { path: 'body.associatedCompanies', message: OUTSIDE },
  ]);
}
