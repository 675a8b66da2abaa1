import { CONTACT_JOB_ROLES } from '@raahi/domain/lists';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { describeChanges } from './employee-history';

const t = i18n.t.bind(i18n);

describe('employee history', () => {
  it('says what changed in words people use', () => {
    expect(
      describeChanges(t, {
        before: { jobRole: 'fleet_manager', phone: '9845000103' },
        after: { jobRole: 'route_planner', phone: '9845000104' },
      }),
    ).toEqual([
      'Phone: +91-9845000103 → +91-9845000104',
      'Job role: Fleet Manager → Route Planner / Scheduler',
    ]);
    expect(
      describeChanges(t, {
        before: { accountStatus: 'Active' },
        after: { accountStatus: 'Blocked' },
      }),
    ).toEqual(['Account status: Active → Blocked']);
  });

  it('lists what an account was created with', () => {
    expect(
      describeChanges(t, {
        before: null,
        after: { role: 'VENDOR_USER', name: 'Asha', jobRole: null, onboarding: 'invitation' },
      }),
    ).toEqual([
      'Name: Asha',
      'Job role: none',
      'Role: Vendor staff',
      'Onboarding: invitation link',
    ]);
  });

  it('shows every job role under the exact label of the spec', () => {
    for (const { value, label } of CONTACT_JOB_ROLES) expect(t(`jobRoles.${value}`)).toBe(label);
  });
});
