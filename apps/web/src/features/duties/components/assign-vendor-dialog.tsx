import type { Duty } from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useBookableVendors } from '../api/list-bookable-vendors';
import { useMoveDuty } from '../api/move-duty';
import { dutyErrorMessage } from './duty-error';
import { VehicleNotReported } from './vehicle-not-reported';

/**
 * The operator hands the duty to one of its approved vendors; taking it from one whose vehicle
 * did not report, it may say so (`mayRecordFailure`).
 */
export function AssignVendorDialog({
  duty,
  mayRecordFailure = false,
  onClose,
}: {
  duty: Duty;
  mayRecordFailure?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const vendors = useBookableVendors({ enabled: true });
  const moveDuty = useMoveDuty();
  const [vendorId, setVendorId] = useState(duty.vendor?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notReported, setNotReported] = useState(false);

  const submit = async () => {
    if (!vendorId || moveDuty.isPending) return;
    setProblem(null);
    try {
      const failure = mayRecordFailure && notReported ? { vehicleNotReported: true } : {};
      await moveDuty.mutateAsync({
        dutyId: duty.id,
        move: 'assign-vendor',
        body: { vendorId, ...failure },
      });
      toast.success(t('duties.moves.assign-vendor.done', { regId: duty.regId }));
      onClose();
    } catch (error) {
      setProblem(dutyErrorMessage(t, error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="duty-vendor-title" fullWidth maxWidth="xs">
      <DialogTitle id="duty-vendor-title">
        {t('duties.moves.assign-vendor.title', { regId: duty.regId })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('duties.moves.assign-vendor.body')}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <TextField
          select
          fullWidth
          id="duty-vendor"
          label={t('duties.moves.vendor')}
          // The duty's own vendor, once blocked, is no longer offered: the field then starts empty.
          value={vendors.data?.some((vendor) => vendor.id === vendorId) ? vendorId : ''}
          onChange={(event) => setVendorId(event.target.value)}
          disabled={vendors.isPending}
        >
          {(vendors.data ?? []).map((vendor) => (
            <MenuItem key={vendor.id} value={vendor.id}>
              {vendor.name}
            </MenuItem>
          ))}
        </TextField>
        {mayRecordFailure && (
          <VehicleNotReported duty={duty} checked={notReported} onChange={setNotReported} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('duties.moves.back')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!vendorId || vendorId === duty.vendor?.id}
          loading={moveDuty.isPending}
        >
          {t('duties.moves.assign-vendor.label')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
