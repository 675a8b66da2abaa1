import { EmployeeUpdateSchema, type Employee, type EmployeeUpdate } from '@raahi/domain/employees';
import { CONTACT_JOB_ROLES } from '@raahi/domain/lists';
import { translatedResolver } from '../../../lib/validation/translated-resolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ContactFields } from '../../../components/form/contact-fields';
import { applyServerErrors } from '../../../lib/form';
import { useUpdateEmployee } from '../api/update-employee';

interface EditValues {
  name: string;
  email: string;
  phone: string;
  jobRole: string;
}

const FIELDS = ['name', 'email', 'phone', 'jobRole'] as const;

const valuesOf = (employee: Employee): EditValues => ({
  name: employee.name,
  email: employee.email ?? '',
  phone: employee.phone ?? '',
  jobRole: employee.jobRole ?? '',
});

/** Only what changed is sent; a job role the account never had may stay unset. */
export function editResolver(employee: Employee): Resolver<EditValues, unknown, EmployeeUpdate> {
  const validate = translatedResolver(EmployeeUpdateSchema);
  const before = valuesOf(employee);
  return (values, context, options) => {
    const changes: Partial<EditValues> = {};
    for (const field of FIELDS) {
      if (values[field] !== before[field]) changes[field] = values[field];
    }
    if (changes.jobRole === '') delete changes.jobRole;
    return validate(changes as EmployeeUpdate, context, options as never);
  };
}

/** Name, email, phone and job role of a staff member. */
export function EmployeeEditForm({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const update = useUpdateEmployee(employee.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const deleted = employee.accountStatus === 'Deleted';
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<EditValues, unknown, EmployeeUpdate>({
    resolver: editResolver(employee),
    defaultValues: valuesOf(employee),
    disabled: deleted,
  });

  const onSubmit = handleSubmit(async (changes) => {
    if (update.isPending) return;
    setServerError(null);
    try {
      const saved = await update.mutateAsync(changes);
      reset(valuesOf(saved));
      toast.success(t('employees.edit.saved'));
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {deleted && <Alert severity="info">{t('employees.edit.deleted')}</Alert>}
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <ContactFields
        register={register}
        errors={errors}
        idPrefix="employee"
        labels={{
          name: t('employees.form.name'),
          email: t('employees.form.email'),
          phone: t('employees.form.phone'),
        }}
      />
      <Controller
        control={control}
        name="jobRole"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="employee-job-role"
            select
            label={t('employees.form.jobRole')}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {!employee.jobRole && <MenuItem value="">{t('employees.edit.noJobRole')}</MenuItem>}
            {CONTACT_JOB_ROLES.map(({ value }) => (
              <MenuItem key={value} value={value}>
                {t(`jobRoles.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {!deleted && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button disabled={!isDirty || update.isPending} onClick={() => reset(valuesOf(employee))}>
            {t('employees.edit.discard')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            disabled={!isDirty || update.isPending}
          >
            {t('employees.edit.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
