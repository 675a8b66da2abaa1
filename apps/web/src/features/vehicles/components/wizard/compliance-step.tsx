import { complianceState, todayInIndia, type ComplianceItem } from '@raahi/domain/compliance';
import { COMPLIANCE_DOCUMENT_SLOTS, type Vehicle } from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, FormDateField } from '../../../../components/form/date-field';
import { textFieldProps } from '../../../../lib/form';
import { ComplianceChip } from '../compliance-chip';
import { VehicleDocuments } from '../vehicle-documents';
import type { VehicleFormValues } from './vehicle-form';

type ValidTillField =
  | 'roadTaxValidTill'
  | 'fitnessValidTill'
  | 'permitValidTill'
  | 'insuranceValidTill'
  | 'emissionValidTill';
type NumberField = 'fitnessNumber' | 'permitNumber' | 'insuranceNumber' | 'emissionNumber';

const PAPERS: { item: ComplianceItem; number: NumberField | null; validTill: ValidTillField }[] = [
  { item: 'roadTax', number: null, validTill: 'roadTaxValidTill' },
  { item: 'fitness', number: 'fitnessNumber', validTill: 'fitnessValidTill' },
  { item: 'permit', number: 'permitNumber', validTill: 'permitValidTill' },
  { item: 'insurance', number: 'insuranceNumber', validTill: 'insuranceValidTill' },
  { item: 'emission', number: 'emissionNumber', validTill: 'emissionValidTill' },
];

/**
 * Step 2: the papers with their numbers and valid-till dates (each showing the state it gives),
 * the certificates themselves, and the safety kit. An approved vehicle's papers are shown but
 * locked: they are renewed from the vehicle's page, and the operator reviews each renewal.
 */
export function ComplianceStep({
  vehicle,
  papersLocked = false,
}: {
  vehicle: Vehicle | undefined;
  papersLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<VehicleFormValues>();
  const { errors } = formState;
  const values = useWatch({ control }) as VehicleFormValues;
  const today = todayInIndia();
  // Locked papers are shown, not registered: the form keeps their saved values untouched.
  const paperField = (name: NumberField) =>
    papersLocked
      ? { value: values[name] ?? '', disabled: true }
      : textFieldProps(register(name), errors[name]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {papersLocked && <Alert severity="info">{t('renewals.wizardLocked.vehicle')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {PAPERS.map(({ item, number, validTill }) => (
          <Paper
            key={item}
            component="section"
            aria-label={t(`vehicles.compliance.items.${item}`)}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {t(`vehicles.compliance.items.${item}`)}
              </Typography>
              <ComplianceChip state={complianceState(values[validTill] || null, today)} />
            </Box>
            {number && (
              <TextField
                id={`vehicle-${number}`}
                label={t(`vehicles.form.paperNumber.${item as 'fitness'}`)}
                size="small"
                fullWidth
                {...paperField(number)}
              />
            )}
            {papersLocked ? (
              <DateField
                kind="date"
                id={`vehicle-${validTill}`}
                label={t(`vehicles.form.validTill.${item}`)}
                size="small"
                value={values[validTill] ?? ''}
                onChange={() => {}}
                disabled
              />
            ) : (
              <FormDateField
                kind="date"
                control={control}
                name={validTill}
                id={`vehicle-${validTill}`}
                label={t(`vehicles.form.validTill.${item}`)}
                size="small"
              />
            )}
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', alignContent: 'start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('vehicles.form.safety')}
          </Typography>
          {(['fireExtinguisher', 'firstAidKit'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label={t(`vehicles.fields.${name}`)}
                />
              )}
            />
          ))}
        </Paper>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {t('vehicles.sections.certificates')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('vehicles.form.certificatesHint')}
        </Typography>
        {vehicle && (
          <VehicleDocuments
            vehicleId={vehicle.id}
            images={vehicle.images}
            slots={COMPLIANCE_DOCUMENT_SLOTS}
            editable={!papersLocked}
          />
        )}
      </Box>
    </Box>
  );
}
