import { DUTY_MOVE_NAMES } from '@raahi/domain/duty-constants';
import { EMPLOYEE_ACTIONS } from '@raahi/domain/employees';
import { WORKFLOW_ACTIONS } from '@raahi/domain/workflow';
import { describe, expect, it } from 'vitest';
import { auditActionText, isEmptyChange, readableKey, shownEntries } from './audit-entries';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n);

/** Every action the server writes to a record's history (grep "action: '" in apps/server/src). */
const SERVER_ACTIONS = [
  'created',
  'updated',
  'document-uploaded',
  'document-removed',
  'driver-assigned',
  'driver-unassigned',
  'invitation-accepted',
  'password-changed',
  'profile-updated',
  'photo-changed',
  'signed-in',
  'account-status-changed',
  'renewal-submitted',
  'renewal-approved',
  'renewal-rejected',
  // Security events (entity 'security'), for the log that will list them.
  'sign-in-failed',
  'otp-sent',
  'otp-verified',
  'otp-failed',
  'access-denied',
  'signed-out',
  'session-revoked-reuse',
  ...WORKFLOW_ACTIONS,
  ...Object.keys(EMPLOYEE_ACTIONS),
  ...DUTY_MOVE_NAMES,
];

describe('history entries', () => {
  it('says every action the server writes in words of the catalogue', () => {
    for (const action of SERVER_ACTIONS) {
      expect(i18n.exists(`history.actions.${action}`), action).toBe(true);
      expect(auditActionText(t, action)).not.toBe(action);
    }
    expect(auditActionText(t, 'driver-assigned')).toBe('Driver assigned');
    expect(auditActionText(t, 'created', 'duties.audit.actions')).toBe('Booked');
  });

  it('reads an action it does not know as words, never as its key', () => {
    expect(auditActionText(t, 'renewal-approved')).toBe('Renewal approved');
    expect(readableKey('dlIssueDate')).toBe('Dl issue date');
    expect(readableKey('start_override')).toBe('Start override');
  });

  it('leaves out saves that changed nothing, and keeps every other entry', () => {
    const entries = [
      { before: { color: 'White' }, after: { color: 'White' } },
      { before: { color: 'White' }, after: { color: 'Silver' } },
      { before: null, after: { name: 'Ravi' } },
      { before: { approvalStatus: 'Pending' }, after: { approvalStatus: 'Approved' } },
      { before: null, after: null },
    ];
    expect(isEmptyChange(entries[0]!)).toBe(true);
    expect(shownEntries(entries)).toEqual(entries.slice(1));
  });
});
