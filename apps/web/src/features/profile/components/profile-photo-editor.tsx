import type { SessionUser } from '@raahi/domain/auth';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api-error';
import { useRemoveProfilePic } from '../api/remove-profile-pic';
import {
  PROFILE_PIC_MAX_BYTES,
  PROFILE_PIC_TYPES,
  useUploadProfilePic,
} from '../api/upload-profile-pic';

const AVATAR_SIZE = 112;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** Choose a photo, see it, then save it; or remove the current one. */
export function ProfilePhotoEditor({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const upload = useUploadProfilePic();
  const remove = useRemoveProfilePic();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(PROFILE_PIC_TYPES as readonly string[]).includes(file.type)) {
      setError(t('profile.photo.wrongType'));
      return;
    }
    if (file.size > PROFILE_PIC_MAX_BYTES) {
      setError(t('profile.photo.tooLarge'));
      return;
    }
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
    } catch {
      setError(t('profile.photo.unreadable'));
    }
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await action();
      setChosen(null);
      toast.success(done);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unexpected'));
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      {chosen ? (
        <Avatar
          src={chosen.preview}
          alt={t('profile.photo.previewAlt')}
          sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
        />
      ) : (
        <UserAvatar name={user.name} pic={user.pic} size={AVATAR_SIZE} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {chosen ? t('profile.photo.previewHint') : t('profile.photo.rules')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept={PROFILE_PIC_TYPES.join(',')}
        hidden
        onChange={(event) => void onChoose(event)}
        aria-label={t('profile.photo.choose')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {chosen ? (
          <>
            <Button disabled={busy} onClick={() => setChosen(null)}>
              {t('profile.photo.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={upload.isPending}
              disabled={busy}
              onClick={() =>
                void run(() => upload.mutateAsync(chosen.file), t('profile.photo.saved'))
              }
            >
              {t('profile.photo.save')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {user.pic ? t('profile.photo.replace') : t('profile.photo.upload')}
            </Button>
            {user.pic && (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                loading={remove.isPending}
                disabled={busy}
                onClick={() => void run(() => remove.mutateAsync(), t('profile.photo.removed'))}
              >
                {t('profile.photo.remove')}
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
