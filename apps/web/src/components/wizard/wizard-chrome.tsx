import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

/** The page heading: what is being done, the record's ID once saved, and Start over. */
export function WizardHeader(props: {
  /** The section, e.g. "Connected Drivers". */
  caption: string;
  title: string;
  regId: string | null;
  busy: boolean;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {props.caption}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {props.title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {props.regId && <Chip label={t('shell.account.id', { regId: props.regId })} />}
        <Button startIcon={<RestartAltIcon />} onClick={props.onStartOver} disabled={props.busy}>
          {t('records.wizard.startOver')}
        </Button>
      </Box>
    </Box>
  );
}

export interface Problem {
  field: string;
  message: string;
}

/** What stops the record going on (missing documents, the server's list), with a way there. */
export function WizardProblems(props: {
  problems: Problem[];
  activeStep: number;
  onStep: (step: number) => void;
  /** The step that asks for a field the server named. */
  stepOfField: (field: string) => number;
  /** A step's short label. */
  stepLabel: (step: number) => string;
}) {
  const { t } = useTranslation();
  if (props.problems.length === 0) return null;
  return (
    <Alert severity="warning" role="alert">
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {props.problems.map((problem) => {
          const step = props.stepOfField(problem.field);
          return (
            <li key={problem.field}>
              {problem.message}{' '}
              {step !== props.activeStep && (
                <Button size="small" onClick={() => props.onStep(step)}>
                  {t('records.wizard.goToStep', { step: props.stepLabel(step) })}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}

/** Back, and Save and continue / Next, or the finishing button on the review step. */
export function WizardFooter(props: {
  /** The last step, whose button finishes the wizard. */
  review: boolean;
  /** The step's Next saves its fields first. */
  saves: boolean;
  activeStep: number;
  finishLabel: string;
  busy: boolean;
  saving: boolean;
  finishing: boolean;
  ready: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        startIcon={<ArrowBackIcon />}
        disabled={props.activeStep === 0 || props.busy}
        onClick={props.onBack}
      >
        {t('records.wizard.back')}
      </Button>
      {props.review ? (
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          loading={props.finishing}
          disabled={props.busy || !props.ready}
        >
          {props.finishLabel}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          loading={props.saving}
          disabled={props.busy || !props.ready}
        >
          {props.saves ? t('records.wizard.saveAndContinue') : t('records.wizard.next')}
        </Button>
      )}
    </Box>
  );
}
