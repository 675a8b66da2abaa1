import { translatedResolver } from '../../../lib/validation/translated-resolver';
import { ProfileUpdateSchema, type ProfileUpdate, type SessionUser } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ContactFields } from '../../../components/form/contact-fields';
import { applyServerErrors } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';

interface DetailsValues {
  name: string;
  email: string;
  phone: string;
}

const FIELDS = ['name', 'email', 'phone'] as const;

const valuesOf = (user: SessionUser): DetailsValues => ({
  name: user.name,
  email: user.email ?? '',
  phone: user.phone ?? '',
});

/**
 * The server cannot remove an email or phone, only change it; a field the account never had
 * and that is left blank is therefore not sent at all.
 */
function detailsResolver(user: SessionUser): Resolver<DetailsValues, unknown, ProfileUpdate> {
  const validate = translatedResolver(ProfileUpdateSchema);
  return (values, context, options) => {
    const changes: Partial<DetailsValues> = { name: values.name };
    if (values.email.trim() || user.email) changes.email = values.email;
    if (values.phone.trim() || user.phone) changes.phone = values.phone;
    return validate(changes, context, options as never);
  };
}

/** Name, email and phone of the signed-in person. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsValues, unknown, ProfileUpdate>({
    resolver: detailsResolver(user),
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (changes) => {
    if (update.isPending) return;
    setServerError(null);
    try {
      const saved = await update.mutateAsync(changes);
      reset(valuesOf(saved));
      toast.success(t('profile.details.saved'));
    } catch (error) {
      setServerError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <ContactFields
        register={register}
        errors={errors}
        idPrefix="profile"
        labels={{
          name: t('profile.details.name'),
          email: t('profile.details.email'),
          phone: t('profile.details.phone'),
        }}
        own
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={!isDirty || update.isPending} onClick={() => reset(valuesOf(user))}>
          {t('profile.details.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={update.isPending}
          disabled={!isDirty || update.isPending}
        >
          {t('profile.details.save')}
        </Button>
      </Box>
    </Box>
  );
}
