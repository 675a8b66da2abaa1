import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  AccountStatusSchema,
  ApprovalStatusSchema,
} from '../src/statuses';

describe('statuses', () => {
  it('lists the approval statuses', () => {
    expect(APPROVAL_STATUSES).toEqual(['Pending', 'Approved', 'Rejected', 'Staged']);
    expect(ApprovalStatusSchema.safeParse('pending').success).toBe(false);
  });

  it('lists the account statuses', () => {
    expect(ACCOUNT_STATUSES).toEqual(['Active', 'Inactive', 'Blocked', 'Deleted']);
    expect(AccountStatusSchema.parse('Blocked')).toBe('Blocked');
  });
});
