import { DRIVER_PAPER_SLOTS, type DriverPaper } from '@raahi/domain/renewals';
import type { RenewalsService } from '../renewals/renewals.service.js';
import { createRecordRenewals } from '../renewals/record-renewals.js';
import type { DriversRepository } from './drivers.repository.js';
import { findVisibleDriver } from './driver-access.js';
import type { DriversService } from './drivers.service.js';

/**
 * Renewing an approved driver's papers (the licence with its new validity, the police and
 * medical certificates): its vendor, or the operator on its behalf, uploads the new documents
 * and sends the renewal; the operator approves or refuses it. Until then the old papers count.
 */
export function createDriverRenewalsService(deps: {
  drivers: DriversRepository;
  driversService: Pick<DriversService, 'getDriver'>;
  renewals: RenewalsService;
}) {
  const { drivers, driversService, renewals } = deps;
  return createRecordRenewals<DriverPaper, Awaited<ReturnType<DriversService['getDriver']>>>(
    renewals,
    {
      ownerType: 'driver',
      slots: DRIVER_PAPER_SLOTS,
      permissions: { write: 'drivers:write', review: 'drivers:review' },
      findVisible: (caller, id) => findVisibleDriver(drivers, caller, id),
      view: (caller, id) => driversService.getDriver(caller, id),
      async applyRenewal(id, renewal, _paper, tx) {
        // Only the licence has a date; the certificates are their documents alone.
        if (!renewal.validTill) return { before: {}, after: {} };
        const before = (await drivers.findById(id, tx))!;
        await drivers.update(id, { dlExpiry: renewal.validTill }, tx);
        return {
          before: { validTill: before.dlExpiry },
          after: { validTill: renewal.validTill },
        };
      },
    },
  );
}

export type DriverRenewalsService = ReturnType<typeof createDriverRenewalsService>;
