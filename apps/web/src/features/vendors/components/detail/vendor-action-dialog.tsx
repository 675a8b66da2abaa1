import { zodResolver } from '@hookform/resolvers/zod';
import { RejectSchema, type Vendor } from '@raahi/domain/vendors';
import type { WorkflowAction } from '@raahi/domain/workflow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { applyServerErrors, textFieldProps } from '../../../../lib/form';
import { useActOnVendor } from '../../api/act-on-vendor';
import { DESTRUCTIVE_ACTIONS } from '../../lib/vendor-actions';

interface VendorActionDialogProps {
  vendor: Vendor;
  action: WorkflowAction;
  onClose: () => void;
  /** After the step went through, with the vendor as it is now. */
  onDone?: (vendor: Vendor) => void;
}

const reasonResolver = zodResolver(RejectSchema);

/** Confirms one workflow step; rejecting needs a reason the vendor will read. */
export function VendorActionDialog({ vendor, action, onClose, onDone }: VendorActionDialogProps) {
  const { t } = useTranslation();
  const act = useActOnVendor();
  const [problem, setProblem] = useState<string | null>(null);
  const needsReason = action === 'reject';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: needsReason ? reasonResolver : undefined,
    defaultValues: { reason: '' },
  });
  const name = vendor.name;

  const confirm = handleSubmit(async ({ reason }) => {
    if (act.isPending) return;
    setProblem(null);
    try {
      const updated = await act.mutateAsync({
        vendorId: vendor.id,
        action,
        reason: needsReason ? reason : undefined,
      });
      toast.success(t(`vendors.actions.${action}.done`, { name }));
      onDone?.(updated);
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['reason']));
    }
  });

  const titleId = `vendor-action-${action}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <DialogTitle id={titleId}>{t(`vendors.actions.${action}.title`, { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: needsReason ? 2 : 0 }}>
            {t(`vendors.actions.${action}.body`)}
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          {needsReason && (
            <TextField
              id="vendor-action-reason"
              label={t('vendors.actions.reason')}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              {...textFieldProps(register('reason'), errors.reason)}
              helperText={errors.reason?.message ?? t('vendors.actions.reasonHint')}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('vendors.actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={DESTRUCTIVE_ACTIONS.includes(action) ? 'error' : 'primary'}
            loading={act.isPending}
            autoFocus={!needsReason}
          >
            {t(`vendors.actions.${action}.label`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
