import type { Duty, Eligibility, IneligibilityReason } from '@raahi/domain/duties';
import { formatVehicleNumber } from '@raahi/domain/kyc';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useEligibility } from '../api/get-duty';
import { useMoveDuty } from '../api/save-duty';
import { dutyErrorMessage } from './duty-error';

interface Choice {
  id: string;
  label: string;
  detail: string | null;
  reasons: IneligibilityReason[];
}

/** The free ones first; the others after them, each with why it cannot be chosen. */
function ordered(choices: Choice[]): Choice[] {
  return [...choices].sort(
    (a, b) =>
      Number(a.reasons.length > 0) - Number(b.reasons.length > 0) || a.label.localeCompare(b.label),
  );
}

function ChoiceGroup({
  name,
  label,
  empty,
  choices,
  value,
  onChange,
}: {
  name: string;
  label: string;
  empty: string;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      {choices.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <RadioGroup
          name={name}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          sx={{
            maxHeight: 320,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
          }}
        >
          {ordered(choices).map((choice) => {
            const reasons = choice.reasons.map((reason) => t(`duties.reasons.${reason}`));
            return (
              <FormControlLabel
                key={choice.id}
                value={choice.id}
                disabled={reasons.length > 0}
                control={<Radio size="small" />}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {choice.label}
                    </Typography>
                    {(choice.detail || reasons.length > 0) && (
                      <Typography
                        variant="caption"
                        color={reasons.length ? 'error' : 'text.secondary'}
                      >
                        {[choice.detail, reasons.join(', ')].filter(Boolean).join(' · ')}
                      </Typography>
                    )}
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      )}
    </FormControl>
  );
}

function initialChoice(duty: Duty, eligibility: Eligibility) {
  const free = <T extends { id: string; reasons: unknown[] }>(list: T[], id: string | undefined) =>
    list.find((item) => item.id === id && item.reasons.length === 0)?.id ?? '';
  return {
    driverId: free(eligibility.drivers, duty.driver?.id),
    vehicleId: free(eligibility.vehicles, duty.vehicle?.id),
  };
}

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
  const [choice, setChoice] = useState(() => initialChoice(duty, eligibility));
  const [problem, setProblem] = useState<string | null>(null);
  const freeVehicle = (id: string | null) =>
    eligibility.vehicles.some((vehicle) => vehicle.id === id && vehicle.reasons.length === 0);

  const pickDriver = (driverId: string) => {
    const own = eligibility.drivers.find((driver) => driver.id === driverId)?.vehicleId ?? null;
    // The driver's own vehicle comes with them when it is free.
    setChoice((current) => ({
      driverId,
      vehicleId: own && freeVehicle(own) ? own : current.vehicleId,
    }));
  };

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

  const ownVehicleOf = new Map(
    eligibility.drivers.filter((d) => d.vehicleId).map((d) => [d.vehicleId, d.id]),
  );
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('duties.moves.assign.body')}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <ChoiceGroup
            name="driver"
            label={t('duties.moves.driver')}
            empty={t('duties.moves.noDrivers')}
            value={choice.driverId}
            onChange={pickDriver}
            choices={eligibility.drivers.map((driver) => ({
              id: driver.id,
              label: driver.name,
              detail: driver.regId,
              reasons: driver.reasons,
            }))}
          />
          <ChoiceGroup
            name="vehicle"
            label={t('duties.moves.vehicle')}
            empty={t('duties.moves.noVehicles')}
            value={choice.vehicleId}
            onChange={(vehicleId) => setChoice((current) => ({ ...current, vehicleId }))}
            choices={eligibility.vehicles.map((vehicle) => ({
              id: vehicle.id,
              label: formatVehicleNumber(vehicle.vehicleNumber),
              detail:
                ownVehicleOf.get(vehicle.id) === choice.driverId && choice.driverId
                  ? `${vehicle.category} · ${t('duties.moves.ownVehicle')}`
                  : vehicle.category,
              reasons: vehicle.reasons,
            }))}
          />
        </Box>
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
  const eligibility = useEligibility(duty.id);
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
