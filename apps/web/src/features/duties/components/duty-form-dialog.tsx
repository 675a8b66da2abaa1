import { SERVICE_TYPES } from '@raahi/domain/lists';
import type { Duty } from '@raahi/domain/duties';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDateField } from '../../../components/form/date-field';
import { applyServerErrors } from '../../../lib/form';
import { useCompanyOptions } from '../../../lib/options';
import { useCreateDuty } from '../api/create-duty';
import { useBookableVendors } from '../api/list-bookable-vendors';
import { useCrewForBooking } from '../api/list-crew-for-booking';
import { useUpdateDuty } from '../api/update-duty';
import {
  BOOKED_PACKAGE_HOURS,
  crewQueryOf,
  dutyFormOf,
  dutyFormResolver,
  emptyDutyForm,
  type DutyFormValues,
  type TripFormValues,
} from '../lib/duty-form';
import { BookingCrew } from './booking-crew';
import { freeCrew, NO_CREW, type Crew } from './crew-picker';
import { dutyErrorMessage } from './duty-error';
import { TripFields } from './trip-fields';
import { listLabel } from '../../../lib/list-labels';

const FIELDS = [
  'companyId',
  'serviceType',
  'scheduledStart',
  'scheduledEnd',
  'pickup',
  'drop',
  'passengers',
  'passengerCount',
  'vehicleCategory',
  'notes',
  'vendorId',
  'packageHours',
] as const;

interface DutyFormDialogProps {
  /** The duty to edit; none books a new one. */
  duty?: Duty;
  /** Operators may name the vendor when booking. */
  operator: boolean;
  defaults?: Partial<DutyFormValues>;
  onClose: () => void;
  onSaved?: (duty: Duty) => void;
}

/**
 * Books a duty, or edits one that has not started. Times are India time. An operator booking
 * for a vendor may choose its driver and vehicle too: the duty is then booked as Assigned.
 */
export function DutyFormDialog({
  duty,
  operator,
  defaults,
  onClose,
  onSaved,
}: DutyFormDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const companies = useCompanyOptions();
  const vendors = useBookableVendors({ enabled: operator && !duty });
  const create = useCreateDuty();
  const update = useUpdateDuty();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DutyFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    resolver: dutyFormResolver,
    defaultValues: duty ? dutyFormOf(duty) : emptyDutyForm(defaults),
  });
  const { handleSubmit, setError } = form;
  const pending = create.isPending || update.isPending;
  const booking = operator && !duty;
  const [crew, setCrew] = useState<Crew>(NO_CREW);
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });
  const [vendorId, vehicleCategory, scheduledStart, scheduledEnd] = useWatch({
    control: form.control,
    name: ['vendorId', 'vehicleCategory', 'scheduledStart', 'scheduledEnd'],
  });
  const crewQuery = booking
    ? crewQueryOf({ vendorId, vehicleCategory, scheduledStart, scheduledEnd })
    : null;
  const eligibility = useCrewForBooking(crewQuery);
  // Only a choice that is still free for the form's vendor, times and category counts.
  const chosen = crewQuery && eligibility.data ? freeCrew(eligibility.data, crew) : NO_CREW;
  const assigning = Boolean(chosen.driverId && chosen.vehicleId);

  const submit = handleSubmit(async (input) => {
    if (pending) return;
    setProblem(null);
    try {
      let saved: Duty;
      if (duty) {
        const { vendorId: _vendor, ...changes } = input;
        saved = await update.mutateAsync({ dutyId: duty.id, changes });
        toast.success(t('duties.form.saved', { regId: saved.regId }));
      } else {
        if (Boolean(chosen.driverId) !== Boolean(chosen.vehicleId)) {
          setProblem(t('duties.form.crewHalf'));
          return;
        }
        saved = await create.mutateAsync(assigning ? { ...input, ...chosen } : input);
        toast.success(
          t(assigning ? 'duties.form.createdAssigned' : 'duties.form.created', {
            regId: saved.regId,
          }),
        );
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const unplaced = applyServerErrors(error, setError, FIELDS);
      setProblem(unplaced === null ? null : dutyErrorMessage(t, error));
      // A driver or vehicle taken meanwhile shows as busy.
      if (assigning) void eligibility.refetch();
    }
  });

  const titleId = 'duty-form-title';
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {duty ? t('duties.form.editTitle', { regId: duty.regId }) : t('duties.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TripFields
            form={form as unknown as UseFormReturn<TripFormValues>}
            idPrefix="duty-form"
            companies={companies.data ?? []}
            vendors={operator && !duty ? (vendors.data ?? []) : null}
          >
            <Controller
              control={form.control}
              name="serviceType"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  id="duty-form-service"
                  label={t('duties.fields.serviceType')}
                  required
                  fullWidth
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  sx={{ gridColumn: '1 / -1' }}
                >
                  {SERVICE_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {listLabel(t, 'serviceTypes', type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {serviceType === 'Local Package' && (
              <Controller
                control={form.control}
                name="packageHours"
                render={({ field }) => (
                  <TextField
                    select
                    id="duty-form-package"
                    label={t('duties.fields.packageHours')}
                    fullWidth
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    sx={{ gridColumn: '1 / -1' }}
                  >
                    <MenuItem value="">{t('duties.packageByTariff')}</MenuItem>
                    {BOOKED_PACKAGE_HOURS.map((hours) => (
                      <MenuItem key={hours} value={String(hours)}>
                        {t('duties.packageHoursValue', { hours })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <FormDateField
              kind="dateTime"
              control={form.control}
              name="scheduledStart"
              id="duty-form-start"
              label={t('duties.fields.scheduledStart')}
              required
              helperText={t('duties.form.timesHint')}
            />
            <FormDateField
              kind="dateTime"
              control={form.control}
              name="scheduledEnd"
              id="duty-form-end"
              label={t('duties.fields.scheduledEnd')}
              required
              helperText={t('duties.form.timesHint')}
            />
          </TripFields>
          {booking && (
            <BookingCrew
              eligibility={crewQuery ? eligibility : null}
              value={chosen}
              onChange={setCrew}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('duties.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {duty
              ? t('duties.form.submitEdit')
              : assigning
                ? t('duties.form.submitAssign')
                : t('duties.form.submitCreate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
