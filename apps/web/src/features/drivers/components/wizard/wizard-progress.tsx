import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from './driver-form';

interface WizardProgressProps {
  activeStep: number;
  /** Going back to an earlier step; later ones are reached with Next, which saves. */
  onStep: (step: number) => void;
  compact: boolean;
}

/** Where the wizard stands: a stepper, or on phones "Step 2 of 5" and a bar. */
export function WizardProgress({ activeStep, onStep, compact }: WizardProgressProps) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('drivers.wizard.stepOf', { step: activeStep + 1, count: WIZARD_STEPS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((activeStep + 1) / WIZARD_STEPS.length) * 100}
          aria-label={t('drivers.wizard.progress')}
        />
      </Box>
    );
  }
  return (
    <Stepper activeStep={activeStep} nonLinear alternativeLabel>
      {WIZARD_STEPS.map((step, index) => (
        <Step key={step} completed={index < activeStep}>
          {index < activeStep ? (
            <StepButton onClick={() => onStep(index)}>
              {t(`drivers.wizard.steps.${step}.label`)}
            </StepButton>
          ) : (
            <StepLabel>{t(`drivers.wizard.steps.${step}.label`)}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
