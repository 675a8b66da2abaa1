import type { Role } from '@raahi/domain/roles';
import type { Vendor } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTRUCTIVE_ACTIONS, mayEditVendor, vendorActionsFor } from '../../lib/vendor-actions';
import { VendorActionDialog } from './vendor-action-dialog';

const PRIMARY: readonly WorkflowAction[] = ['approve', 'submit', 'resubmit'];

interface VendorActionsProps {
  vendor: Vendor;
  role: Role;
  onEdit: () => void;
}

/** Edit and the workflow steps this role may take on this vendor now, each behind a confirmation. */
export function VendorActions({ vendor, role, onEdit }: VendorActionsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const actions = vendorActionsFor(role, vendor);
  const editable = mayEditVendor(role, vendor);
  if (actions.length === 0 && !editable) return null;

  return (
    <Box
      role="group"
      aria-label={t('vendors.detail.actionsLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {actions.map((action) => (
        <Button
          key={action}
          variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
          color={DESTRUCTIVE_ACTIONS.includes(action) ? 'error' : 'primary'}
          onClick={() => setPending(action)}
        >
          {t(`vendors.actions.${action}.label`)}
        </Button>
      ))}
      {editable && (
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {t('vendors.detail.edit')}
        </Button>
      )}
      {pending && (
        <VendorActionDialog vendor={vendor} action={pending} onClose={() => setPending(null)} />
      )}
    </Box>
  );
}
