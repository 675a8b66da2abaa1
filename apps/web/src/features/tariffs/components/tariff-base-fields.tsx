import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import {
  emptyPackage,
  type FormProblems,
  type PackageRow,
  type TariffForm,
} from '../lib/tariff-form';
import { TariffField } from './tariff-field';

const MAX_PACKAGES = 10;
const PACKAGE_COLUMNS = ['hours', 'km', 'price', 'extraKm', 'extraHour'] as const;
const RUPEE_COLUMNS = new Set<string>(['price', 'extraKm', 'extraHour']);

/** The base of a tariff: its packages, its flat fare, or its outstation rates. */
export function TariffBaseFields({
  form,
  problems,
  onChange,
}: {
  form: TariffForm;
  problems: FormProblems;
  onChange: (next: Partial<TariffForm>) => void;
}) {
  const { t } = useTranslation();
  const setRow = (index: number, patch: Partial<PackageRow>) =>
    onChange({
      packages: form.packages.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });

  if (form.kind === 'flat') {
    const set = (patch: Partial<TariffForm['flat']>) =>
      onChange({ flat: { ...form.flat, ...patch } });
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['fare', 'includedKm', 'includedHours', 'extraKm', 'extraHour'] as const).map((key) => (
          <TariffField
            key={key}
            name={`flat.${key}`}
            problems={problems}
            rupees={key !== 'includedKm' && key !== 'includedHours'}
            label={t(`tariffs.form.flat.${key}`)}
            hint={key.startsWith('included') ? t('tariffs.form.blankIsAny') : undefined}
            value={form.flat[key]}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        ))}
      </Box>
    );
  }

  if (form.kind === 'outstation') {
    const set = (patch: Partial<TariffForm['outstation']>) =>
      onChange({ outstation: { ...form.outstation, ...patch } });
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {(['perKm', 'minKmPerDay', 'allowancePerDay'] as const).map((key) => (
          <TariffField
            key={key}
            name={`outstation.${key}`}
            problems={problems}
            rupees={key !== 'minKmPerDay'}
            label={t(`tariffs.form.outstation.${key}`)}
            value={form.outstation[key]}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('tariffs.form.packages')}
      </Typography>
      {problems.packages && 'message' in problems.packages && (
        <Typography variant="body2" color="error">
          {problems.packages.message}
        </Typography>
      )}
      {form.packages.map((row, index) => (
        <Box
          key={index}
          role="group"
          aria-label={t('tariffs.form.packageN', { n: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr) auto' },
          }}
        >
          {PACKAGE_COLUMNS.map((key) => (
            <TariffField
              key={key}
              name={`packages.${index}.${key}`}
              problems={problems}
              rupees={RUPEE_COLUMNS.has(key)}
              label={t(`tariffs.form.package.${key}`)}
              value={row[key]}
              onChange={(event) => setRow(index, { [key]: event.target.value })}
            />
          ))}
          <IconButton
            aria-label={t('tariffs.form.removePackage', { n: index + 1 })}
            disabled={form.packages.length === 1}
            onClick={() => onChange({ packages: form.packages.filter((_, i) => i !== index) })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ justifySelf: 'start' }}
        disabled={form.packages.length >= MAX_PACKAGES}
        onClick={() => onChange({ packages: [...form.packages, emptyPackage()] })}
      >
        {t('tariffs.form.addPackage')}
      </Button>
      <TariffField
        name="slabJumpMinutes"
        problems={problems}
        label={t('tariffs.form.slabJump')}
        hint={t('tariffs.form.slabJumpHint')}
        value={form.slabJumpMinutes}
        onChange={(event) => onChange({ slabJumpMinutes: event.target.value })}
        sx={{ maxWidth: 360 }}
      />
    </Box>
  );
}
