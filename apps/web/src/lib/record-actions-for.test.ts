import type { Role } from '@raahi/domain/roles';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import { describe, expect, it } from 'vitest';
import { canEditRecord, recordActionsFor } from './record-actions-for';

const state = (approvalStatus: ApprovalStatus, accountStatus: AccountStatus = 'Active') => ({
  approvalStatus,
  accountStatus,
});

describe('vendor actions', () => {
  it.each<[Role, ApprovalStatus, AccountStatus, string[]]>([
    ['admin', 'Pending', 'Active', ['approve', 'reject', 'deactivate', 'block', 'delete']],
    ['ADMIN_USER', 'Pending', 'Active', ['approve', 'reject', 'deactivate', 'block', 'delete']],
    ['admin', 'Staged', 'Active', ['submit', 'deactivate', 'block', 'delete']],
    ['admin', 'Rejected', 'Inactive', ['resubmit', 'activate', 'block', 'delete']],
    ['admin', 'Approved', 'Blocked', ['activate', 'delete']],
    ['admin', 'Approved', 'Deleted', []],
    ['vendor', 'Pending', 'Active', []],
    ['vendor', 'Rejected', 'Active', ['resubmit']],
    ['vendor', 'Staged', 'Active', ['submit']],
    ['VENDOR_USER', 'Rejected', 'Active', []],
    ['VENDOR_USER', 'Staged', 'Active', []],
    ['driver', 'Pending', 'Active', []],
  ])('%s sees for a %s, %s vendor: %j', (role, approval, account, expected) => {
    expect(recordActionsFor('vendors', role, state(approval, account))).toEqual(expected);
  });

  it('lets the owner and the operator edit, not vendor staff, and nobody a deleted vendor', () => {
    expect(canEditRecord('vendors', 'vendor', state('Rejected'))).toBe(true);
    expect(canEditRecord('vendors', 'ADMIN_USER', state('Approved'))).toBe(true);
    expect(canEditRecord('vendors', 'VENDOR_USER', state('Rejected'))).toBe(false);
    expect(canEditRecord('vendors', 'admin', state('Approved', 'Deleted'))).toBe(false);
  });
});

describe('driver actions by role and state', () => {
  const driverActionsFor = (role: Role, driver: ReturnType<typeof state>) =>
    recordActionsFor('drivers', role, driver);

  it('lets the operator review a Pending driver and manage its account', () => {
    for (const role of ['admin', 'ADMIN_USER'] as const) {
      expect(driverActionsFor(role, state('Pending'))).toEqual([
        'approve',
        'reject',
        'deactivate',
        'block',
        'delete',
      ]);
    }
  });

  it('never shows approve or reject to a vendor', () => {
    for (const role of ['vendor', 'VENDOR_USER'] as const) {
      expect(driverActionsFor(role, state('Pending'))).toEqual(['deactivate', 'block', 'delete']);
      expect(driverActionsFor(role, state('Staged'))).toEqual([
        'submit',
        'deactivate',
        'block',
        'delete',
      ]);
      expect(driverActionsFor(role, state('Rejected', 'Inactive'))).toEqual([
        'resubmit',
        'activate',
        'block',
        'delete',
      ]);
    }
  });

  it('offers only what the state allows', () => {
    expect(driverActionsFor('admin', state('Approved', 'Blocked'))).toEqual(['activate', 'delete']);
    expect(driverActionsFor('admin', state('Pending', 'Deleted'))).toEqual([]);
  });

  it('gives a driver no buttons, and editing only to writers', () => {
    expect(driverActionsFor('driver', state('Staged'))).toEqual([]);
    expect(canEditRecord('drivers', 'driver', state('Staged'))).toBe(false);
    expect(canEditRecord('drivers', 'VENDOR_USER', state('Approved'))).toBe(true);
    expect(canEditRecord('drivers', 'admin', state('Approved', 'Deleted'))).toBe(false);
  });
});
