import Avatar from '@mui/material/Avatar';
import { useAuthedImage } from '../lib/use-authed-image';

interface UserAvatarProps {
  name: string;
  /** The API URL of the photo (needs the bearer token), or null for initials. */
  pic: string | null | undefined;
  size?: number;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word!)[0]!.toLocaleUpperCase('en-IN')).join('');
}

/** The person's photo, fetched with the access token, or their initials. */
export function UserAvatar({ name, pic, size = 40 }: UserAvatarProps) {
  const src = useAuthedImage(pic);
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initialsOf(name) || undefined}
    </Avatar>
  );
}
