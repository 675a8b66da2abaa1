import type { Roster, RosterChange } from '@raahi/domain/duties';
import { WEEKDAYS } from '@raahi/domain/duty-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDateField } from '../../../components/form/date-field';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useCompanyOptions } from '../../../lib/options';
import { useCreateRoster } from '../api/create-roster';
import { useBookableVendors } from '../api/list-bookable-vendors';
import { useRosters } from '../api/list-rosters';
import { useUpdateRoster } from '../api/update-roster';
import {
  emptyRosterForm,
  rosterFormOf,
  rosterFormResolver,
  type RosterFormValues,
  type TripFormValues,
} from '../lib/duty-form';
import { formatDateShort, todayIst } from '../lib/ist';
import { dutyErrorMessage } from './duty-error';
import { TripFields } from './trip-fields';

const FIELDS = [
  'name',
  'companyId',
  'vendorId',
  'weekdays',
  'startTime',
  'durationMinutes',
  'startDate',
  'endDate',
  'pickup',
  'drop',
  'passengers',
  'passengerCount',
  'vehicleCategory',
  'notes',
] as const;

/** What saving did to the roster's duties, in one sentence. */
export function rosterResult(t: TFunction, change: RosterChange): string {
  return t('duties.roster.result', {
    name: change.roster.name,
    created: t('duties.roster.created', { count: change.created }),
    updated: change.updated,
    removed: change.removed,
  });
}

function RosterForm({ roster, onDone }: { roster: Roster | null; onDone: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  const vendors = useBookableVendors({ enabled: true });
  const create = useCreateRoster();
  const update = useUpdateRoster();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RosterFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    resolver: rosterFormResolver,
    defaultValues: roster ? rosterFormOf(roster) : emptyRosterForm(todayIst()),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (input) => {
    if (pending) return;
    setProblem(null);
    try {
      const change = roster
        ? await update.mutateAsync({ rosterId: roster.id, changes: input })
        : await create.mutateAsync(input);
      toast.success(rosterResult(t, change));
      onDone();
    } catch (error) {
      const unplaced = applyServerErrors(error, setError, FIELDS);
      setProblem(unplaced === null ? null : dutyErrorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <TripFields
          form={form as unknown as UseFormReturn<TripFormValues>}
          idPrefix="roster-form"
          companies={companies.data ?? []}
          vendors={vendors.data ?? []}
        >
          <TextField
            id="roster-form-name"
            label={t('duties.roster.fields.name')}
            required
            fullWidth
            {...textFieldProps(register('name'), errors.name)}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Controller
            control={form.control}
            name="weekdays"
            render={({ field, fieldState }) => (
              <Box
                role="group"
                aria-labelledby="roster-weekdays-label"
                sx={{ gridColumn: '1 / -1' }}
              >
                <Typography id="roster-weekdays-label" variant="body2" color="text.secondary">
                  {t('duties.roster.fields.weekdays')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                  {WEEKDAYS.map((weekday) => {
                    const on = field.value.includes(weekday);
                    return (
                      <Chip
                        key={weekday}
                        label={t(`duties.weekdays.${weekday}`)}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        aria-pressed={on}
                        onClick={() =>
                          field.onChange(
                            on
                              ? field.value.filter((day) => day !== weekday)
                              : WEEKDAYS.filter(
                                  (day) => day === weekday || field.value.includes(day),
                                ),
                          )
                        }
                      />
                    );
                  })}
                </Box>
                {fieldState.error && (
                  <FormHelperText error>{fieldState.error.message}</FormHelperText>
                )}
              </Box>
            )}
          />
          <TextField
            id="roster-form-time"
            label={t('duties.roster.fields.startTime')}
            type="time"
            required
            fullWidth
            {...textFieldProps(register('startTime'), errors.startTime)}
            helperText={errors.startTime?.message ?? t('duties.form.timesHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="roster-form-duration"
            label={t('duties.roster.fields.durationMinutes')}
            type="number"
            required
            fullWidth
            {...textFieldProps(register('durationMinutes'), errors.durationMinutes)}
            slotProps={{ htmlInput: { min: 15, max: 720, step: 15 } }}
          />
          <FormDateField
            kind="date"
            control={form.control}
            name="startDate"
            id="roster-form-start"
            label={t('duties.roster.fields.startDate')}
            required
          />
          <FormDateField
            kind="date"
            control={form.control}
            name="endDate"
            id="roster-form-end"
            label={t('duties.roster.fields.endDate')}
            required
          />
        </TripFields>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={pending}>
          {t('duties.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {roster ? t('duties.roster.submitEdit') : t('duties.roster.submitCreate')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The operator's rosters, each with its duties counted; one can be added or edited. */
export function RostersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const rosters = useRosters();
  const [editing, setEditing] = useState<Roster | 'new' | null>(null);

  let title = t('duties.roster.listTitle');
  if (editing === 'new') title = t('duties.roster.createTitle');
  else if (editing) title = t('duties.roster.editTitle', { name: editing.name });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="rosters-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="rosters-title">{title}</DialogTitle>
      {editing ? (
        <RosterForm
          key={editing === 'new' ? 'new' : editing.id}
          roster={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{t('duties.roster.listIntro')}</DialogContentText>
            {rosters.isPending ? (
              <CircularProgress aria-label={t('app.loading')} />
            ) : rosters.isError ? (
              <Alert severity="error">
                {isApiError(rosters.error) ? rosters.error.message : t('errors.unexpected')}
              </Alert>
            ) : rosters.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('duties.roster.none')}</Typography>
            ) : (
              <List dense>
                {rosters.data.items.map((roster) => (
                  <ListItem
                    key={roster.id}
                    divider
                    secondaryAction={
                      <Button size="small" onClick={() => setEditing(roster)}>
                        {t('duties.roster.edit')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${roster.name} · ${roster.company.name}`}
                      secondary={`${t('duties.roster.summary', {
                        weekdays: roster.weekdays
                          .map((day) => t(`duties.weekdays.${day}`))
                          .join(', '),
                        time: roster.startTime,
                        from: formatDateShort(roster.startDate),
                        to: formatDateShort(roster.endDate),
                      })} · ${t('duties.roster.dutyCount', { count: roster.dutyCount })}`}
                      sx={{ pr: 8 }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('duties.roster.close')}</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('duties.roster.new')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
