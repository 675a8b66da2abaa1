import type { Duty, Eligibility } from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useEligibleCrew } from '../api/list-eligible-crew';
import { useMoveDuty } from '../api/move-duty';
import { CrewPicker, freeCrew } from './crew-picker';
import { dutyErrorMessage } from './duty-error';

function AssignForm({
  duty,
  eligibility,
  onClose,
}: {
  duty: Duty;
  eligibility: Eligibility;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moveDuty = useMoveDuty();
  const [choice, setChoice] = useState(() =>
    freeCrew(eligibility, { driverId: duty.driver?.id, vehicleId: duty.vehicle?.id }),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!choice.driverId || !choice.vehicleId || moveDuty.isPending) return;
    setProblem(null);
    try {
      await moveDuty.mutateAsync({ dutyId: duty.id, move: 'assign', body: choice });
      toast.success(t('duties.moves.assign.done', { regId: duty.regId }));
      onClose();
    } catch (error) {
      setProblem(dutyErrorMessage(t, error));
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('duties.moves.assign.body')}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <CrewPicker eligibility={eligibility} value={choice} onChange={setChoice} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('duties.moves.back')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!choice.driverId || !choice.vehicleId}
          loading={moveDuty.isPending}
        >
          {t('duties.moves.assign.label')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Assigns one of the vendor's free drivers and vehicles; the others are listed, not offered. */
export function AssignDialog({ duty, onClose }: { duty: Duty; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const eligibility = useEligibleCrew(duty.id);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="duty-assign-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="duty-assign-title">
        {t('duties.moves.assign.title', { regId: duty.regId })}
      </DialogTitle>
      {eligibility.isPending ? (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </DialogContent>
      ) : eligibility.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">
              {isApiError(eligibility.error) ? eligibility.error.message : t('errors.unexpected')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('duties.moves.back')}</Button>
          </DialogActions>
        </>
      ) : (
        <AssignForm duty={duty} eligibility={eligibility.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
