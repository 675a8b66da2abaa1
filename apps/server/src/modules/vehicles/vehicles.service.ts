import {
  addDays,
  complianceState,
  COMPLIANCE_ITEMS,
  EXPIRING_WITHIN_DAYS,
  overallCompliance,
  todayInIndia,
  type ComplianceItem,
} from '@raahi/domain/compliance';
import { checkVehicleNumber } from '@raahi/domain/kyc';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import { stateByRtoCode } from '@raahi/domain/states';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  type Vehicle,
  type VehicleCreate,
  type VehicleDocumentSlot,
  type VehicleListQuery,
  type VehicleUpdate,
} from '@raahi/domain/vehicles';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { pageAnswer } from '../../db/list-page.js';
import type { Database } from '../../db/client.js';
import { nextRegId } from '../../db/reg-id.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../storage/file-store.js';
import { applyWorkflowAction } from '../../core/workflow.js';
import {
  assertCertificateUntouched,
  assertPapersUntouched,
  shownRenewals,
} from './vehicle-papers.js';
import { fieldsOf, listAudit, recordAudit } from '../../core/audit.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { createRecordDocuments } from '../documents/record-documents.js';
import type { DriverVehicleLinks } from '../drivers/driver-vehicle-links.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import type {
  NewVehicle,
  VehicleDetails,
  VehicleListRow,
  VehicleRow,
  VehiclesRepository,
  VehicleWithNames,
} from './vehicles.repository.js';

const certificate = (value?: { number?: string; validTill?: string }) => ({
  number: value?.number ?? null,
  validTill: value?.validTill ?? null,
});

function validTillOf(
  row: Pick<
    VehicleRow,
    | 'roadTaxValidTill'
    | 'fitnessCertificate'
    | 'permitValidTill'
    | 'insurance'
    | 'emissionCertificate'
  >,
) {
  return {
    roadTax: row.roadTaxValidTill,
    fitness: row.fitnessCertificate.validTill,
    permit: row.permitValidTill,
    insurance: row.insurance.validTill,
    emission: row.emissionCertificate.validTill,
  } satisfies Record<ComplianceItem, string | null>;
}

/** The columns that let lists filter and sort by compliance without computing it per row. */
export function complianceColumns(row: Parameters<typeof validTillOf>[0]) {
  const dates = Object.values(validTillOf(row));
  const present = dates.filter((d): d is string => d !== null).sort();
  return { nextExpiry: present[0] ?? null, complianceMissing: present.length < dates.length };
}

/** The day compliance is judged against (India's today), worked out once for a whole answer. */
function complianceDay(today = todayInIndia()) {
  return { today, expiringUntil: addDays(today, EXPIRING_WITHIN_DAYS) };
}

export function complianceOf(row: Parameters<typeof validTillOf>[0], day = complianceDay()) {
  const dates = validTillOf(row);
  const items = COMPLIANCE_ITEMS.map((item) => ({
    item,
    validTill: dates[item],
    state: complianceState(dates[item], day.today, day.expiringUntil),
  }));
  return { overall: overallCompliance(items.map((i) => i.state)), items };
}

function conflict(error: unknown): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  if (field === 'driverId' || field === 'vehicleId') {
    throw new AppError('CONFLICT', 'That driver or vehicle already has an assignment', {
      field: 'driverId',
    });
  }
  throw new AppError('CONFLICT', 'A vehicle with this registration number is already registered', {
    field,
  });
}

function assertVehicleNumber(raw: string) {
  const result = checkVehicleNumber(raw, (code) => stateByRtoCode(code) !== undefined);
  const problems = result.checks
    .filter((c) => !c.ok)
    .map((c) => ({ path: 'body.vehicleNumber', message: c.message }));
  // Fleet vehicles carry passengers for hire: a BH (private) plate cannot.
  if (result.series === 'bh')
    problems.push({ path: 'body.vehicleNumber', message: result.warnings[0]! });
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', 'The registration number is not valid', problems);
  return result.normalized;
}

const vendorScope = (caller: AuthContext) => (isOperatorRole(caller.role) ? null : caller.vendorId);

/** The operator sees every vehicle; a vendor its own that are not deleted. */
export function maySeeVehicle(caller: AuthContext, vehicle: VehicleWithNames['vehicle']) {
  const scope = vendorScope(caller);
  return (
    isOperatorRole(caller.role) ||
    (scope !== null && vehicle.vendorId === scope && vehicle.accountStatus !== 'Deleted')
  );
}

export function createVehiclesService(deps: {
  db: Database;
  vehicles: VehiclesRepository;
  driverLinks: DriverVehicleLinks;
  vendors: VendorReader;
  documents: DocumentsService;
}) {
  const { db, vehicles, driverLinks, vendors, documents } = deps;
  const vehicleDocuments = createRecordDocuments(documents, 'vehicle', 'vehicles:write');

  async function visible(caller: AuthContext, id: string) {
    const found = await vehicles.find(id);
    if (!found || !maySeeVehicle(caller, found.vehicle)) throw notFound('Vehicle');
    return found;
  }

  function summary(
    { vehicle, vendorName, driverName, driverRegId }: VehicleListRow,
    day = complianceDay(),
  ) {
    return {
      id: vehicle.id,
      regId: vehicle.regId,
      category: vehicle.category as Vehicle['category'],
      brand: vehicle.brand,
      vehicleModelName: vehicle.vehicleModelName,
      vehicleNumber: vehicle.vehicleNumber,
      fuelType: vehicle.fuelType as Vehicle['fuelType'],
      vendor: { id: vehicle.vendorId, name: vendorName },
      driver:
        vehicle.driverId && driverName && driverRegId
          ? { id: vehicle.driverId, name: driverName, regId: driverRegId }
          : null,
      compliance: complianceOf(vehicle, day),
      approvalStatus: vehicle.approvalStatus as ApprovalStatus,
      accountStatus: vehicle.accountStatus as AccountStatus,
      createdAt: vehicle.createdAt.toISOString(),
    };
  }

  function shape(found: VehicleDetails): Vehicle {
    const { vehicle, images } = found;
    // Object.assign, not a spread: `{ ...summary(found), … }` made this GET a third slower.
    return Object.assign(summary(found), {
      color: vehicle.color,
      roadTaxValidTill: vehicle.roadTaxValidTill,
      fitnessCertificate: vehicle.fitnessCertificate,
      permitNumber: vehicle.permitNumber,
      permitValidTill: vehicle.permitValidTill,
      insurance: vehicle.insurance,
      emissionCertificate: vehicle.emissionCertificate,
      fireExtinguisher: vehicle.fireExtinguisher,
      firstAidKit: vehicle.firstAidKit,
      images: images.map((image) => ({ ...image, slot: image.slot as VehicleDocumentSlot })),
      renewals: shownRenewals(found.renewals, found.renewalDocuments),
      rejectionReason: vehicle.rejectionReason,
      updatedAt: vehicle.updatedAt.toISOString(),
    });
  }

  const reload = async (id: string) => shape((await vehicles.findDetailed(id))!);

  async function ownerFor(caller: AuthContext, requested: string | undefined) {
    if (isVendorRole(caller.role)) {
      const vendor = caller.vendorId
        ? await vendors.findVendorStanding(caller.vendorId)
        : undefined;
      if (!vendor || vendor.approvalStatus !== 'Approved') {
        throw new AppError(
          'FORBIDDEN',
          'Your vendor account must be approved before you add vehicles',
        );
      }
      return vendor.id;
    }
    const vendor = requested ? await vendors.findVendorStanding(requested) : undefined;
    if (!vendor) {
      throw new AppError('VALIDATION_FAILED', 'Choose the vendor that owns the vehicle', [
        { path: 'body.vendorId', message: 'Choose the vendor that owns the vehicle' },
      ]);
    }
    return vendor.id;
  }

  return {
    async create(caller: AuthContext, input: VehicleCreate, ip: string) {
      const vendorId = await ownerFor(caller, input.vendorId);
      const vehicleNumber = assertVehicleNumber(input.vehicleNumber);
      const { vendorId: _vendor, ...fields } = input;
      const values = {
        ...fields,
        vehicleNumber,
        fitnessCertificate: certificate(input.fitnessCertificate),
        insurance: certificate(input.insurance),
        emissionCertificate: certificate(input.emissionCertificate),
        roadTaxValidTill: input.roadTaxValidTill ?? null,
        permitValidTill: input.permitValidTill ?? null,
      };
      const row = await db
        .transaction(async (tx) => {
          const vehicle = await vehicles.insert(
            {
              ...values,
              ...complianceColumns(values),
              regId: await nextRegId(tx, 'VEH'),
              vendorId,
              createdBy: caller.userId,
            },
            tx,
          );
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'created',
            entity: 'vehicle',
            entityId: vehicle.id,
            after: { regId: vehicle.regId, vehicleNumber },
          });
          return vehicle;
        })
        .catch(conflict);
      return reload(row.id);
    },

    async get(caller: AuthContext, id: string) {
      const found = await vehicles.findDetailed(id);
      if (!found || !maySeeVehicle(caller, found.vehicle)) throw notFound('Vehicle');
      return shape(found);
    },

    async list(caller: AuthContext, query: VehicleListQuery) {
      const day = complianceDay();
      return pageAnswer(await vehicles.list(vendorScope(caller), query), query, (row) =>
        summary(row, day),
      );
    },

    complianceSummary: (caller: AuthContext) => vehicles.countByCompliance(vendorScope(caller)),

    async update(caller: AuthContext, id: string, changes: VehicleUpdate, ip: string) {
      const { vehicle: before } = await visible(caller, id);
      if (before.accountStatus === 'Deleted')
        throw new AppError('CONFLICT', 'This vehicle is deleted');
      const { vehicleNumber, fitnessCertificate, insurance, emissionCertificate, ...plain } =
        changes;
      const next: Partial<NewVehicle> = {
        ...plain,
        ...(vehicleNumber ? { vehicleNumber: assertVehicleNumber(vehicleNumber) } : {}),
        ...(fitnessCertificate ? { fitnessCertificate: certificate(fitnessCertificate) } : {}),
        ...(insurance ? { insurance: certificate(insurance) } : {}),
        ...(emissionCertificate ? { emissionCertificate: certificate(emissionCertificate) } : {}),
      };
      assertPapersUntouched(before, next);
      await db
        .transaction(async (tx) => {
          const after = await vehicles.update(
            id,
            { ...next, ...complianceColumns({ ...before, ...next }) },
            tx,
          );
          const pick = (row: VehicleRow) => fieldsOf(row, Object.keys(changes));
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'updated',
            entity: 'vehicle',
            entityId: id,
            before: pick(before),
            after: pick(after),
          });
        })
        .catch(conflict);
      return reload(id);
    },

    async act(
      caller: AuthContext,
      id: string,
      action: WorkflowAction,
      reason: string | undefined,
      ip: string,
    ) {
      const { vehicle: before } = await visible(caller, id);
      await applyWorkflowAction(db, {
        caller,
        ip,
        entity: 'vehicle',
        entityId: id,
        subject: {
          entity: 'vehicle',
          vehicleId: id,
          vendorId: before.vendorId,
          regId: before.regId,
        },
        current: before,
        action,
        reason,
        permissions: { review: 'vehicles:review', manage: 'vehicles:manage-status' },
        maySubmit: can(caller.role, 'vehicles:write'),
        readyForReview: async () => {
          const slots = (await documents.list('vehicle', id)).map((d) => d.slot);
          const missing = REQUIRED_VEHICLE_DOCUMENTS.filter((slot) => !slots.includes(slot));
          if (missing.length > 0) {
            throw new AppError(
              'VALIDATION_FAILED',
              'The vehicle is not complete yet',
              missing.map((slot) => ({ path: `images.${slot}`, message: `Upload ${slot}` })),
            );
          }
        },
        apply: async (tx, { move, changes }) => {
          const leavesService = move.field === 'accountStatus' && move.to !== 'Active';
          // A vehicle leaving service leaves its driver too.
          const updated = await vehicles.update(
            id,
            { ...changes, ...(leavesService ? { driverId: null } : {}) },
            tx,
          );
          if (leavesService && before.driverId)
            await driverLinks.unlinkVehicle(before.driverId, tx);
          // The driver shows its vehicle's approval.
          if (updated.driverId)
            await driverLinks.updateVehicleApproval(updated.driverId, updated.approvalStatus, tx);
        },
      });
      return reload(id);
    },

    /** Gives the vehicle an approved, active driver of the same vendor; one vehicle per driver. */
    async assignDriver(caller: AuthContext, id: string, driverId: string, ip: string) {
      const { vehicle } = await visible(caller, id);
      if (!can(caller.role, 'vehicles:write'))
        throw new AppError('FORBIDDEN', 'Your role may not assign drivers');
      if (vehicle.accountStatus !== 'Active')
        throw new AppError('CONFLICT', 'Only an active vehicle can be assigned a driver');
      if (vehicle.driverId)
        throw new AppError('CONFLICT', 'This vehicle already has a driver: unassign them first');
      const driver = await driverLinks.findAssignableDriver(driverId);
      if (
        !driver ||
        !driver.associatedVendors.includes(vehicle.vendorId) ||
        driver.accountStatus === 'Deleted'
      ) {
        throw new AppError('VALIDATION_FAILED', 'Choose a driver of this vehicle’s vendor', [
          { path: 'body.driverId', message: 'Not a driver of this vendor' },
        ]);
      }
      if (driver.approvalStatus !== 'Approved' || driver.accountStatus !== 'Active') {
        throw new AppError('CONFLICT', 'Only an approved, active driver can be assigned', {
          field: 'driverId',
        });
      }
      if (driver.vehicleId)
        throw new AppError('CONFLICT', 'This driver already has a vehicle', { field: 'driverId' });
      await db
        .transaction(async (tx) => {
          const updated = await vehicles.update(id, { driverId }, tx);
          await driverLinks.linkVehicle(driverId, updated, tx);
          await recordAudit(tx, actorOf(caller, ip), {
            action: 'driver-assigned',
            entity: 'vehicle',
            entityId: id,
            after: { driverId, driverName: driver.name },
          });
        })
        .catch(conflict);
      return reload(id);
    },

    async unassignDriver(caller: AuthContext, id: string, ip: string) {
      const { vehicle } = await visible(caller, id);
      if (!can(caller.role, 'vehicles:write'))
        throw new AppError('FORBIDDEN', 'Your role may not unassign drivers');
      if (!vehicle.driverId) throw new AppError('CONFLICT', 'This vehicle has no driver');
      await db.transaction(async (tx) => {
        await vehicles.update(id, { driverId: null }, tx);
        await driverLinks.unlinkVehicle(vehicle.driverId!, tx);
        await recordAudit(tx, actorOf(caller, ip), {
          action: 'driver-unassigned',
          entity: 'vehicle',
          entityId: id,
          before: { driverId: vehicle.driverId },
        });
      });
      return reload(id);
    },

    async history(caller: AuthContext, id: string) {
      await visible(caller, id);
      return listAudit(db, 'vehicle', id);
    },

    async putDocument(
      caller: AuthContext,
      id: string,
      slot: VehicleDocumentSlot,
      bytes: Buffer,
      ip: string,
    ) {
      const { vehicle } = await visible(caller, id);
      assertCertificateUntouched(vehicle, slot);
      // Photos are images; the certificates (…Document slots) may also be PDFs.
      const types = slot.endsWith('Document') ? DOCUMENT_TYPES : IMAGE_TYPES;
      const record = { id, vendorIds: [vehicle.vendorId] };
      return { ...(await vehicleDocuments.put(caller, record, slot, bytes, types, ip)), slot };
    },

    async openDocument(
      caller: AuthContext,
      id: string,
      slot: VehicleDocumentSlot,
      thumbnail: boolean,
    ) {
      await visible(caller, id);
      return documents.open({ type: 'vehicle', id }, slot, thumbnail);
    },

    async removeDocument(caller: AuthContext, id: string, slot: VehicleDocumentSlot, ip: string) {
      const { vehicle } = await visible(caller, id);
      assertCertificateUntouched(vehicle, slot);
      await vehicleDocuments.remove(caller, { id, vendorIds: [vehicle.vendorId] }, slot, ip);
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
