import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '../../../components/records/audit-timeline';
import { readableKey } from '../../../lib/audit-entries';
import { useDriverAudit } from '../api/get-driver-audit';

/** The driver's history as a timeline, newest first. */
export function DriverAudit({ driverId }: { driverId: string }) {
  const { t } = useTranslation();
  return (
    <AuditTimeline
      audit={useDriverAudit(driverId)}
      labels={{
        field: (key) =>
          t(`drivers.fields.${key}` as 'drivers.fields.name', { defaultValue: readableKey(key) }),
        slot: (slot) =>
          t(`drivers.documents.slots.${slot}` as 'drivers.documents.slots.dlFront', {
            defaultValue: readableKey(slot),
          }),
        paper: (paper) =>
          t(`drivers.papers.items.${paper}` as 'drivers.papers.items.licence', {
            defaultValue: readableKey(paper),
          }),
      }}
    />
  );
}
