import { TARIFF_SIDES, type TariffSide } from '@raahi/domain/billing';
import { SERVICE_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { isApiError } from '../../../lib/api-error';
import type { Option } from '../../../lib/options';
import { useAddTariff } from '../api/tariffs';
import {
  emptyTariffForm,
  readTariffForm,
  type BaseKind,
  type FormProblems,
  type TariffForm,
} from '../lib/tariff-form';
import { TariffBaseFields } from './tariff-base-fields';
import { TariffField } from './tariff-field';
import { listLabel } from '../../../lib/list-labels';

const KINDS: BaseKind[] = ['package', 'flat', 'outstation'];

/** The operator adds a tariff version: whose, for what, from when, and its rates. */
export function TariffFormDialog({
  side,
  today,
  parties,
  onClose,
}: {
  side: TariffSide;
  today: string;
  parties: Record<TariffSide, Option[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddTariff();
  const [form, setForm] = useState<TariffForm>(() => emptyTariffForm(side, today));
  const [problems, setProblems] = useState<FormProblems>({});
  const change = (patch: Partial<TariffForm>) => setForm((current) => ({ ...current, ...patch }));
  const problemText = (name: string) => {
    const problem = problems[name];
    if (!problem) return undefined;
    return 'code' in problem ? t(`tariffs.errors.${problem.code}`) : problem.message;
  };

  const save = () => {
    const read = readTariffForm(form);
    setProblems(read.problems ?? {});
    if (read.version) add.mutate(read.version, { onSuccess: onClose });
  };
  const select = (name: 'serviceType' | 'vehicleCategory', options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={t(`tariffs.form.${name}`)}
      value={form[name]}
      error={problems[name] !== undefined}
      helperText={problemText(name)}
      onChange={(event) => change({ [name]: event.target.value })}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {listLabel(t, name === 'serviceType' ? 'serviceTypes' : 'vehicleCategories', option)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tariff-form-title">
      <DialogTitle id="tariff-form-title">{t('tariffs.form.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {add.isError && (
          <Alert severity="error">
            {isApiError(add.error) ? add.error.message : t('errors.unexpected')}
          </Alert>
        )}
        {Object.keys(problems).length > 0 && (
          <Alert severity="warning">{t('tariffs.form.checkFields')}</Alert>
        )}
        <ToggleButtonGroup
          exclusive
          value={form.side}
          onChange={(_, next: TariffSide | null) => next && change({ side: next, partyId: '' })}
          aria-label={t('tariffs.side')}
        >
          {TARIFF_SIDES.map((option) => (
            <ToggleButton key={option} value={option} sx={{ flexGrow: 1 }}>
              {t(`tariffs.sides.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            size="small"
            label={t(`tariffs.party.${form.side}`)}
            value={form.partyId}
            onChange={(event) => change({ partyId: event.target.value })}
          >
            <MenuItem value="">{t('tariffs.party.default')}</MenuItem>
            {parties[form.side].map((party) => (
              <MenuItem key={party.id} value={party.id}>
                {party.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            kind="date"
            size="small"
            label={t('tariffs.form.effectiveFrom')}
            value={form.effectiveFrom}
            onChange={(value) => change({ effectiveFrom: value })}
            error={problems.effectiveFrom !== undefined}
            helperText={problemText('effectiveFrom') ?? t('tariffs.form.effectiveHint')}
          />
          {select('serviceType', SERVICE_TYPES)}
          {select('vehicleCategory', VEHICLE_CATEGORIES)}
        </Box>
        <ToggleButtonGroup
          exclusive
          value={form.kind}
          onChange={(_, next: BaseKind | null) => next && change({ kind: next })}
          aria-label={t('tariffs.form.kind')}
          sx={{ flexWrap: 'wrap' }}
        >
          {KINDS.map((kind) => (
            <ToggleButton key={kind} value={kind} sx={{ flexGrow: 1 }}>
              {t(`tariffs.kinds.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TariffBaseFields form={form} problems={problems} onChange={change} />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.night.on}
              onChange={(event) => change({ night: { ...form.night, on: event.target.checked } })}
            />
          }
          label={t('tariffs.form.night.on')}
        />
        {form.night.on && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {(['start', 'end', 'perHour', 'perNight'] as const).map((key) => (
              <TariffField
                key={key}
                name={`night.${key}`}
                problems={problems}
                rupees={key.startsWith('per')}
                label={t(`tariffs.form.night.${key}`)}
                value={form.night[key]}
                onChange={(event) =>
                  change({ night: { ...form.night, [key]: event.target.value } })
                }
              />
            ))}
          </Box>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={form.waiting.on}
              onChange={(event) =>
                change({ waiting: { ...form.waiting, on: event.target.checked } })
              }
            />
          }
          label={t('tariffs.form.waiting.on')}
        />
        {form.waiting.on && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 2fr' },
            }}
          >
            {(['freeMinutes', 'perHour'] as const).map((key) => (
              <TariffField
                key={key}
                name={`waiting.${key}`}
                problems={problems}
                rupees={key === 'perHour'}
                label={t(`tariffs.form.waiting.${key}`)}
                value={form.waiting[key]}
                onChange={(event) =>
                  change({ waiting: { ...form.waiting, [key]: event.target.value } })
                }
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tariffs.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={add.isPending}>
          {t('tariffs.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
