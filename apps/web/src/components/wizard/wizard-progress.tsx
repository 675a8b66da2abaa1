import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface WizardProgressProps {
  /** The steps' short labels, in order. */
  steps: readonly string[];
  activeStep: number;
  /** Going back to an earlier step; later ones are reached with Next, which saves. */
  onStep: (step: number) => void;
  /** Phones' form; by default below the md breakpoint. */
  compact?: boolean;
}

/** Where the wizard stands: a stepper, or on phones "Step 2 of 5" and a bar. */
export function WizardProgress({ steps, activeStep, onStep, ...props }: WizardProgressProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const compact = props.compact ?? narrow;
  if (compact) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('records.wizard.stepOf', { step: activeStep + 1, count: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((activeStep + 1) / steps.length) * 100}
          aria-label={t('records.wizard.progress')}
        />
      </Box>
    );
  }
  return (
    <Stepper activeStep={activeStep} nonLinear alternativeLabel>
      {steps.map((label, index) => (
        <Step key={label} completed={index < activeStep}>
          {index < activeStep ? (
            <StepButton onClick={() => onStep(index)}>{label}</StepButton>
          ) : (
            <StepLabel>{label}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
