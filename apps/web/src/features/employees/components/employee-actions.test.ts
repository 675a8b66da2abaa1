import { describe, expect, it } from 'vitest';
import { makeEmployee } from '../../../test/employees';
import { allowedEmployeeActions } from './employee-actions';

describe('employee status actions', () => {
  it.each([
    ['Active', ['deactivate', 'block', 'delete']],
    ['Inactive', ['reactivate', 'block', 'delete']],
    ['Blocked', ['reactivate', 'delete']],
    ['Deleted', []],
  ] as const)('offers a %s account only what its status allows', (accountStatus, expected) => {
    expect(allowedEmployeeActions(makeEmployee({ accountStatus }))).toEqual(expected);
  });

  it('treats staff without an approval status as approved', () => {
    expect(
      allowedEmployeeActions(makeEmployee({ approvalStatus: null, accountStatus: 'Inactive' })),
    ).toEqual(['reactivate', 'block', 'delete']);
  });
});
