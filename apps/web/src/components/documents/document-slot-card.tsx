import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredDocument } from '../../lib/document-files';
import { formatBytes } from '../../lib/record-format';
import { formatDateTime } from '../../lib/format-date';
import { useAuthedImage } from '../../lib/use-authed-image';
import type { SlotCardState } from './slot-card-state';

/** The API address of a record's file, or of its thumbnail. */
export type DocumentUrlOf = (document: StoredDocument, thumbnail: boolean) => string;

interface DocumentSlotCardProps {
  /** What the slot holds, e.g. "Driving licence (front)". */
  label: string;
  required: boolean;
  /** The file types the picker offers. */
  accept: readonly string[];
  documentUrl: DocumentUrlOf;
  /** Said instead of a preview when the viewer may not open the file. */
  restrictedText?: string;
  state: SlotCardState;
  /** Upload, replace and remove are offered only when editable. */
  editable: boolean;
  /** Disables the buttons while another change to this slot is on its way. */
  busy?: boolean;
  error?: string | null;
  onChoose?: (file: File) => void;
  onRemove?: () => void;
  onOpen?: (document: StoredDocument) => void;
}

const PREVIEW_HEIGHT = 132;
const READ_ONLY_HEIGHT = 96;

function Thumbnail({ url, alt, height }: { url: string; alt: string; height: number }) {
  const src = useAuthedImage(url);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: '100%', height, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  ) : (
    <CircularProgress size={24} aria-label={alt} />
  );
}

/** One document slot: what is there (preview, file chip or nothing) and what can be done. */
export function DocumentSlotCard({
  label,
  required,
  accept,
  documentUrl,
  restrictedText,
  state,
  editable,
  busy = false,
  error,
  onChoose,
  onRemove,
  onOpen,
}: DocumentSlotCardProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const uploaded = state.kind !== 'empty' && state.kind !== 'uploading';
  const height = editable ? PREVIEW_HEIGHT : READ_ONLY_HEIGHT;

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose?.(file);
  }

  let preview;
  switch (state.kind) {
    case 'empty':
      preview = (
        <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
          <DescriptionOutlinedIcon aria-hidden />
          <Typography variant="body2">{t('records.documents.notUploaded')}</Typography>
        </Box>
      );
      break;
    case 'uploading':
      preview = <CircularProgress size={28} aria-label={t('records.documents.uploading')} />;
      break;
    case 'restricted':
      preview = (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 1 }}>
          <LockOutlinedIcon aria-hidden />
          <Typography variant={editable ? 'body2' : 'caption'} component="p">
            {restrictedText}
          </Typography>
        </Box>
      );
      break;
    case 'image':
      preview = (
        <ButtonBase
          onClick={() => onOpen?.(state.document)}
          aria-label={t('records.documents.openLabel', { slot: label })}
          sx={{ width: '100%', borderRadius: 1 }}
        >
          <Thumbnail
            url={documentUrl(state.document, true)}
            alt={t('records.documents.previewAlt', { slot: label })}
            height={height}
          />
        </ButtonBase>
      );
      break;
    case 'file':
      preview = (
        <Chip
          icon={
            state.document.contentType === 'application/pdf' ? (
              <PictureAsPdfOutlinedIcon />
            ) : (
              <DescriptionOutlinedIcon />
            )
          }
          label={t(
            state.document.contentType === 'application/pdf'
              ? 'records.documents.pdf'
              : 'records.documents.file',
            { size: formatBytes(state.document.size) },
          )}
          onClick={() => onOpen?.(state.document)}
          aria-label={t('records.documents.openLabel', { slot: label })}
          variant="outlined"
        />
      );
      break;
  }

  return (
    <Card component="section" aria-label={label} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: editable ? 2 : 1.5, pb: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          {required && (
            <Chip
              size="small"
              label={t('records.documents.required')}
              color={uploaded ? 'default' : 'primary'}
              variant="outlined"
            />
          )}
        </Box>
        <Box
          sx={{
            minHeight: height,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
            borderRadius: 1,
            border: state.kind === 'empty' ? '1px dashed' : 'none',
            borderColor: 'divider',
          }}
        >
          {preview}
        </Box>
        {uploaded && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('records.documents.uploadedAt', { when: formatDateTime(state.document.uploadedAt) })}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      {editable && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={accept.join(',')}
            aria-label={t('records.documents.uploadLabel', { slot: label })}
            onChange={onInput}
          />
          <Button
            size="small"
            variant={uploaded ? 'text' : 'outlined'}
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {uploaded ? t('records.documents.replace') : t('records.documents.upload')}
          </Button>
          {uploaded && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={busy}
              onClick={onRemove}
              sx={{ ml: '0 !important' }}
            >
              {t('records.documents.remove')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
