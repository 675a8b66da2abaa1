import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '../../../components/records/audit-timeline';
import { readableKey } from '../../../lib/audit-entries';
import { useVehicleAudit } from '../api/get-vehicle-audit';

/** The vehicle's history as a timeline, newest first. */
export function VehicleAudit({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  return (
    <AuditTimeline
      audit={useVehicleAudit(vehicleId)}
      labels={{
        field: (key) =>
          t(`vehicles.fields.${key}` as 'vehicles.fields.brand', {
            defaultValue: readableKey(key),
          }),
        slot: (slot) =>
          t(`vehicles.documents.slots.${slot}` as 'vehicles.documents.slots.frontImage', {
            defaultValue: readableKey(slot),
          }),
        paper: (paper) =>
          t(`vehicles.compliance.items.${paper}` as 'vehicles.compliance.items.roadTax', {
            defaultValue: readableKey(paper),
          }),
      }}
    />
  );
}
