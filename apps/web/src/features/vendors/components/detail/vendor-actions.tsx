import type { Vendor } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkflowActions } from '../../../../components/records/workflow-actions';
import { useActOnVendor } from '../../api/act-on-vendor';

interface VendorActionsProps {
  vendor: Vendor;
  /** The workflow steps to offer (see recordActionsFor). */
  actions: WorkflowAction[];
  /** After a step went through, with the vendor as it is now. */
  onDone?: (vendor: Vendor) => void;
  /** More buttons in the same row (Edit details, links). */
  children?: ReactNode;
}

/** The vendor's workflow steps, each behind a confirmation; rejecting needs a reason. */
export function VendorActions({ vendor, actions, onDone, children }: VendorActionsProps) {
  const { t } = useTranslation();
  const act = useActOnVendor();
  return (
    <WorkflowActions
      actions={actions}
      text={(action, part) => t(`vendors.actions.${action}.${part}`, { name: vendor.name })}
      apply={async (action, reason) => {
        const updated = await act.mutateAsync({ vendorId: vendor.id, action, reason });
        onDone?.(updated);
      }}
      pending={act.isPending}
      label={t('vendors.detail.actionsLabel')}
      reasonHint={t('vendors.actions.reasonHint')}
    >
      {children}
    </WorkflowActions>
  );
}
