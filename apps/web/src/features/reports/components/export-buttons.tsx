import { REPORT_FORMATS, type ReportFormat } from '@raahi/domain/reports';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';

/** Export the whole report (every row, not just this page) as CSV, XLSX or PDF. */
export function ExportButtons({ onExport }: { onExport: (format: ReportFormat) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const run = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await onExport(format);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('reports.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('reports.export')}>
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void run(format)}
        >
          {t(`reports.formats.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
