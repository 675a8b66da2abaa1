import type { Driver } from '@raahi/domain/drivers';
import type { WorkflowAction } from '@raahi/domain/workflow';
import { useTranslation } from 'react-i18next';
import { WorkflowActions } from '../../../components/records/workflow-actions';
import { useApplyDriverAction } from '../api/apply-driver-action';

/** The driver's workflow buttons; each asks first, reject with a reason. */
export function DriverActions({ driver, actions }: { driver: Driver; actions: WorkflowAction[] }) {
  const { t } = useTranslation();
  const apply = useApplyDriverAction();
  return (
    <WorkflowActions
      actions={actions}
      text={(action, part) => t(`drivers.actions.${action}.${part}`, { name: driver.name })}
      apply={(action, reason) => apply.mutateAsync({ driverId: driver.id, action, reason })}
      pending={apply.isPending}
    />
  );
}
