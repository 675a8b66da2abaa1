import type { Vendor } from '@raahi/domain/vendors';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { applyServerErrors } from '../../../lib/form';
import { useUpdateVendor } from '../api/update-vendor';
import {
  emptyVendorForm,
  sectionResolver,
  vendorChanges,
  vendorFormSchema,
  vendorToFormValues,
  type VendorFormValues,
} from '../lib/vendor-form';
import { VendorFormDialog } from './vendor-form-dialog';

const FIELDS = Object.keys(emptyVendorForm()) as (keyof VendorFormValues)[];
const resolver = sectionResolver<VendorFormValues>(vendorFormSchema);

interface EditVendorDialogProps {
  vendor: Vendor;
  open: boolean;
  onClose: () => void;
}

/** Changes a vendor's details; only what changed is sent. Remount it for a newer copy. */
export function EditVendorDialog({ vendor, open, onClose }: EditVendorDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateVendor();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved] = useState(() => vendorToFormValues(vendor));
  const form = useForm<VendorFormValues>({ mode: 'onTouched', resolver, defaultValues: saved });

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setProblem(null);
    const changes = vendorChanges(saved, values);
    if (Object.keys(changes).length === 0) {
      setProblem(t('vendors.detail.noChanges'));
      return;
    }
    try {
      await update.mutateAsync({ vendorId: vendor.id, changes });
      toast.success(t('vendors.detail.saved'));
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <VendorFormDialog
      open={open}
      onClose={onClose}
      title={t('vendors.detail.editTitle', { name: vendor.name })}
      form={form}
      idPrefix="edit-vendor"
      problem={problem}
      aadhaarReminder={
        vendor.aadhar ? t('vendors.kyc.aadhaarSaved', { masked: vendor.aadhar }) : undefined
      }
      onSubmit={() => void onSubmit()}
      actions={
        <>
          <Button onClick={onClose}>{t('vendors.detail.cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('vendors.detail.save')}
          </Button>
        </>
      }
    />
  );
}
