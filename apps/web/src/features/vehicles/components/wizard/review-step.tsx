import {
  VEHICLE_IMAGE_SLOTS,
  COMPLIANCE_DOCUMENT_SLOTS,
  type Vehicle,
} from '@raahi/domain/vehicles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComplianceTimeline } from '../compliance-timeline';
import { VehicleDocuments } from '../vehicle-documents';
import { VehicleSummary } from '../vehicle-summary';
import { WIZARD_STEPS, type WizardStep } from './vehicle-form';

function ReviewSection(props: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-label={props.title}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={props.onEdit}>
          {t('records.wizard.editSection')}
        </Button>
      </Box>
      {props.children}
    </Paper>
  );
}

/** Step 4: everything as the server now has it. */
export function ReviewStep({
  vehicle,
  operator,
  onEditStep,
}: {
  vehicle: Vehicle;
  operator: boolean;
  onEditStep: (step: number) => void;
}) {
  const { t } = useTranslation();
  const edit = (step: WizardStep) => () => onEditStep(WIZARD_STEPS.indexOf(step));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReviewSection title={t('vehicles.sections.details')} onEdit={edit('details')}>
        <VehicleSummary vehicle={vehicle} operator={operator} />
      </ReviewSection>
      <ReviewSection title={t('vehicles.sections.compliance')} onEdit={edit('compliance')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ComplianceTimeline vehicle={vehicle} />
          <VehicleDocuments
            vehicleId={vehicle.id}
            images={vehicle.images}
            slots={COMPLIANCE_DOCUMENT_SLOTS}
            editable={false}
          />
        </Box>
      </ReviewSection>
      <ReviewSection title={t('vehicles.sections.photos')} onEdit={edit('photos')}>
        <VehicleDocuments
          vehicleId={vehicle.id}
          images={vehicle.images}
          slots={VEHICLE_IMAGE_SLOTS}
          editable={false}
        />
      </ReviewSection>
    </Box>
  );
}
