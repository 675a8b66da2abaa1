import { describe, expect, it } from 'vitest';
import {
  expiryTask,
  indiaDayStart,
  invitationTask,
  lateDutyTask,
  rejectedTask,
  unstaffedDutyTask,
} from '../../src/modules/tasks/derived-task-views.js';

const id = '0b7d9a52-3c1e-4f7a-9d2b-6a1e2c3d4e5f';

describe('derived tasks, as the API answers them', () => {
  it('dates a paper’s task at the start of its valid-till day in India, expired or not', () => {
    expect(indiaDayStart('2026-12-05').toISOString()).toBe('2026-12-04T18:30:00.000Z');
    const vehicle = {
      kind: 'vehicle' as const,
      id,
      subject: 'KA 03 AF 7712',
      validTill: '2026-12-05',
    };
    expect(expiryTask('insurance', vehicle, '2026-11-26')).toMatchObject({
      key: `document.expiring:${id}`,
      why: { key: 'paperExpiring', params: { paper: 'insurance', date: '2026-12-05' } },
      dueAt: '2026-12-04T18:30:00.000Z',
      link: `/vehicles/${id}`,
    });
    expect(expiryTask('insurance', vehicle, '2026-12-06').why.key).toBe('paperExpired');
    // Valid through its last day: on that day it is still running out, not run out.
    expect(expiryTask('insurance', vehicle, '2026-12-05').why.key).toBe('paperExpiring');
  });

  it('makes a duty late 15 minutes after its start, and says what an unstaffed one lacks', () => {
    const duty = {
      id,
      regId: 'DUT-000041',
      missing: 'vendor' as const,
      pickupAddress: 'Koramangala',
      scheduledStart: new Date('2026-11-26T04:00:00Z'),
    };
    expect(lateDutyTask(duty).dueAt).toBe('2026-11-26T04:15:00.000Z');
    expect(unstaffedDutyTask(duty)).toMatchObject({
      kind: 'duty.unstaffed',
      dueAt: '2026-11-26T04:00:00.000Z',
      why: { key: 'dutyNeeds', params: { missing: 'vendor', pickup: 'Koramangala' } },
      link: `/duties?duty=${id}`,
    });
  });

  it('carries a rejection’s reason, and an invitation’s lapse as its due moment', () => {
    const since = new Date('2026-11-20T05:00:00Z');
    expect(
      rejectedTask({ kind: 'driver', id, subject: 'Ravi', since, reason: null }).why.params,
    ).toEqual({ record: 'driver', at: since.toISOString(), reason: '' });
    expect(
      invitationTask({ id, name: 'Meera', regId: 'EMP-000009', createdAt: since }),
    ).toMatchObject({
      subject: 'Meera (EMP-000009)',
      dueAt: '2026-11-23T05:00:00.000Z',
      link: `/manage-your-employees/${id}`,
    });
  });
});
