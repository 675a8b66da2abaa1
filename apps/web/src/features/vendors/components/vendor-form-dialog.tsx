import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import type { VendorFormValues } from '../lib/vendor-form';
import { VendorFormFields } from './form/vendor-form-fields';

interface VendorFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  form: UseFormReturn<VendorFormValues>;
  idPrefix: string;
  problem: string | null;
  aadhaarReminder?: string;
  /** The dialog's buttons; the form submits with the one of type "submit". */
  actions: ReactNode;
  onSubmit: () => void;
}

/** Adding or editing a vendor: the wizard's sections in one scrolling dialog, full screen on phones. */
export function VendorFormDialog({
  open,
  onClose,
  title,
  intro,
  form,
  idPrefix,
  problem,
  aadhaarReminder,
  actions,
  onSubmit,
}: VendorFormDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={`${idPrefix}-title`}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          sx={{ display: 'contents' }}
        >
          <DialogTitle id={`${idPrefix}-title`}>{title}</DialogTitle>
          <DialogContent dividers>
            {intro && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {intro}
              </Typography>
            )}
            {problem && (
              <Alert severity="error" role="alert" sx={{ mb: 3 }}>
                {problem}
              </Alert>
            )}
            <VendorFormFields idPrefix={idPrefix} aadhaarReminder={aadhaarReminder} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>{actions}</DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
