import type { Role } from '@raahi/domain/roles';
import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import { describe, expect, it } from 'vitest';
import { mayEditVendor, vendorActionsFor } from './vendor-actions';

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
    expect(vendorActionsFor(role, state(approval, account))).toEqual(expected);
  });

  it('lets the owner and the operator edit, not vendor staff, and nobody a deleted vendor', () => {
    expect(mayEditVendor('vendor', state('Rejected'))).toBe(true);
    expect(mayEditVendor('ADMIN_USER', state('Approved'))).toBe(true);
    expect(mayEditVendor('VENDOR_USER', state('Rejected'))).toBe(false);
    expect(mayEditVendor('admin', state('Approved', 'Deleted'))).toBe(false);
  });
});
