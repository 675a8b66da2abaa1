import { VEHICLE_STATES, type VehicleState } from '@raahi/domain/live-location';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DUTY_FILTERS,
  STATE_COLOURS,
  type ShownVehicle,
  type VehicleFilter,
} from '../lib/vehicle-view';

/** How many rows the list draws; a search or a state narrows a larger fleet. */
const ROWS_SHOWN = 200;

export function StateDot({ state }: { state: VehicleState }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: STATE_COLOURS[state],
        flexShrink: 0,
      }}
    />
  );
}

/**
 * The side list: a search, a vendor (when the list has several: the operator's) and a duty
 * filter, one chip per state with its count (also the legend), the rows.
 */
export function VehicleList(props: {
  vehicles: ShownVehicle[];
  vendors: { id: string; name: string }[];
  counts: Record<VehicleState, number>;
  filter: VehicleFilter;
  onFilter: (filter: VehicleFilter) => void;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
}) {
  const { t } = useTranslation();
  const { vehicles, vendors, counts, filter, onFilter, selectedId, onSelect } = props;
  return (
    <Stack spacing={1.5} sx={{ minHeight: 0 }}>
      <TextField
        size="small"
        type="search"
        label={t('liveLocation.search')}
        value={filter.search}
        onChange={(event) => onFilter({ ...filter, search: event.target.value })}
      />
      <Stack direction="row" spacing={1}>
        {vendors.length > 1 && (
          <TextField
            select
            size="small"
            label={t('liveLocation.vendorFilter')}
            value={filter.vendorId ?? ''}
            onChange={(event) => onFilter({ ...filter, vendorId: event.target.value })}
            // '' is a choice ("every …"), shown as such rather than as an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">{t('liveLocation.everyVendor')}</MenuItem>
            {vendors.map((vendor) => (
              <MenuItem key={vendor.id} value={vendor.id}>
                {vendor.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('liveLocation.dutyFilter')}
          value={filter.duty ?? ''}
          onChange={(event) =>
            onFilter({ ...filter, duty: event.target.value as VehicleFilter['duty'] })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value="">{t('liveLocation.anyDuty')}</MenuItem>
          {DUTY_FILTERS.map((duty) => (
            <MenuItem key={duty} value={duty}>
              {t(`liveLocation.dutyFilters.${duty}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={t('liveLocation.filterByState')}
      >
        {VEHICLE_STATES.map((state) => (
          <Chip
            key={state}
            icon={<StateDot state={state} />}
            label={`${t(`liveLocation.states.${state}`)} (${counts[state]})`}
            variant={filter.state === state ? 'filled' : 'outlined'}
            aria-pressed={filter.state === state}
            onClick={() => onFilter({ ...filter, state: filter.state === state ? '' : state })}
          />
        ))}
      </Stack>
      {vehicles.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('liveLocation.noneMatch')}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label={t('liveLocation.vehicles')}
          sx={{ overflowY: 'auto' }}
        >
          {/* A list holds list items: each row's button sits in its own. */}
          {vehicles.slice(0, ROWS_SHOWN).map((vehicle) => (
            <ListItem key={vehicle.vehicleId} disablePadding>
              <ListItemButton
                selected={vehicle.vehicleId === selectedId}
                onClick={() => onSelect(vehicle.vehicleId)}
                data-vehicle-row={vehicle.vehicleId}
                sx={{ gap: 1.5, borderRadius: 1 }}
              >
                <StateDot state={vehicle.state} />
                <ListItemText
                  primary={vehicle.vehicleNumber}
                  secondary={[
                    t(`liveLocation.states.${vehicle.state}`),
                    vehicle.driverName,
                    vehicle.vendorName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {vehicles.length > ROWS_SHOWN && (
        <Typography variant="body2" color="text.secondary">
          {t('liveLocation.more', { count: vehicles.length - ROWS_SHOWN })}
        </Typography>
      )}
    </Stack>
  );
}
