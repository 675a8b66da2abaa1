import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../records/confirm-dialog';
import { WizardFooter, WizardHeader, WizardProblems, type Problem } from './wizard-chrome';
import { WizardProgress } from './wizard-progress';

interface WizardFrameProps<V extends FieldValues> {
  /** The page heading: the section, what is being done, the record's ID once saved. */
  header: { caption: string; title: string; regId: string | null };
  /** The steps' short labels, in order. */
  steps: readonly string[];
  activeStep: number;
  onStep: (step: number) => void;
  compact: boolean;
  form: UseFormReturn<V>;
  /** The active step's heading; its id labels the form. */
  stepHeading: { id: string; title: string; intro: string };
  /** The heading takes the focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Next on a step, or finishing on the review step. */
  onSubmit: () => void;
  serverError: string | null;
  problems: Problem[];
  /** The step that asks for a field the server named. */
  stepOfField: (field: string) => number;
  footer: Omit<ComponentProps<typeof WizardFooter>, 'activeStep' | 'busy' | 'onBack'>;
  busy: boolean;
  /** What Start over asks first; confirming it is onStartOver. */
  startOver: { title: string; body: string };
  /** The draft is to go: clear it and show a fresh wizard. */
  onStartOver: () => void;
  /** The active step's fields, cards or summary. */
  children: ReactNode;
}

/**
 * A record wizard's page (a driver's, a vehicle's): the heading with Start over, the progress,
 * and the form of the active step with its problems, Back and Next.
 */
export function WizardFrame<V extends FieldValues>({
  header,
  steps,
  activeStep,
  onStep,
  compact,
  form,
  stepHeading,
  headingRef,
  onSubmit,
  serverError,
  problems,
  stepOfField,
  footer,
  busy,
  startOver,
  onStartOver,
  children,
}: WizardFrameProps<V>) {
  const { t } = useTranslation();
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <WizardHeader {...header} busy={busy} onStartOver={() => setConfirmStartOver(true)} />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <WizardProgress steps={steps} activeStep={activeStep} onStep={onStep} compact={compact} />
      </Paper>

      <FormProvider {...form}>
        <Paper
          component="form"
          noValidate
          variant="outlined"
          aria-labelledby={stepHeading.id}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
        >
          <Box>
            <Typography
              id={stepHeading.id}
              ref={headingRef}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ outline: 'none' }}
            >
              {stepHeading.title}
            </Typography>
            <Typography color="text.secondary">{stepHeading.intro}</Typography>
          </Box>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <WizardProblems
            problems={problems}
            activeStep={activeStep}
            onStep={onStep}
            stepOfField={stepOfField}
            stepLabel={(index) => steps[index] ?? ''}
          />
          {children}
          <WizardFooter
            {...footer}
            activeStep={activeStep}
            busy={busy}
            onBack={() => onStep(activeStep - 1)}
          />
        </Paper>
      </FormProvider>

      <ConfirmDialog
        open={confirmStartOver}
        title={startOver.title}
        body={startOver.body}
        confirmLabel={t('records.wizard.startOver')}
        danger
        onConfirm={() => {
          setConfirmStartOver(false);
          onStartOver();
        }}
        onClose={() => setConfirmStartOver(false)}
      />
    </Box>
  );
}
