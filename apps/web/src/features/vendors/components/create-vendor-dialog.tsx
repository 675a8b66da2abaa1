import type { Vendor } from '@raahi/domain/vendors';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form';
import { useCreateVendor } from '../api/create-vendor';
import {
  emptyVendorForm,
  sectionResolver,
  toVendorCreate,
  vendorFormSchema,
  type VendorFormValues,
} from '../lib/vendor-form';
import { VendorFormDialog } from './vendor-form-dialog';

const FIELDS = Object.keys(emptyVendorForm()) as (keyof VendorFormValues)[];
const resolver = sectionResolver<VendorFormValues>(vendorFormSchema);

interface CreateVendorDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (vendor: Vendor) => void;
}

/** An operator onboards a vendor: saved Staged to finish later, or submitted for review at once. */
export function CreateVendorDialog({ open, onClose, onCreated }: CreateVendorDialogProps) {
  const { t } = useTranslation();
  const create = useCreateVendor();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState<boolean | null>(null);
  const form = useForm<VendorFormValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: emptyVendorForm(),
  });

  const save = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      if (create.isPending) return;
      setProblem(null);
      setSubmitting(submit);
      try {
        const vendor = await create.mutateAsync({ ...toVendorCreate(values), submit });
        form.reset(emptyVendorForm());
        onCreated(vendor);
      } catch (error) {
        setProblem(applyServerErrors(error, form.setError, FIELDS));
      }
    })();

  return (
    <VendorFormDialog
      open={open}
      onClose={onClose}
      title={t('vendors.create.title')}
      intro={t('vendors.create.intro')}
      form={form}
      idPrefix="create-vendor"
      problem={problem}
      onSubmit={() => void save(true)}
      actions={
        <>
          <Button onClick={onClose} sx={{ mr: 'auto' }}>
            {t('vendors.create.cancel')}
          </Button>
          <Button
            onClick={() => void save(false)}
            loading={create.isPending && submitting === false}
            disabled={create.isPending}
          >
            {t('vendors.create.saveDraft')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending && submitting === true}
            disabled={create.isPending}
          >
            {t('vendors.create.submit')}
          </Button>
        </>
      }
    />
  );
}
