import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../components/user-avatar';
import { useAuthedImage } from '../../../lib/use-authed-image';
import { driverDocumentUrl } from '../api/driver-document-url';

interface DriverPhotoProps {
  driverId: string;
  name: string;
  /**
   * The livePhoto document, or true when a list only knows there is one, or null/false for
   * the initials.
   */
  photo: { uploadedAt: string } | boolean | null;
  size?: number;
}

/** The driver's profile photo (livePhoto thumbnail, fetched with the token), else initials. */
export function DriverPhoto({ driverId, name, photo, size = 40 }: DriverPhotoProps) {
  const url = !photo
    ? null
    : driverDocumentUrl(
        driverId,
        { slot: 'livePhoto', uploadedAt: photo === true ? undefined : photo.uploadedAt },
        true,
      );
  const src = useAuthedImage(url);
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        // The darker teal: white initials on the brand teal fall below 4.5:1.
        bgcolor: 'secondary.dark',
        color: 'secondary.contrastText',
      }}
    >
      {initialsOf(name) || undefined}
    </Avatar>
  );
}
