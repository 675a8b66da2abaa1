import { describe, expect, it } from 'vitest';
import { dutyActionsFor, mayEditDuty } from './duty-actions';

const vendor = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Shree Travels' };

describe('the status actions a role is offered', () => {
  it('lets the operator assign a vendor, then a driver, and cancel, but not drive', () => {
    expect(dutyActionsFor('admin', { status: 'Requested', vendor: null })).toEqual([
      'assign-vendor',
      'cancel',
    ]);
    expect(dutyActionsFor('ADMIN_USER', { status: 'Requested', vendor })).toEqual([
      'assign-vendor',
      'assign',
      'cancel',
    ]);
    // Admins hold every permission, driving included.
    expect(dutyActionsFor('admin', { status: 'Assigned', vendor })).toContain('accept');
  });

  it('lets a vendor assign its drivers and drive for them, but not cancel or change vendor', () => {
    expect(dutyActionsFor('vendor', { status: 'Requested', vendor })).toEqual(['assign']);
    expect(dutyActionsFor('VENDOR_USER', { status: 'Assigned', vendor })).toEqual([
      'assign',
      'accept',
      'no-show',
    ]);
    expect(dutyActionsFor('vendor', { status: 'Accepted', vendor })).toEqual([
      'assign',
      'start',
      'no-show',
    ]);
  });

  it('lets a driver accept, start and complete only', () => {
    expect(dutyActionsFor('driver', { status: 'Assigned', vendor })).toEqual(['accept', 'no-show']);
    expect(dutyActionsFor('driver', { status: 'Accepted', vendor })).toEqual(['start', 'no-show']);
    expect(dutyActionsFor('driver', { status: 'Started', vendor })).toEqual(['complete']);
    for (const status of ['Completed', 'Cancelled', 'NoShow'] as const)
      expect(dutyActionsFor('driver', { status, vendor })).toEqual([]);
  });

  it('offers editing to those who book, until the duty starts', () => {
    expect(mayEditDuty('ADMIN_USER', { status: 'Accepted' })).toBe(true);
    expect(mayEditDuty('admin', { status: 'Started' })).toBe(false);
    expect(mayEditDuty('vendor', { status: 'Requested' })).toBe(false);
  });
});
