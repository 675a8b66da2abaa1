import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getDocumentBlob, type StoredDocument } from '../../lib/document-files';
import { OBJECT_URL_QUERY } from '../../lib/query-client';
import type { DocumentUrlOf } from './document-slot-card';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

interface DocumentViewerDialogProps {
  documentUrl: DocumentUrlOf;
  document: StoredDocument;
  label: string;
  onClose: () => void;
}

/**
 * The whole file: fetched with the token as a blob, shown from its object URL. Images are shown
 * here; a PDF opens in a new tab (or downloads) from the same URL.
 */
export function DocumentViewerDialog({
  documentUrl,
  document,
  label,
  onClose,
}: DocumentViewerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const url = documentUrl(document, false);
  const file = useQuery({
    queryKey: [OBJECT_URL_QUERY, url],
    queryFn: async ({ signal }) => URL.createObjectURL(await getDocumentBlob(url, signal)),
    staleTime: Infinity,
    retry: false,
  });
  const isPdf = document.contentType === 'application/pdf';
  const extension = EXTENSIONS[document.contentType] ?? '';

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        {file.isPending && <CircularProgress aria-label={t('app.loading')} />}
        {file.isError && (
          <Alert severity="error" role="alert">
            {t('records.documents.viewer.failed')}
          </Alert>
        )}
        {file.data && !isPdf && (
          <Box
            component="img"
            src={file.data}
            alt={label}
            sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
        {file.data && isPdf && (
          <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
            {t('records.documents.viewer.pdf')}
            <Button
              variant="contained"
              startIcon={<OpenInNewIcon />}
              href={file.data}
              target="_blank"
              rel="noopener"
            >
              {t('records.documents.viewer.openPdf')}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {file.data && (
          <Button
            startIcon={<DownloadIcon />}
            href={file.data}
            download={`${document.slot}${extension}`}
          >
            {t('records.documents.viewer.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('records.documents.viewer.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
