import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../../lib/wizard-steps';

interface WizardProgressProps {
  activeStep: number;
  /** Going back to a step already done. */
  onStep: (step: number) => void;
}

/** All the steps on wide screens (earlier ones clickable); "Step 2 of 6" and a bar on phones. */
export function WizardProgress({ activeStep, onStep }: WizardProgressProps) {
  const { t } = useTranslation();
  const count = WIZARD_STEPS.length;
  return (
    <>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        aria-label={t('vendors.wizard.stepsLabel')}
        sx={{ display: { xs: 'none', md: 'flex' }, mb: 4 }}
      >
        {WIZARD_STEPS.map((step, index) => (
          <Step key={step.key} completed={index < activeStep}>
            {index < activeStep ? (
              <StepButton onClick={() => onStep(index)}>
                {t(`vendors.wizard.steps.${step.key}`)}
              </StepButton>
            ) : (
              <StepLabel>{t(`vendors.wizard.steps.${step.key}`)}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          {t('vendors.wizard.stepOf', { step: activeStep + 1, count })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((activeStep + 1) / count) * 100}
          aria-label={t('vendors.wizard.stepsLabel')}
        />
      </Box>
    </>
  );
}
