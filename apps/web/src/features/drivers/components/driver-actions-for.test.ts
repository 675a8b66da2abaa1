import { describe, expect, it } from 'vitest';
import { canEditDriver, driverActionsFor } from './driver-actions-for';

const state = (approvalStatus: string, accountStatus = 'Active') =>
  ({ approvalStatus, accountStatus }) as Parameters<typeof driverActionsFor>[1];

describe('driver actions by role and state', () => {
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
    expect(canEditDriver('driver', state('Staged'))).toBe(false);
    expect(canEditDriver('VENDOR_USER', state('Approved'))).toBe(true);
    expect(canEditDriver('admin', state('Approved', 'Deleted'))).toBe(false);
  });
});
