import type { SettlementStatement } from '@raahi/domain/settlements';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStatement } from '../api/settlements';

type Format = 'pdf' | 'xlsx';

/** Download PDF / Download XLSX for the opened statement: the vendor's and the operator's. */
export function SettlementDownloads({ statement }: { statement: SettlementStatement }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: Format) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadStatement(statement, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['pdf', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {t(`settlements.download.${format}`)}
          </Button>
        ))}
      </Box>
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)}>
          {t('settlements.download.failed')}
        </Alert>
      )}
    </Box>
  );
}
