import { useFormContext } from 'react-hook-form';
import type { PhoneProof } from '../../lib/onboarding-draft';
import type { WizardValues } from '../../lib/vendor-form';
import type { WIZARD_STEPS } from '../../lib/wizard-steps';
import { BusinessSection } from '../form/business-section';
import { OperationsSection } from '../form/operations-section';
import { OwnerSection } from '../form/owner-section';
import { AccountStep } from './account-step';
import { IdentityStep } from './identity-step';
import { PhoneVerification } from './phone-verification';
import { WizardReview } from './wizard-review';

const ID = 'vendor-onboarding';

/** The fields of the wizard's step `step` (the review reads what the others hold). */
export function WizardStepFields({
  step,
  proof,
  onVerified,
  onEdit,
}: {
  step: (typeof WIZARD_STEPS)[number]['key'];
  proof: PhoneProof | null;
  onVerified: (proof: PhoneProof) => void;
  /** The review's way back to a step, by its index. */
  onEdit: (step: number) => void;
}) {
  const form = useFormContext<WizardValues>();
  return (
    <>
      {step === 'business' && (
        <BusinessSection
          idPrefix={ID}
          phoneExtra={<PhoneVerification proof={proof} onVerified={onVerified} />}
        />
      )}
      {step === 'identity' && <IdentityStep idPrefix={ID} />}
      {step === 'operations' && <OperationsSection idPrefix={ID} />}
      {step === 'owner' && <OwnerSection idPrefix={ID} />}
      {step === 'account' && <AccountStep />}
      {step === 'review' && (
        <WizardReview values={form.getValues()} proof={proof} onEdit={onEdit} />
      )}
    </>
  );
}
