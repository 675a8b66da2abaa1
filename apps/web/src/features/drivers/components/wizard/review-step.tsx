import type { Driver } from '@raahi/domain/drivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { DriverDetailsSection } from '../driver-details';
import { DriverDocuments } from '../driver-documents';
import { WIZARD_STEPS } from './driver-form';

interface ReviewStepProps {
  driver: Driver;
  restricted: boolean;
  onEditStep: (step: number) => void;
}

/** Step 5: everything as the server now has it, each field with its label. */
export function ReviewStep({ driver, restricted, onEditStep }: ReviewStepProps) {
  const { t } = useTranslation();
  const edit = (step: (typeof WIZARD_STEPS)[number]) => () =>
    onEditStep(WIZARD_STEPS.indexOf(step));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DriverDetailsSection driver={driver} section="identity" onEdit={edit('identity')} />
      <DriverDetailsSection driver={driver} section="contact" onEdit={edit('contact')} />
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('drivers.sections.documents')}
          </Typography>
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={edit('documents')}>
            {t('records.wizard.editSection')}
          </Button>
        </Box>
        <DriverDocuments
          driverId={driver.id}
          images={driver.images}
          editable={false}
          restricted={restricted}
        />
      </Paper>
      <DriverDetailsSection driver={driver} section="preferences" onEdit={edit('preferences')} />
    </Box>
  );
}
