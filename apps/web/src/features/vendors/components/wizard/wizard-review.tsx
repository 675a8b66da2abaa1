import { PhoneSchema } from '@raahi/domain/contact';
import { formatPhone } from '@raahi/domain/formats';
import { allPassed, checkAadhaar } from '@raahi/domain/kyc';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from '../../../../components/records/detail-list';
import { formatDate } from '../../../../lib/format-date';
import { useCompanyOptions } from '../../../../lib/options';
import type { PhoneProof } from '../../lib/onboarding-draft';
import { operationalAreaText } from '../../lib/vendor-display';
import type { WizardValues } from '../../lib/vendor-form';
import { WIZARD_STEPS } from '../../lib/wizard-steps';
import { listLabel } from '../../../../lib/list-labels';

interface WizardReviewProps {
  values: WizardValues;
  proof: PhoneProof | null;
  onEdit: (step: number) => void;
}

const phoneText = (raw: string) => formatPhone(PhoneSchema.safeParse(raw).data ?? raw);

/** Every field the person entered, under the spec's labels, step by step, each with Edit. */
export function WizardReview({ values, proof, onEdit }: WizardReviewProps) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  const none = (
    <Typography component="span" color="text.secondary">
      {t('vendors.notGiven')}
    </Typography>
  );
  const text = (value: string): ReactNode => value.trim() || none;
  const verified = Boolean(proof && PhoneSchema.safeParse(values.phone).data === proof.phone);
  const aadhaar = checkAadhaar(values.aadhar);
  const aadhaarValue: ReactNode =
    values.aadhar && allPassed(aadhaar.checks) ? (
      aadhaar.masked
    ) : values.aadharMasked ? (
      <Typography component="span" color="warning.main">
        {t('vendors.wizard.review.aadhaarNotSaved', { last4: values.aadharMasked.slice(-4) })}
      </Typography>
    ) : (
      none
    );
  const companyNames = values.associatedCompanies.map(
    (id) => companies.data?.find((c) => c.id === id)?.name ?? id,
  );

  const sections: Record<(typeof WIZARD_STEPS)[number]['key'], DetailItem[]> = {
    business: [
      {
        key: 'registrationType',
        label: t('vendors.fields.registrationType'),
        value: text(
          values.registrationType && listLabel(t, 'registrationTypes', values.registrationType),
        ),
      },
      { key: 'name', label: t('vendors.fields.name'), value: text(values.name) },
      { key: 'email', label: t('vendors.fields.email'), value: text(values.email) },
      {
        key: 'phone',
        label: t('vendors.fields.phone'),
        value: values.phone ? (
          <>
            {phoneText(values.phone)}{' '}
            <Chip
              size="small"
              color={verified ? 'success' : 'warning'}
              variant="outlined"
              label={t(
                verified ? 'vendors.wizard.review.verified' : 'vendors.wizard.review.notVerified',
              )}
            />
          </>
        ) : (
          none
        ),
      },
      { key: 'address', label: t('vendors.fields.address'), value: text(values.address) },
    ],
    identity: [
      { key: 'pan', label: t('vendors.fields.pan'), value: text(values.pan.toUpperCase()) },
      { key: 'gst', label: t('vendors.fields.gst'), value: text(values.gst.toUpperCase()) },
      { key: 'aadhar', label: t('vendors.fields.aadhar'), value: aadhaarValue },
    ],
    operations: [
      {
        key: 'operationalArea',
        label: t('vendors.fields.operationalArea'),
        value: operationalAreaText(values.operationalArea),
      },
      {
        key: 'serviceTypes',
        label: t('vendors.form.serviceTypes'),
        value:
          values.serviceTypes.map((type) => listLabel(t, 'serviceTypes', type)).join(', ') || none,
      },
      {
        key: 'associatedCompanies',
        label: t('vendors.form.associatedCompanies'),
        value: companyNames.join(', ') || none,
      },
      {
        key: 'elevatorStatement',
        label: t('vendors.fields.elevatorStatement'),
        value: text(values.elevatorStatement),
      },
    ],
    owner: [
      { key: 'ownername', label: t('vendors.fields.ownername'), value: text(values.ownername) },
      {
        key: 'ownermobile',
        label: t('vendors.fields.ownermobile'),
        value: values.ownermobile ? phoneText(values.ownermobile) : none,
      },
      {
        key: 'ownerdob',
        label: t('vendors.fields.ownerdob'),
        value: values.ownerdob ? formatDate(values.ownerdob) : none,
      },
      { key: 'owneremail', label: t('vendors.fields.owneremail'), value: text(values.owneremail) },
    ],
    account: [
      {
        key: 'password',
        label: t('vendors.wizard.review.password'),
        value: values.password ? (
          t('vendors.wizard.review.passwordSet')
        ) : (
          <Typography component="span" color="warning.main">
            {t('vendors.wizard.review.passwordMissing')}
          </Typography>
        ),
      },
    ],
    review: [],
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('vendors.wizard.review.intro')}</Typography>
      {WIZARD_STEPS.slice(0, -1).map((step, index) => {
        const title = t(`vendors.wizard.steps.${step.key}`);
        return (
          <Box key={step.key} component="section" aria-label={title}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
                {title}
              </Typography>
              <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={() => onEdit(index)}
                aria-label={t('vendors.wizard.review.editSection', { section: title })}
              >
                {t('vendors.wizard.review.edit')}
              </Button>
            </Box>
            <DetailList items={sections[step.key]} />
            <Divider sx={{ mt: 3 }} />
          </Box>
        );
      })}
    </Box>
  );
}
