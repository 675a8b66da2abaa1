import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { DRIVER_PAPER_DOCUMENT_SLOTS } from '@raahi/domain/renewals';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../../components/query-states';
import { isApiError } from '../../../../lib/api-error';
import type { Option } from '../../../../lib/options';
import { DriverDocuments } from '../driver-documents';
import { ContactStep } from './contact-step';
import type { WizardStep } from './driver-form';
import { IdentityStep } from './identity-step';
import { PreferencesStep } from './preferences-step';
import { ReviewStep } from './review-step';

interface WizardStepContentProps {
  step: WizardStep;
  /** The driver on the server; the documents and review steps need it. */
  driver: UseQueryResult<Driver>;
  operator: boolean;
  vendors: Option[];
  companies: Option[];
  aadharMasked: string | null;
  /** An approved driver: its papers are renewed from its page, where the operator reviews them. */
  papersLocked: boolean;
  onEditStep: (step: number) => void;
}

const isPaper = (slot: DriverDocumentSlot) =>
  (DRIVER_PAPER_DOCUMENT_SLOTS as readonly string[]).includes(slot);

/** The fields, cards or summary of the active step. */
export function WizardStepContent({
  step,
  driver,
  operator,
  vendors,
  companies,
  aadharMasked,
  papersLocked,
  onEditStep,
}: WizardStepContentProps) {
  const { t } = useTranslation();
  switch (step) {
    case 'identity':
      return (
        <IdentityStep
          vendors={operator ? vendors : null}
          aadharMasked={aadharMasked}
          licenceLocked={papersLocked}
        />
      );
    case 'contact':
      return <ContactStep />;
    case 'preferences':
      return <PreferencesStep companies={companies} />;
    case 'documents':
    case 'review':
      break;
  }
  if (!driver.data) {
    return driver.isError ? (
      <Alert severity="error">
        {isApiError(driver.error) && driver.error.status === 404
          ? t('drivers.wizard.driverGone')
          : t('errors.unexpected')}
      </Alert>
    ) : (
      <LoadingBlock py={6} />
    );
  }
  return step === 'documents' ? (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {papersLocked && <Alert severity="info">{t('renewals.wizardLocked.driver')}</Alert>}
      <DriverDocuments
        driverId={driver.data.id}
        images={driver.data.images}
        editable={papersLocked ? (slot) => !isPaper(slot) : true}
        restricted={operator}
      />
    </Box>
  ) : (
    <ReviewStep driver={driver.data} restricted={operator} onEditStep={onEditStep} />
  );
}
