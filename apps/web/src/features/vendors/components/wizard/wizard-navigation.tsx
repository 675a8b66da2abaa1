import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { REVIEW_STEP } from '../../lib/wizard-steps';

/** Back, and Next (a submit button: Enter moves on too), which sends the form on the review. */
export function WizardNavigation({
  activeStep,
  sending,
  onBack,
}: {
  activeStep: number;
  sending: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        mt: 4,
        display: 'flex',
        gap: 1.5,
        justifyContent: 'space-between',
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Button
        onClick={onBack}
        disabled={activeStep === 0}
        sx={{ visibility: activeStep === 0 ? 'hidden' : 'visible' }}
      >
        {t('vendors.wizard.back')}
      </Button>
      <Button type="submit" variant="contained" size="large" loading={sending}>
        {activeStep === REVIEW_STEP ? t('vendors.wizard.submit') : t('vendors.wizard.next')}
      </Button>
    </Box>
  );
}
