import { can } from '@raahi/domain/permissions';
import { isVendorRole } from '@raahi/domain/roles';
import {
  REQUIRED_VEHICLE_DOCUMENTS,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleUpdate,
} from '@raahi/domain/vehicles';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { listAudit, recordAudit, recordUpdate } from '../../core/audit.js';
import { actorOf, type AuthContext } from '../../core/auth-context.js';
import { applyWorkflowAction } from '../../core/workflow.js';
import type { Database } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { nextRegId } from '../../db/reg-id.js';
import { AppError, notFound } from '../../errors.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { DriverVehicleLinks } from '../drivers/driver-vehicle-links.js';
import type { VendorReader } from '../vendors/vendor-reader.js';
import { findVisibleVehicle, maySeeVehicle, vendorScope } from './vehicle-access.js';
import { complianceColumns, complianceDay } from './vehicle-compliance.js';
import { assertVehicleNumber, certificate, vehicleConflict } from './vehicle-input.js';
import { assertPapersUntouched } from './vehicle-papers.js';
import { toVehicle, toVehicleSummary } from './vehicle-view.js';
import type { NewVehicle, VehiclesRepository } from './vehicles.repository.js';

/**
 * A vehicle's record: adding, reading, listing and changing it, its workflow and history.
 * Its driver (vehicle-assignment.service.ts), documents (vehicle-documents.service.ts) and
 * renewals (vehicle-renewals.service.ts) are services of their own.
 */
export function createVehiclesService(deps: {
  db: Database;
  vehicles: VehiclesRepository;
  driverLinks: DriverVehicleLinks;
  vendors: VendorReader;
  documents: DocumentsService;
}) {
  const { db, vehicles, driverLinks, vendors, documents } = deps;
  const reload = async (id: string) => toVehicle((await vehicles.findDetailed(id))!);

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
    async createVehicle(caller: AuthContext, input: VehicleCreate, ip: string) {
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
        .catch(vehicleConflict);
      return reload(row.id);
    },

    async getVehicle(caller: AuthContext, id: string) {
      const found = await vehicles.findDetailed(id);
      if (!found || !maySeeVehicle(caller, found.vehicle)) throw notFound('Vehicle');
      return toVehicle(found);
    },

    async listVehicles(caller: AuthContext, query: VehicleListQuery) {
      const day = complianceDay();
      return pageAnswer(await vehicles.list(vendorScope(caller), query), query, (row) =>
        toVehicleSummary(row, day),
      );
    },

    getComplianceSummary: (caller: AuthContext) => vehicles.countByCompliance(vendorScope(caller)),

    async updateVehicle(caller: AuthContext, id: string, changes: VehicleUpdate, ip: string) {
      const { vehicle: before } = await findVisibleVehicle(vehicles, caller, id);
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
          await recordUpdate(tx, actorOf(caller, ip), {
            entity: 'vehicle',
            entityId: id,
            fields: Object.keys(changes),
            before,
            after,
          });
        })
        .catch(vehicleConflict);
      return reload(id);
    },

    /** One workflow move; submitting needs the vehicle's required documents. */
    async applyWorkflowAction(
      caller: AuthContext,
      id: string,
      action: WorkflowAction,
      reason: string | undefined,
      ip: string,
    ) {
      const { vehicle: before } = await findVisibleVehicle(vehicles, caller, id);
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

    async listVehicleAudit(caller: AuthContext, id: string) {
      await findVisibleVehicle(vehicles, caller, id);
      return listAudit(db, 'vehicle', id);
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
