import {
  REQUIRED_DRIVER_DOCUMENTS,
  type DriverCreate,
  type DriverListQuery,
  type DriverUpdate,
} from '@raahi/domain/drivers';
import { maskAadhaar } from '@raahi/domain/kyc';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { listAudit, recordAudit, recordUpdate } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { applyWorkflowAction } from '../../core/workflow.js';
import type { Database } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { nextRegId } from '../../db/reg-id.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { UsersService } from '../users/users.service.js';
import { aadhaarFingerprint } from '../vendors/vendor-kyc.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import { findVisibleDriver, maySeeDriver, scopeOf } from './driver-access.js';
import { requireVendorsCompanies } from './driver-companies.js';
import { assertDriverKyc } from './driver-kyc.js';
import { assertLicenceUntouched } from './driver-papers.js';
import { toDriver, toDriverListRow } from './driver-view.js';
import type { DriverRow, DriversRepository } from './drivers.repository.js';

const FIELD_NAMES: Record<string, string> = {
  phone: 'phonePrimary',
  phonePrimary: 'phonePrimary',
  dlNumber: 'dlNumber',
  aadhar: 'aadharNumber',
};

function conflict(error: unknown): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  const name = FIELD_NAMES[field] ?? field;
  const shown =
    { phonePrimary: 'phone number', dlNumber: 'licence number', aadharNumber: 'Aadhaar number' }[
      name
    ] ?? name;
  throw new AppError('CONFLICT', `A driver with this ${shown} is already registered`, {
    field: name,
  });
}

/** What a driver needs before review: its contact details, preferences and key documents. */
function missingForReview(row: DriverRow, slots: string[]) {
  const missing: { path: string; message: string }[] = [];
  const need = (ok: unknown, path: string, message: string) =>
    !ok && missing.push({ path, message });
  need(row.addressAadhar, 'addressAadhar', 'Add the address on the Aadhaar card');
  need(row.currentAddress, 'currentAddress', 'Add the current address');
  need(row.emergencyContact, 'emergencyContact', 'Add an emergency contact');
  need(row.languagesKnown.length, 'languagesKnown', 'Choose the languages the driver speaks');
  need(row.serviceTypes.length, 'serviceTypes', 'Choose the services the driver works in');
  for (const slot of REQUIRED_DRIVER_DOCUMENTS)
    need(slots.includes(slot), `images.${slot}`, `Upload ${slot}`);
  return missing;
}

/**
 * A driver's record and its sign-in account: adding, reading, listing and changing it, its
 * workflow and history. Its documents (driver-documents.service.ts) and renewals
 * (driver-renewals.service.ts) are services of their own.
 */
export function createDriversService(deps: {
  db: Database;
  drivers: DriversRepository;
  users: UsersService;
  vendors: VendorReader;
  companies: CompaniesService;
  documents: DocumentsService;
  aadhaarKey: string;
}) {
  const { db, drivers, users, vendors, companies, documents } = deps;

  const present = async (row: DriverRow) => toDriver((await drivers.findDetailed(row.id))!);

  /** Which vendors a new driver belongs to: the caller's own, or the ones an operator names. */
  async function ownersFor(caller: AuthContext, requested: string[]) {
    if (isVendorRole(caller.role)) {
      const vendor = caller.vendorId
        ? await vendors.findVendorStanding(caller.vendorId)
        : undefined;
      if (!vendor || vendor.approvalStatus !== 'Approved') {
        throw new AppError(
          'FORBIDDEN',
          'Your vendor account must be approved before you add drivers',
        );
      }
      return [vendor.id];
    }
    const found = (await Promise.all(requested.map((id) => vendors.findVendorStanding(id)))).filter(
      (vendor) => vendor?.approvalStatus === 'Approved' && vendor.accountStatus === 'Active',
    );
    if (requested.length === 0 || found.length !== new Set(requested).size) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Choose an approved, active vendor the driver works for',
        [{ path: 'body.associatedVendors', message: 'Choose an approved, active vendor' }],
      );
    }
    return requested;
  }

  const identityColumns = (input: DriverUpdate, current?: DriverRow) => {
    const checked = assertDriverKyc({
      dlNumber: input.dlNumber ?? current?.dlNumber,
      dob: input.dob ?? current?.dob,
      dlIssueDate: input.dlIssueDate ?? current?.dlIssueDate ?? undefined,
      dlExpiry: input.dlExpiry ?? current?.dlExpiry,
      aadharNumber: input.aadharNumber,
      pan: input.pan,
    });
    return {
      ...(checked.dlNumber ? { dlNumber: checked.dlNumber } : {}),
      ...(checked.pan ? { pan: checked.pan } : {}),
      ...(input.aadharNumber ? aadhaarFingerprint(input.aadharNumber, deps.aadhaarKey) : {}),
    };
  };

  return {
    /** A new driver, Staged until its vendor submits it; also its sign-in account (OTP on phonePrimary). */
    async createDriver(caller: AuthContext, input: DriverCreate, ip: string) {
      const associatedVendors = await ownersFor(caller, input.associatedVendors);
      const identity = identityColumns(input);
      await companies.requireActive(input.associatedCompanies);
      await requireVendorsCompanies(vendors, associatedVendors, input.associatedCompanies);
      const { aadharNumber: _aadhaar, ...fields } = input;
      const row = await db
        .transaction(async (tx) => {
          const regId = await nextRegId(tx, 'DRV');
          const user = await users.insert(
            {
              regId,
              role: 'driver',
              name: input.name,
              phone: input.phonePrimary,
              approvalStatus: 'Staged',
              accountStatus: 'Active',
              vendorId: associatedVendors[0]!,
              createdBy: caller.userId,
            },
            tx,
          );
          const driver = await drivers.insert(
            {
              ...fields,
              ...identity,
              regId,
              userId: user.id,
              associatedVendors,
              approvalStatus: 'Staged',
              createdBy: caller.userId,
            },
            tx,
          );
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'created',
            entity: 'driver',
            entityId: driver.id,
            after: { regId, name: driver.name, dlNumber: driver.dlNumber },
          });
          return driver;
        })
        .catch(conflict);
      return present(row);
    },

    async getDriver(caller: AuthContext, id: string) {
      const details = await drivers.findDetailed(id);
      if (!details || !maySeeDriver(caller, details.driver)) throw notFound('Driver');
      return toDriver(details);
    },

    /** The signed-in driver's own record. */
    async getOwnDriver(caller: AuthContext) {
      const row = await drivers.findByUserId(caller.userId);
      if (!row) throw notFound('Driver');
      return present(row);
    },

    async listDrivers(caller: AuthContext, query: DriverListQuery) {
      return pageAnswer(await drivers.list(scopeOf(caller), query), query, toDriverListRow);
    },

    async updateDriver(caller: AuthContext, id: string, changes: DriverUpdate, ip: string) {
      const before = await findVisibleDriver(drivers, caller, id);
      if (!can(caller.role, 'drivers:write'))
        throw new AppError('FORBIDDEN', 'Your role may not edit drivers');
      if (before.accountStatus === 'Deleted')
        throw new AppError('CONFLICT', 'This driver is deleted');
      assertLicenceUntouched(before, changes);
      const identity = identityColumns(changes, before);
      if (changes.associatedCompanies) await companies.requireActive(changes.associatedCompanies);
      if (changes.associatedVendors && !isOperatorRole(caller.role))
        delete changes.associatedVendors;
      if (changes.associatedCompanies || changes.associatedVendors)
        await requireVendorsCompanies(
          vendors,
          changes.associatedVendors ?? before.associatedVendors,
          changes.associatedCompanies ?? before.associatedCompanies,
        );
      const { aadharNumber: _aadhaar, ...fields } = changes;
      const after = await db
        .transaction(async (tx) => {
          const updated = await drivers.update(id, { ...fields, ...identity }, tx);
          if (changes.name || changes.phonePrimary) {
            await users.update(
              before.userId,
              { name: updated.name, phone: updated.phonePrimary },
              tx,
            );
          }
          await recordUpdate(tx, actorOf(caller, ip), {
            entity: 'driver',
            entityId: id,
            fields: Object.keys(changes),
            before,
            after: updated,
            shown: { aadharNumber: (r) => r.aadharLast4 && maskAadhaar(r.aadharLast4) },
          });
          return updated;
        })
        .catch(conflict);
      return present(after);
    },

    /** One workflow move; submitting needs a complete record with its key documents. */
    async applyWorkflowAction(
      caller: AuthContext,
      id: string,
      action: WorkflowAction,
      reason: string | undefined,
      ip: string,
    ) {
      const before = await findVisibleDriver(drivers, caller, id);
      const after = await applyWorkflowAction(db, {
        caller,
        ip,
        entity: 'driver',
        entityId: id,
        subject: {
          entity: 'driver',
          driverId: id,
          vendorIds: before.associatedVendors,
          regId: before.regId,
        },
        current: before,
        action,
        reason,
        permissions: { review: 'drivers:review', manage: 'drivers:manage-status' },
        maySubmit: can(caller.role, 'drivers:write'),
        readyForReview: async () => {
          const slots = (await documents.list('driver', id)).map((d) => d.slot);
          const missing = missingForReview(before, slots);
          if (missing.length > 0)
            throw new AppError('VALIDATION_FAILED', 'The driver is not complete yet', missing);
        },
        apply: async (tx, { move, changes }) => {
          const updated = await drivers.update(id, changes, tx);
          await users.update(before.userId, { [move.field]: move.to }, tx);
          if (move.field === 'accountStatus' && move.to !== 'Active')
            await users.revokeSessions([before.userId], tx);
          return updated;
        },
      });
      return present(after);
    },

    async listDriverAudit(caller: AuthContext, id: string) {
      await findVisibleDriver(drivers, caller, id);
      return listAudit(db, 'driver', id);
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
