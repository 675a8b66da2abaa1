import { translatedResolver } from '../../../lib/validation/translated-resolver';
import {
  AdminCreateSchema,
  EmployeeCreateSchema,
  INVITATION_TTL_HOURS,
  ONBOARDING_METHODS,
  type AdminCreate,
  type EmployeeCreate,
} from '@raahi/domain/employees';
import { CONTACT_JOB_ROLES, CONTACT_JOB_ROLE_VALUES } from '@raahi/domain/lists';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContactFields } from '../../../components/form/contact-fields';
import { applyServerErrors } from '../../../lib/form';
import { i18n } from '../../../lib/i18n';
import { useCreateAdmin } from '../api/create-admin';
import { useCreateEmployee, type EmployeeCreated } from '../api/create-employee';

type Onboarding = (typeof ONBOARDING_METHODS)[number];

export interface CreateValues {
  name: string;
  email: string;
  phone: string;
  jobRole: string;
  onboarding: Onboarding;
}

const FIELDS = ['name', 'email', 'phone', 'jobRole'] as const;
const EMPTY: CreateValues = {
  name: '',
  email: '',
  phone: '',
  jobRole: '',
  onboarding: 'temporary-password',
};

// The domain's schema, with a sentence a person understands when no job role is chosen.
const EmployeeFormSchema = EmployeeCreateSchema.extend({
  jobRole: z.enum(CONTACT_JOB_ROLE_VALUES, { error: i18n.t('employees.form.jobRoleRequired') }),
});

const METHOD_KEYS = {
  'temporary-password': 'temporaryPassword',
  invitation: 'invitation',
} as const satisfies Record<Onboarding, string>;

type Kind = 'employee' | 'admin';

interface EmployeeCreateFormProps {
  /** A staff member (POST /records/employees) or another admin (POST /accounts/admins). */
  kind: Kind;
  onCreated: (created: EmployeeCreated) => void;
  onCancel: () => void;
}

/** Name, email, phone, job role (staff only) and how the person gets in. */
export function EmployeeCreateForm({ kind, onCreated, onCancel }: EmployeeCreateFormProps) {
  const { t } = useTranslation();
  const employee = useCreateEmployee();
  const admin = useCreateAdmin();
  const create = kind === 'admin' ? admin : employee;
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateValues, unknown, EmployeeCreate | AdminCreate>({
    resolver: (kind === 'admin'
      ? translatedResolver(AdminCreateSchema)
      : translatedResolver(EmployeeFormSchema)) as Resolver<CreateValues, unknown, EmployeeCreate>,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (create.isPending) return;
    setServerError(null);
    try {
      onCreated(
        kind === 'admin'
          ? await admin.mutateAsync(values)
          : await employee.mutateAsync(values as EmployeeCreate),
      );
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const idPrefix = `${kind}-create`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ContactFields
          register={register}
          errors={errors}
          idPrefix={idPrefix}
          labels={{
            name: t('employees.form.name'),
            email: t('employees.form.email'),
            phone: t('employees.form.phone'),
          }}
        />
        {kind === 'employee' && (
          <Controller
            control={control}
            name="jobRole"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                id={`${idPrefix}-job-role`}
                select
                label={t('employees.form.jobRole')}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {CONTACT_JOB_ROLES.map(({ value }) => (
                  <MenuItem key={value} value={value}>
                    {t(`jobRoles.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
          {t('employees.form.onboarding')}
        </FormLabel>
        <Controller
          control={control}
          name="onboarding"
          render={({ field }) => (
            <RadioGroup {...field} sx={{ gap: 1 }}>
              {ONBOARDING_METHODS.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio />}
                  sx={{
                    alignItems: 'flex-start',
                    m: 0,
                    p: 1.5,
                    pl: 0.5,
                    border: 1,
                    borderRadius: 2,
                    borderColor: field.value === method ? 'primary.main' : 'divider',
                    '& .MuiRadio-root': { mt: -0.75 },
                  }}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>
                        {t(`employees.form.methods.${METHOD_KEYS[method]}.label`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`employees.form.methods.${METHOD_KEYS[method]}.body`, {
                          hours: INVITATION_TTL_HOURS,
                        })}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={create.isPending}>
          {t('employees.form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={create.isPending}
          disabled={create.isPending}
        >
          {t('employees.form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
