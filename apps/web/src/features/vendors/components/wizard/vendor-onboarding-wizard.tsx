import { PhoneSchema } from '@raahi/domain/contact';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WizardProgress } from '../../../../components/wizard/wizard-progress';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form';
import { useSignUpVendor } from '../../api/sign-up-vendor';
import {
  draftToValues,
  loadOnboarding,
  saveOnboarding,
  valuesToDraft,
  type PhoneProof,
  type SubmittedVendor,
} from '../../lib/onboarding-draft';
import {
  emptyWizard,
  sectionResolver,
  toVendorCreate,
  type WizardValues,
} from '../../lib/vendor-form';
import {
  clampStep,
  firstInvalidStep,
  REVIEW_STEP,
  stepOfField,
  WIZARD_STEPS,
  type WizardField,
} from '../../lib/wizard-steps';
import { OnboardingSuccess } from './onboarding-success';
import { ServerDraftOffer, StartOverDialog, SaveStatusLine } from './wizard-notices';
import { WizardNavigation } from './wizard-navigation';
import { WizardStepFields } from './wizard-step-fields';
import { useServerDraft } from './use-server-draft';

const ALL_FIELDS = WIZARD_STEPS.flatMap((step) => step.fields) as WizardField[];
const digitsOf = (phone: string) => PhoneSchema.safeParse(phone).data ?? null;
const isLive = (proof: PhoneProof | null, phone: string) =>
  Boolean(proof && proof.expiresAt > Date.now() && proof.phone === digitsOf(phone));

/**
 * /vendor-onboarding: six steps from business details to submission. Step and data persist on
 * this device (never the password or the Aadhaar number) and, once the phone is verified, on
 * the server, where an earlier draft can be picked up again.
 */
export function VendorOnboardingWizard() {
  const { t } = useTranslation();
  const [initial] = useState(loadOnboarding);
  const [activeStep, setActiveStep] = useState(initial?.activeStep ?? 0);
  const [proof, setProof] = useState<PhoneProof | null>(initial?.proof ?? null);
  const [submitted, setSubmitted] = useState<SubmittedVendor | null>(initial?.submitted ?? null);
  const [banner, setBanner] = useState<string | null>(null);
  const [proofExpired, setProofExpired] = useState(false);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const validateOnShow = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const signUp = useSignUpVendor();

  const { schema } = WIZARD_STEPS[activeStep]!;
  const resolver = useMemo(
    () => (schema ? sectionResolver<WizardValues>(schema) : undefined),
    [schema],
  );
  const form = useForm<WizardValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: initial ? draftToValues(initial.data) : emptyWizard(),
  });

  const expire = useCallback(() => {
    setProof(null);
    setProofExpired(true);
  }, []);
  const serverDraft = useServerDraft({ form, proof, activeStep, onExpired: expire });

  // Every change is written to this device at once.
  useEffect(() => {
    const write = () =>
      saveOnboarding({ activeStep, data: valuesToDraft(form.getValues()), proof, submitted });
    write();
    return form.subscribe({ formState: { values: true }, callback: write });
  }, [form, activeStep, proof, submitted]);

  // A new step: its heading takes the focus, and after a failed submit its fields show why.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
    if (validateOnShow.current) {
      validateOnShow.current = false;
      void form.trigger();
    }
  }, [activeStep, form]);

  const goTo = (step: number, validate = false) => {
    setBanner(null);
    validateOnShow.current = validate;
    setActiveStep(clampStep(step));
  };

  async function next() {
    if (!(await form.trigger())) return;
    if (activeStep === 0 && !isLive(proof, form.getValues('phone'))) {
      form.setError(
        'phone',
        { type: 'verify', message: t('vendors.form.errors.phoneNotVerified') },
        { shouldFocus: true },
      );
      return;
    }
    goTo(activeStep + 1);
  }

  function onVerified(fresh: PhoneProof) {
    setProof(fresh);
    setProofExpired(false);
    void serverDraft.start(fresh);
  }

  function continueDraft() {
    const offer = serverDraft.offer;
    if (!offer) return;
    form.reset(draftToValues(offer.data));
    setActiveStep(clampStep(offer.activeStep));
    serverDraft.resume();
  }

  function startOver() {
    setConfirmStartOver(false);
    serverDraft.discard(proof);
    form.reset(emptyWizard());
    setProof(null);
    setProofExpired(false);
    goTo(0);
  }

  async function submit() {
    if (signUp.isPending) return;
    setBanner(null);
    const values = form.getValues();
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      goTo(invalid, true);
      setBanner(
        t('vendors.wizard.fixStep', {
          step: t(`vendors.wizard.steps.${WIZARD_STEPS[invalid]!.key}`),
        }),
      );
      return;
    }
    if (!proof || !isLive(proof, values.phone)) {
      goTo(0);
      form.setError('phone', {
        type: 'verify',
        message: t('vendors.form.errors.phoneNotVerified'),
      });
      return;
    }
    try {
      const vendor = await signUp.mutateAsync({
        ...toVendorCreate(values),
        password: values.password,
        phoneVerification: proof.token,
      });
      serverDraft.stop();
      form.reset(emptyWizard());
      setProof(null);
      setActiveStep(0);
      setSubmitted({ regId: vendor.regId, name: vendor.name, email: vendor.email });
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      showSubmitError(error);
    }
  }

  function showSubmitError(error: unknown) {
    if (isApiError(error) && error.status === 401) {
      expire();
      goTo(0);
      form.setError('phone', { type: 'server', message: error.message });
      return;
    }
    const steps = (isApiError(error) ? error.fieldErrors() : [])
      .map((problem) => stepOfField(problem.field))
      .filter((step): step is number => step !== null);
    const unplaced = applyServerErrors(error, form.setError, ALL_FIELDS);
    if (steps.length > 0) goTo(Math.min(...steps));
    setBanner(unplaced);
  }

  if (submitted) {
    return <OnboardingSuccess vendor={submitted} onAnother={() => setSubmitted(null)} />;
  }

  const step = WIZARD_STEPS[activeStep]!;
  const stepTitle = t(`vendors.wizard.steps.${step.key}`);
  const stepLabels = WIZARD_STEPS.map(({ key }) => t(`vendors.wizard.steps.${key}`));

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 1 }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
            {t('vendors.wizard.title')}
          </Typography>
          <Button
            color="inherit"
            size="small"
            startIcon={<RestartAltIcon />}
            onClick={() => setConfirmStartOver(true)}
            sx={{ flexShrink: 0, mt: 0.5 }}
          >
            {t('vendors.wizard.startOver')}
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('vendors.wizard.intro')}
        </Typography>
        <Box sx={{ mb: { xs: 3, md: 4 } }}>
          <WizardProgress steps={stepLabels} activeStep={activeStep} onStep={goTo} />
        </Box>

        {serverDraft.offer && (
          <ServerDraftOffer
            draft={serverDraft.offer}
            onContinue={continueDraft}
            onKeep={serverDraft.resume}
          />
        )}
        {proofExpired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('vendors.wizard.proofExpired')}
          </Alert>
        )}
        {banner && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {banner}
          </Alert>
        )}

        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (activeStep === REVIEW_STEP ? submit() : next());
          }}
        >
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ mb: 2.5, outline: 'none', scrollMarginTop: 96 }}
          >
            {stepTitle}
          </Typography>

          <WizardStepFields
            step={step.key}
            proof={proof}
            onVerified={onVerified}
            onEdit={(index) => goTo(index)}
          />
          <WizardNavigation
            activeStep={activeStep}
            sending={signUp.isPending}
            onBack={() => goTo(activeStep - 1)}
          />
          <SaveStatusLine status={serverDraft.status} verified={Boolean(proof)} />
        </Box>
      </Paper>
      <StartOverDialog
        open={confirmStartOver}
        onCancel={() => setConfirmStartOver(false)}
        onConfirm={startOver}
      />
    </FormProvider>
  );
}
