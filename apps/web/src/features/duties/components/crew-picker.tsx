import type { Eligibility, IneligibilityReason } from '@raahi/domain/duties';
import { formatVehicleNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { listLabel } from '../../../lib/list-labels';

/** A driver and vehicle chosen for a duty; '' while not chosen. */
export interface Crew {
  driverId: string;
  vehicleId: string;
}

export const NO_CREW: Crew = { driverId: '', vehicleId: '' };

/** The part of a choice that is still free: a driver or vehicle that became busy drops out. */
export function freeCrew(eligibility: Eligibility, crew: Partial<Crew>): Crew {
  const free = <T extends { id: string; reasons: unknown[] }>(list: T[], id: string | undefined) =>
    list.find((item) => item.id === id && item.reasons.length === 0)?.id ?? '';
  return {
    driverId: free(eligibility.drivers, crew.driverId),
    vehicleId: free(eligibility.vehicles, crew.vehicleId),
  };
}

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

/**
 * The vendor's drivers and vehicles side by side, the free ones to choose from and the others
 * with why not; choosing a driver brings their own vehicle along when it is free.
 */
export function CrewPicker({
  eligibility,
  value,
  onChange,
}: {
  eligibility: Eligibility;
  value: Crew;
  onChange: (crew: Crew) => void;
}) {
  const { t } = useTranslation();
  const freeVehicle = (id: string | null) =>
    eligibility.vehicles.some((vehicle) => vehicle.id === id && vehicle.reasons.length === 0);
  const pickDriver = (driverId: string) => {
    const own = eligibility.drivers.find((driver) => driver.id === driverId)?.vehicleId ?? null;
    onChange({ driverId, vehicleId: own && freeVehicle(own) ? own : value.vehicleId });
  };
  const ownVehicleOf = new Map(
    eligibility.drivers.filter((d) => d.vehicleId).map((d) => [d.vehicleId, d.id]),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <ChoiceGroup
        name="driver"
        label={t('duties.moves.driver')}
        empty={t('duties.moves.noDrivers')}
        value={value.driverId}
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
        value={value.vehicleId}
        onChange={(vehicleId) => onChange({ ...value, vehicleId })}
        choices={eligibility.vehicles.map((vehicle) => ({
          id: vehicle.id,
          label: formatVehicleNumber(vehicle.vehicleNumber),
          detail:
            ownVehicleOf.get(vehicle.id) === value.driverId && value.driverId
              ? `${listLabel(t, 'vehicleCategories', vehicle.category)} · ${t('duties.moves.ownVehicle')}`
              : listLabel(t, 'vehicleCategories', vehicle.category),
          reasons: vehicle.reasons,
        }))}
      />
    </Box>
  );
}
