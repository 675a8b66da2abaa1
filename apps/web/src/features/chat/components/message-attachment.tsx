import type { ChatAttachment } from '@raahi/domain/chat';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { useAuthedImage } from '../../../lib/use-authed-image';

const thumbnailOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}thumbnail=true`;

/** Opens the file in a new tab: the API serves it only with the bearer token. */
async function openFile(url: string, fileName: string) {
  // Opened before the fetch, while the click still counts as the person's, so it is not blocked.
  const tab = window.open('', '_blank');
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  let blob: Blob;
  try {
    blob = await http.get<Blob>(path, { responseType: 'blob' });
  } catch {
    tab?.close();
    return;
  }
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

function InlineImage({ attachment, author }: { attachment: ChatAttachment; author: string }) {
  const { t } = useTranslation();
  const src = useAuthedImage(thumbnailOf(attachment.url));
  const alt = t('chat.image', { name: author });
  if (!src) return <Skeleton variant="rounded" width={220} height={160} aria-label={alt} />;
  return (
    <Box
      component="button"
      type="button"
      onClick={() => void openFile(attachment.url, attachment.fileName ?? 'image')}
      aria-label={t('chat.openFile', { name: attachment.fileName ?? alt })}
      sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', display: 'block' }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{
          display: 'block',
          maxWidth: '100%',
          width: 240,
          maxHeight: 240,
          objectFit: 'cover',
          borderRadius: 1.5,
        }}
      />
    </Box>
  );
}

/** An image shown inline (its thumbnail; the full one on a tap), a PDF as a link. */
export function MessageAttachment({
  attachment,
  author,
}: {
  attachment: ChatAttachment;
  author: string;
}) {
  const { t } = useTranslation();
  if (attachment.contentType !== 'application/pdf')
    return <InlineImage attachment={attachment} author={author} />;
  const name = attachment.fileName ?? t('chat.pdf');
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void openFile(attachment.url, name)}
      aria-label={t('chat.openFile', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, textAlign: 'left' }}
    >
      <PictureAsPdfIcon fontSize="small" />
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </Link>
  );
}
