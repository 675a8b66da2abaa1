import { translatedResolver } from '../../../lib/validation/translated-resolver';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SettingsSchema,
  type SettingKey,
  type Settings,
} from '@raahi/domain/settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from 'react-toastify';
import { applyServerErrors } from '../../../lib/form';
import { useUpdateSettings } from '../api/update-settings';

/** The form's sections (titles under settings.<id>) and their settings, in the order shown. */
const SECTIONS = [
  { id: 'duties', fields: ['dutyStartWindowMinutes', 'maxAverageSpeedKmph'] },
  { id: 'records', fields: ['auditRetentionDays', 'positionRetentionDays'] },
  { id: 'messages', fields: ['quietHoursStart', 'quietHoursEnd'] },
  {
    id: 'penalties',
    fields: ['lateStartGraceMinutes', 'lateStartPenaltyPaise', 'vehicleNotReportedPenaltyPaise'],
  },
] as const satisfies readonly { id: string; fields: readonly SettingKey[] }[];

/**
 * The settings kept in paise, which the form shows and takes in rupees (₹200, not 20000): the
 * form holds rupees and converts at its edges.
 */
const MONEY_KEYS = ['lateStartPenaltyPaise', 'vehicleNotReportedPenaltyPaise'] as const;
type MoneyKey = (typeof MONEY_KEYS)[number];
const isMoney = (key: SettingKey): key is MoneyKey =>
  (MONEY_KEYS as readonly string[]).includes(key);
const MAX_PENALTY_RUPEES = 1_00_000;

const toForm = (settings: Settings): Settings => {
  const form = { ...settings };
  for (const key of MONEY_KEYS) form[key] = settings[key] / 100;
  return form;
};
const fromForm = (form: Settings): Settings => {
  const settings = { ...form };
  for (const key of MONEY_KEYS) settings[key] = Math.round(form[key] * 100);
  return settings;
};

/** The operator's settings: each field with its unit, what it does and its default. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  // The money settings in rupees, to the paisa, with the domain's bounds.
  const formSchema = useMemo(() => {
    const rupees = z
      .number(t('settings.errors.rupees'))
      .min(0, t('settings.errors.rupees'))
      .max(MAX_PENALTY_RUPEES, t('settings.errors.rupeesMax'))
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: t('settings.errors.rupees'),
      });
    return SettingsSchema.extend({
      lateStartPenaltyPaise: rupees,
      vehicleNotReportedPenaltyPaise: rupees,
    });
  }, [t]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<Settings>({
    resolver: translatedResolver(formSchema),
    defaultValues: toForm(settings),
  });

  const save = handleSubmit(async (values) => {
    if (update.isPending) return;
    setProblem(null);
    try {
      reset(toForm(await update.mutateAsync(fromForm(values))));
      toast.success(t('settings.saved'));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, SETTING_KEYS));
    }
  });

  const restoreDefaults = () => {
    for (const key of SETTING_KEYS)
      setValue(key, isMoney(key) ? SETTING_DEFAULTS[key] / 100 : SETTING_DEFAULTS[key], {
        shouldDirty: true,
        shouldValidate: true,
      });
  };

  /** One setting: a time of day (India time, the browser's own picker) or a bounded number. */
  const field = (key: SettingKey) => {
    const isTime = typeof SETTING_DEFAULTS[key] === 'string';
    const unit = t(`settings.fields.${key}.unit`);
    const { ref, ...registered } = register(key, isTime ? {} : { valueAsNumber: true });
    const money = isMoney(key);
    const bounds = SettingsSchema.shape[key] as z.ZodNumber;
    const defaultText = money
      ? t('settings.defaultRupees', { value: SETTING_DEFAULTS[key] / 100 })
      : t('settings.default', { value: String(SETTING_DEFAULTS[key]), unit });
    return (
      <TextField
        key={key}
        id={`setting-${key}`}
        label={t(`settings.fields.${key}.label`)}
        type={isTime ? 'time' : 'number'}
        required
        fullWidth
        {...registered}
        inputRef={ref}
        error={Boolean(errors[key])}
        helperText={errors[key]?.message ?? `${t(`settings.fields.${key}.help`)} ${defaultText}`}
        slotProps={
          isTime
            ? { inputLabel: { shrink: true }, htmlInput: { step: 60 } }
            : {
                input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
                htmlInput: money
                  ? { min: 0, max: MAX_PENALTY_RUPEES, step: 0.01, inputMode: 'decimal' }
                  : {
                      min: bounds.minValue ?? undefined,
                      max: bounds.maxValue ?? undefined,
                      step: 1,
                      inputMode: 'numeric',
                    },
              }
        }
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {SECTIONS.map((section) => (
          <Box
            key={section.id}
            component="section"
            aria-labelledby={`settings-${section.id}`}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <Box component="header">
              <Typography id={`settings-${section.id}`} variant="h6" component="h2">
                {t(`settings.${section.id}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`settings.${section.id}.intro`)}
              </Typography>
            </Box>
            {section.fields.map(field)}
          </Box>
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button onClick={restoreDefaults}>{t('settings.useDefaults')}</Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
