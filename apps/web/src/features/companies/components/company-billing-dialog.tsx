import {
  COMPANY_INVOICING,
  CompanyBillingSchema,
  type CompanyDetail,
  type CompanyInvoicing,
} from '@raahi/domain/vendors';
import { INDIAN_STATES } from '@raahi/domain/states';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useSaveCompanyBilling } from '../api/company-billing';
import { translateEnglishMessage } from '../../../lib/validation/validation-messages';

type Field = 'gstin' | 'stateCode' | 'billingAddress';

/**
 * A client company's billing details: GSTIN (its state is the place of supply), state when it
 * has none, billing address, body corporate (reverse charge), and whether it is invoiced once a
 * month or once per duty.
 */
export function CompanyBillingDialog(props: { company: CompanyDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCompanyBilling(props.company.id);
  const [gstin, setGstin] = useState(props.company.gstin ?? '');
  const [stateCode, setStateCode] = useState<string>(props.company.stateCode ?? '');
  const [address, setAddress] = useState(props.company.billingAddress ?? '');
  const [bodyCorporate, setBodyCorporate] = useState(props.company.bodyCorporate);
  const [invoicing, setInvoicing] = useState<CompanyInvoicing>(props.company.invoicing);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const parsed = CompanyBillingSchema.safeParse({
      gstin: gstin.trim() || null,
      stateCode: stateCode || null,
      billingAddress: address.trim() || null,
      bodyCorporate,
      invoicing,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            translateEnglishMessage(issue.message),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('companies.billing.saved', { name: props.company.name }));
      props.onClose();
    } catch (error) {
      if (!isApiError(error)) return setProblem(t('errors.unexpected'));
      const placed: Partial<Record<Field, string>> = Object.fromEntries(
        error.fieldErrors().map(({ field, message }) => [field.replace(/^body\./, ''), message]),
      );
      setErrors(placed);
      if (Object.keys(placed).length === 0) setProblem(error.message);
    }
  };

  const textField = (field: Field, value: string, set: (value: string) => void) => ({
    label: t(`companies.billing.fields.${field}`),
    value,
    onChange: (event: { target: { value: string } }) => set(event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? t(`companies.billing.help.${field}`),
  });

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('companies.billing.title', { name: props.company.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <FormControl>
            <FormLabel id="company-invoicing">{t('companies.billing.fields.invoicing')}</FormLabel>
            <RadioGroup
              aria-labelledby="company-invoicing"
              value={invoicing}
              onChange={(event) => setInvoicing(event.target.value as CompanyInvoicing)}
            >
              {COMPANY_INVOICING.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`companies.invoicing.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField {...textField('gstin', gstin, setGstin)} />
          <TextField select {...textField('stateCode', stateCode, setStateCode)}>
            <MenuItem value="">{t('companies.billing.fromGstin')}</MenuItem>
            {INDIAN_STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name} ({state.gstCode})
              </MenuItem>
            ))}
          </TextField>
          <TextField multiline minRows={2} {...textField('billingAddress', address, setAddress)} />
          <FormControlLabel
            label={t('companies.billing.fields.bodyCorporate')}
            control={
              <Checkbox
                checked={bodyCorporate}
                onChange={(event) => setBodyCorporate(event.target.checked)}
              />
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('companies.billing.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('companies.billing.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
