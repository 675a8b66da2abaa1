import { describe, expect, it } from 'vitest';
import {
  byDue,
  countsOnBadge,
  DerivedTaskKeySchema,
  derivedKindsFor,
  endOfIndiaDay,
  taskLinkPath,
} from '../src/tasks';
import { hasTaskQueue } from '../src/permissions';

const id = '0b7d9a52-3c1e-4f7a-9d2b-6a1e2c3d4e5f';

describe('tasks: who has which', () => {
  it('gives reviews to the operator, rejections to vendors, invitations to who manages staff', () => {
    expect(derivedKindsFor('admin')).toContain('invitation.pending');
    expect(derivedKindsFor('ADMIN_USER')).not.toContain('invitation.pending');
    expect(derivedKindsFor('ADMIN_USER')).toContain('review.driver');
    expect(derivedKindsFor('vendor')).toEqual([
      'document.expiring',
      'duty.unstaffed',
      'duty.late',
      'record.rejected',
      'rating.low',
      'sos.open',
      'invitation.pending',
    ]);
    expect(derivedKindsFor('ADMIN_USER')).toContain('sos.open');
    expect(derivedKindsFor('VENDOR_USER')).not.toContain('review.vehicle');
    expect(derivedKindsFor('driver')).toEqual([]);
    expect(hasTaskQueue('driver')).toBe(false);
    expect(hasTaskQueue('VENDOR_USER')).toBe(true);
  });
});

describe('tasks: when they count', () => {
  const now = new Date('2026-11-26T10:00:00Z'); // 3:30 pm IST

  it('ends the India day at 23:59:59.999 IST, whatever the UTC date', () => {
    expect(endOfIndiaDay(now).toISOString()).toBe('2026-11-26T18:29:59.999Z');
    expect(endOfIndiaDay(new Date('2026-11-26T19:00:00Z')).toISOString()).toBe(
      '2026-11-27T18:29:59.999Z',
    );
  });

  it('counts open tasks due by tonight, not snoozed, on the badge', () => {
    const open = { status: 'open' as const, snoozedUntil: null };
    expect(countsOnBadge({ ...open, dueAt: '2026-11-20T00:00:00Z' }, now)).toBe(true);
    expect(countsOnBadge({ ...open, dueAt: '2026-11-26T18:29:00Z' }, now)).toBe(true);
    expect(countsOnBadge({ ...open, dueAt: '2026-11-26T18:31:00Z' }, now)).toBe(false);
    expect(
      countsOnBadge(
        { ...open, dueAt: '2026-11-20T00:00:00Z', snoozedUntil: '2026-11-26T11:00:00Z' },
        now,
      ),
    ).toBe(false);
    // A snooze that has run out no longer hides it.
    expect(
      countsOnBadge(
        { ...open, dueAt: '2026-11-20T00:00:00Z', snoozedUntil: '2026-11-26T09:00:00Z' },
        now,
      ),
    ).toBe(true);
    expect(
      countsOnBadge({ status: 'done', snoozedUntil: null, dueAt: '2026-11-20T00:00:00Z' }, now),
    ).toBe(false);
  });

  it('sorts earliest due first, then by key', () => {
    const tasks = [
      { key: 'b', dueAt: '2026-11-26T10:00:00Z' },
      { key: 'a', dueAt: '2026-11-26T10:00:00.000Z' },
      { key: 'c', dueAt: '2026-11-25T10:00:00Z' },
    ];
    expect([...tasks].sort(byDue).map((task) => task.key)).toEqual(['c', 'a', 'b']);
  });
});

describe('tasks: links and keys', () => {
  it('opens each record where it is acted on', () => {
    expect(taskLinkPath({ kind: 'duty', id })).toBe(`/duties?duty=${id}`);
    expect(taskLinkPath({ kind: 'employee', id })).toBe(`/manage-your-employees/${id}`);
    expect(taskLinkPath({ kind: 'vehicle', id })).toBe(`/vehicles/${id}`);
  });

  it('accepts only derived task keys', () => {
    expect(DerivedTaskKeySchema.safeParse(`review.driver:${id}`).success).toBe(true);
    expect(DerivedTaskKeySchema.safeParse(`duty.late:${id}`).success).toBe(true);
    expect(DerivedTaskKeySchema.safeParse(`manual:${id}`).success).toBe(false);
    expect(DerivedTaskKeySchema.safeParse('review.driver:nope').success).toBe(false);
  });
});
