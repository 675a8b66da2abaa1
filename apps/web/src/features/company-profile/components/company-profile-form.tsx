import { translatedResolver } from '../../../lib/validation/translated-resolver';
import {
  CompanyProfileInputSchema,
  type CompanyProfile,
  type CompanyProfileInput,
} from '@raahi/domain/company-profile';
import { GST_OPTIONS } from '@raahi/domain/billing';
import { INDIAN_STATES } from '@raahi/domain/states';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { applyServerErrors, textFieldProps } from '../../../lib/form';
import { useSaveCompanyProfile } from '../api/company-profile';

type FormValues = z.input<typeof CompanyProfileInputSchema>;

const EMPTY: FormValues = {
  legalName: '',
  gstin: '',
  pan: '',
  address: '',
  stateCode: 'KA',
  email: null,
  phone: null,
  bank: { name: '', number: '', ifsc: '' },
  invoicePrefix: '',
  creditNotePrefix: '',
  gstOption: 'restricted-credit',
  bodyCorporate: true,
};

const TEXT_FIELDS = [
  'legalName',
  'gstin',
  'pan',
  'address',
  'bank.name',
  'bank.number',
  'bank.ifsc',
  'invoicePrefix',
  'creditNotePrefix',
] as const satisfies readonly Path<FormValues>[];

/** The operator's legal details; read-only for staff who may not change them. */
export function CompanyProfileForm(props: { profile: CompanyProfile | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveCompanyProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const { updatedAt: _updated, ...stored } = props.profile ?? { ...EMPTY, updatedAt: '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, CompanyProfileInput>({
    resolver: translatedResolver(CompanyProfileInputSchema),
    defaultValues: stored,
  });
  const errorOf = (field: (typeof TEXT_FIELDS)[number]) =>
    field.startsWith('bank.')
      ? errors.bank?.[field.slice(5) as 'name' | 'number' | 'ifsc']
      : errors[field as Exclude<typeof field, `bank.${string}`>];

  const submit = handleSubmit(async (values) => {
    if (save.isPending) return;
    setProblem(null);
    try {
      const { updatedAt: _at, ...saved } = await save.mutateAsync(values);
      reset(saved);
      toast.success(t('companyProfile.saved'));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, [...TEXT_FIELDS, 'stateCode', 'email']));
    }
  });

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}
    >
      {!props.profile && <Alert severity="info">{t('companyProfile.empty')}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}
      >
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`companyProfile.fields.${field}`)}
            disabled={!props.canEdit}
            multiline={field === 'address'}
            {...textFieldProps(register(field), errorOf(field))}
          />
        ))}
        <Controller
          control={control}
          name="stateCode"
          render={({ field }) => (
            <TextField
              select
              label={t('companyProfile.fields.stateCode')}
              disabled={!props.canEdit}
              {...field}
            >
              {INDIAN_STATES.map((state) => (
                <MenuItem key={state.code} value={state.code}>
                  {state.name} ({state.gstCode})
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="gstOption"
          render={({ field }) => (
            <TextField
              select
              label={t('companyProfile.fields.gstOption')}
              helperText={props.canEdit ? t('companyProfile.gstOptionHelp') : undefined}
              disabled={!props.canEdit}
              {...field}
            >
              {GST_OPTIONS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`companyProfile.gstOptions.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="bodyCorporate"
          render={({ field }) => (
            <FormControlLabel
              label={t('companyProfile.fields.bodyCorporate')}
              disabled={!props.canEdit}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
      </Box>
      {props.canEdit ? (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            {t('companyProfile.save')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('companyProfile.readOnly')}
        </Typography>
      )}
    </Paper>
  );
}
