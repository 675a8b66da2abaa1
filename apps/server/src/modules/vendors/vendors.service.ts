import { isOperatorRole } from '@raahi/domain/roles';
import { maskAadhaar } from '@raahi/domain/kyc';
import type { ApprovalStatus } from '@raahi/domain/statuses';
import type { VendorCreate, VendorListQuery, VendorUpdate } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { pageAnswer } from '../../db/list-page.js';
import { nextRegId } from '../../db/reg-id.js';
import { uniqueViolationField } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../errors.js';
import { actorOf, type AuthContext, publicActor } from '../../core/auth-context.js';
import { listAudit, recordAudit, recordUpdate } from '../../core/audit.js';
import { applyWorkflowAction } from '../../core/workflow.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import type { PhoneVerifier } from '../auth/tokens.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { UsersService } from '../users/users.service.js';
import { aadhaarFingerprint, assertVendorKyc } from './vendor-kyc.js';
import { createVendorDrafts } from './vendor-drafts.js';
import { toListItem, toVendor } from './vendor-view.js';
import type { VendorRow, VendorsRepository } from './vendors.repository.js';

/** Unique violations from either the vendor or its owner's account, as a 409 naming the field. */
function conflict(error: unknown): never {
  const field = uniqueViolationField(error);
  if (!field) throw error;
  const shown =
    { gst: 'GSTIN', pan: 'PAN', aadhar: 'Aadhaar number', email: 'email', phone: 'phone' }[field] ??
    field;
  throw new AppError('CONFLICT', `A vendor with this ${shown} is already registered`, { field });
}

export function createVendorsService(deps: {
  db: Database;
  vendors: VendorsRepository;
  users: UsersService;
  companies: CompaniesService;
  phoneVerifier: PhoneVerifier;
  aadhaarKey: string;
}) {
  const { db, vendors, users, companies, phoneVerifier } = deps;

  /** The vendor if the caller may see it: operators see all, a vendor's people their own. */
  async function visible(caller: AuthContext, id: string) {
    const row = await vendors.findById(id);
    if (!row || !maySee(caller, row)) throw notFound('Vendor');
    return row;
  }

  const maySee = (caller: AuthContext, row: VendorRow) =>
    isOperatorRole(caller.role) || (caller.vendorId === row.id && row.accountStatus !== 'Deleted');

  const present = async (row: VendorRow) =>
    toVendor(row, await companies.namesOf(row.associatedCompanies));

  function identityColumns(input: VendorUpdate, current?: VendorRow) {
    const merged = {
      gst: input.gst !== undefined ? input.gst || null : (current?.gst ?? null),
      pan: input.pan ?? current!.pan,
      aadhar: input.aadhar,
      operationalArea: input.operationalArea ?? current?.operationalArea,
    };
    const checked = assertVendorKyc(merged);
    return {
      ...checked,
      ...(input.aadhar ? aadhaarFingerprint(input.aadhar, deps.aadhaarKey) : {}),
    };
  }

  return {
    /**
     * Public sign-up (with a phone proven by OTP and a password) or an operator onboarding a
     * vendor on its behalf. Creates the vendor and its owner's account in one transaction.
     */
    async create(
      caller: AuthContext | null,
      input: VendorCreate & { submit?: boolean },
      ip: string,
    ) {
      if (caller && !isOperatorRole(caller.role))
        throw new AppError('FORBIDDEN', 'Only the operator onboards other vendors');
      if (!caller) {
        const phone = await phoneVerifier.verify(input.phoneVerification);
        if (phone !== input.phone)
          throw new AppError('UNAUTHORIZED', 'Verify this business phone with a code first');
        if (!input.password) {
          throw new AppError('VALIDATION_FAILED', 'Choose a password', [
            { path: 'body.password', message: 'Choose a password' },
          ]);
        }
      }
      const identity = identityColumns(input);
      await companies.requireActive(input.associatedCompanies);
      if (input.password) {
        assertPasswordAllowed(
          input.password,
          {
            emails: [input.email, input.owneremail],
            phones: [input.phone, input.ownermobile],
            names: [input.ownername, input.name],
          },
          'body.password',
        );
      }
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const approvalStatus: ApprovalStatus =
        caller && input.submit === false ? 'Staged' : 'Pending';
      const actor = caller ? actorOf(caller, ip) : publicActor(ip);

      const row = await db
        .transaction(async (tx) => {
          const vendorId = randomUUID();
          const regId = await nextRegId(tx, 'VEN');
          const owner = await users.insert(
            {
              regId,
              role: 'vendor',
              name: input.ownername,
              email: input.email,
              phone: input.phone,
              passwordHash,
              approvalStatus,
              accountStatus: 'Active',
              vendorId,
              createdBy: caller?.userId ?? null,
            },
            tx,
          );
          const vendor = await vendors.insert(
            {
              id: vendorId,
              regId,
              registrationType: input.registrationType,
              name: input.name,
              email: input.email,
              phone: input.phone,
              address: input.address,
              operationalArea: input.operationalArea,
              operationalStates: input.operationalArea.map((area) => area.state),
              serviceTypes: input.serviceTypes,
              associatedCompanies: input.associatedCompanies,
              elevatorStatement: input.elevatorStatement ?? null,
              ownername: input.ownername,
              ownermobile: input.ownermobile,
              ownerdob: input.ownerdob,
              owneremail: input.owneremail ?? null,
              ownerUserId: owner.id,
              approvalStatus,
              accountStatus: 'Active',
              submittedAt: approvalStatus === 'Pending' ? new Date() : null,
              ...identity,
            },
            tx,
          );
          await recordAudit(tx, actor, {
            action: 'created',
            entity: 'vendor',
            entityId: vendor.id,
            after: { regId, name: vendor.name, approvalStatus },
          });
          await vendors.deleteDraft(input.phone, tx);
          return vendor;
        })
        .catch(conflict);
      return present(row);
    },

    async get(caller: AuthContext, id: string) {
      const found = await vendors.findDetailed(id);
      if (!found || !maySee(caller, found.vendor)) throw notFound('Vendor');
      return toVendor(found.vendor, found.companyNames);
    },

    async list(query: VendorListQuery) {
      return pageAnswer(await vendors.list(query), query, toListItem);
    },

    /** Owner or operator edits; statuses move only through `act`. */
    async update(caller: AuthContext, id: string, changes: VendorUpdate, ip: string) {
      const before = await visible(caller, id);
      if (!isOperatorRole(caller.role) && caller.role !== 'vendor')
        throw new AppError('FORBIDDEN', 'Your role may not edit the vendor');
      if (before.accountStatus === 'Deleted')
        throw new AppError('CONFLICT', 'This vendor is deleted');
      const identity = identityColumns(changes, before);
      if (changes.associatedCompanies) await companies.requireActive(changes.associatedCompanies);
      const { aadhar: _aadhar, ...plain } = changes;
      const after = await db
        .transaction(async (tx) => {
          const updated = await vendors.update(
            id,
            {
              ...plain,
              ...identity,
              ...(changes.operationalArea
                ? { operationalStates: changes.operationalArea.map((a) => a.state) }
                : {}),
            },
            tx,
          );
          await recordUpdate(tx, actorOf(caller, ip), {
            entity: 'vendor',
            entityId: id,
            fields: Object.keys(changes),
            before,
            after: updated,
            shown: { aadhar: (r) => r.aadharLast4 && maskAadhaar(r.aadharLast4) },
          });
          return updated;
        })
        .catch(conflict);
      return present(after);
    },

    /** One workflow move, checked against the caller's role and the vendor's current state. */
    async applyWorkflowAction(
      caller: AuthContext,
      id: string,
      action: WorkflowAction,
      reason: string | undefined,
      ip: string,
    ) {
      const before = await visible(caller, id);
      const after = await applyWorkflowAction(db, {
        caller,
        ip,
        entity: 'vendor',
        entityId: id,
        subject: { entity: 'vendor', vendorId: id, regId: before.regId },
        current: before,
        action,
        reason,
        permissions: { review: 'vendors:review', manage: 'vendors:manage-status' },
        maySubmit: isOperatorRole(caller.role) || caller.role === 'vendor',
        apply: async (tx, { move, changes }) => {
          const updated = await vendors.update(id, changes, tx);
          if (move.field === 'approvalStatus' && before.ownerUserId) {
            await users.update(before.ownerUserId, { approvalStatus: move.to }, tx);
          }
          if (move.field === 'accountStatus' && move.to !== 'Active') {
            await users.revokeSessions(await vendors.userIdsOf(id, tx), tx);
          }
          return updated;
        },
      });
      return present(after);
    },

    async history(caller: AuthContext, id: string) {
      await visible(caller, id);
      return listAudit(db, 'vendor', id);
    },

    ...createVendorDrafts({ vendors, phoneVerifier }),
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
