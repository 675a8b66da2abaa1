import { todayInIndia } from '@raahi/domain/compliance';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../lib/api-error';
import { DateField } from '../form/date-field';
import { DOCUMENT_TYPES } from '../../lib/document-files';
import {
  fileField,
  renewalProblems,
  renewalRequest,
  type RenewalRequest,
  type RenewalSpec,
  type RenewalValues,
} from './renewal-form';

interface RenewDialogProps<S extends string> {
  /** The paper's name, e.g. "Insurance". */
  paper: string;
  spec: RenewalSpec<S>;
  /** Uploads the files and sends the renewal; rejects with the server's error. */
  submit: (request: RenewalRequest<S>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Renewing one paper: its new validity (and number), and the new certificate. Nothing on the
 * record changes until the operator approves; the dialog says so before it is sent.
 */
export function RenewDialog<S extends string>({
  paper,
  spec,
  submit,
  onClose,
}: RenewDialogProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<RenewalValues<S>>({ validTill: '', number: '', files: {} });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (patch: Partial<RenewalValues<S>>, field: string) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  async function onSubmit() {
    const found = renewalProblems(values, spec, todayInIndia());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setSending(true);
    try {
      await submit(renewalRequest(values, spec));
      toast.success(t('renewals.sent', { paper }));
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) return setError(t('errors.unexpected'));
      const onFields = Object.fromEntries(
        failure
          .fieldErrors()
          .map(({ field, message }) => [field.replace(/^images\./, 'file.'), message]),
      );
      setProblems(onFields);
      setError(Object.keys(onFields).length > 0 ? null : failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{t('renewals.dialog.title', { paper })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText>{t('renewals.dialog.intro')}</DialogContentText>
        {spec.dated && (
          <DateField
            kind="date"
            id={`${id}-valid-till`}
            label={t('renewals.form.validTill')}
            required
            value={values.validTill}
            onChange={(validTill) => change({ validTill }, 'validTill')}
            error={Boolean(problems.validTill)}
            helperText={problems.validTill}
          />
        )}
        {spec.numbered && (
          <TextField
            id={`${id}-number`}
            label={t('renewals.form.number')}
            fullWidth
            value={values.number}
            onChange={(event) => change({ number: event.target.value }, 'number')}
            error={Boolean(problems.number)}
            helperText={problems.number ?? t('renewals.form.numberHint')}
          />
        )}
        {spec.slots.map((slot) => {
          const file = values.files[slot];
          const problem = problems[fileField(slot)];
          return (
            <Box key={slot} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="subtitle2" component="p">
                {spec.labelOf(slot)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button
                  component="label"
                  variant="outlined"
                  size="small"
                  startIcon={<UploadFileIcon />}
                  color={problem ? 'error' : 'primary'}
                >
                  {file ? t('renewals.form.replaceFile') : t('renewals.form.chooseFile')}
                  <input
                    hidden
                    type="file"
                    accept={DOCUMENT_TYPES.join(',')}
                    aria-label={t('renewals.form.fileFor', { slot: spec.labelOf(slot) })}
                    onChange={(event) => {
                      const chosen = event.target.files?.[0];
                      if (chosen)
                        change({ files: { ...values.files, [slot]: chosen } }, fileField(slot));
                    }}
                  />
                </Button>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {file ? file.name : t('renewals.form.noFile')}
                </Typography>
              </Box>
              {problem && <FormHelperText error>{problem}</FormHelperText>}
            </Box>
          );
        })}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('records.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void onSubmit()} loading={sending}>
          {t('renewals.dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
