import { describe, expect, it } from 'vitest';
import { availableActions, canApply } from '../src/workflow';

describe('workflow', () => {
  it('moves a draft to review, and a review to a decision', () => {
    expect(availableActions({ approvalStatus: 'Staged', accountStatus: 'Active' })).toEqual([
      'submit',
      'deactivate',
      'block',
      'delete',
    ]);
    expect(availableActions({ approvalStatus: 'Pending', accountStatus: 'Active' })).toEqual(
      expect.arrayContaining(['approve', 'reject']),
    );
    expect(canApply('resubmit', { approvalStatus: 'Rejected', accountStatus: 'Active' })).toBe(
      true,
    );
  });

  it('refuses moves from the wrong state', () => {
    expect(canApply('approve', { approvalStatus: 'Approved', accountStatus: 'Active' })).toBe(
      false,
    );
    expect(canApply('approve', { approvalStatus: 'Staged', accountStatus: 'Active' })).toBe(false);
    expect(canApply('activate', { approvalStatus: 'Approved', accountStatus: 'Active' })).toBe(
      false,
    );
    expect(availableActions({ approvalStatus: 'Pending', accountStatus: 'Deleted' })).toEqual([]);
  });
});
