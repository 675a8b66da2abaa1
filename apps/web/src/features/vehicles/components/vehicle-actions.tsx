import { formatVehicleNumber } from '@raahi/domain/formats';
import type { Vehicle } from '@raahi/domain/vehicles';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { useTranslation } from 'react-i18next';
import { WorkflowActions } from '../../../components/records/workflow-actions';
import { useApplyVehicleAction } from '../api/apply-vehicle-action';

/** The vehicle's workflow buttons; each asks first, reject with a reason. */
export function VehicleActions({
  vehicle,
  actions,
}: {
  vehicle: Vehicle;
  actions: WorkflowAction[];
}) {
  const { t } = useTranslation();
  const apply = useApplyVehicleAction();
  const number = formatVehicleNumber(vehicle.vehicleNumber);
  return (
    <WorkflowActions
      actions={actions}
      text={(action, part) => t(`vehicles.actions.${action}.${part}`, { number })}
      apply={(action, reason) => apply.mutateAsync({ vehicleId: vehicle.id, action, reason })}
      pending={apply.isPending}
    />
  );
}
