import type { RealtimeHub } from '../realtime/hub.js';
import type { DutyRecipientsRepository } from './duty-recipients.repository.js';
import type { DutyRow } from './duty-selections.repository.js';

type Parties = Pick<DutyRow, 'vendorId' | 'driverId'>;

/** Tells the people concerned (the vendor's users, the driver, the operators) a duty changed. */
export function createDutyNotifier(deps: {
  recipients: DutyRecipientsRepository;
  hub: Pick<RealtimeHub, 'connectedUsers' | 'sendToUser'>;
  log: { warn(object: unknown, message: string): void };
}) {
  /**
   * Tells them of the duty as it is now, and those of its parties before (`also`): a vendor or
   * driver it was taken from hears of it too. Never throws: the change is made either way.
   */
  async function notifyDutyChanged(
    duty: Pick<DutyRow, 'id' | 'regId' | 'status'> & Parties,
    also: Parties[] = [],
  ) {
    if (deps.hub.connectedUsers() === 0) return;
    try {
      const vendorIds = [duty.vendorId, ...also.map((d) => d.vendorId)].filter(
        (id): id is string => id !== null,
      );
      const driverIds = [duty.driverId, ...also.map((d) => d.driverId)].filter(
        (id): id is string => id !== null,
      );
      const recipients = await deps.recipients.listRecipients({ vendorIds, driverIds });
      const data = { id: duty.id, regId: duty.regId, status: duty.status };
      for (const { id } of recipients) deps.hub.sendToUser(id, 'duty', data);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not notify about a duty');
    }
  }

  return { notifyDutyChanged };
}

export type DutyNotifier = ReturnType<typeof createDutyNotifier>;
