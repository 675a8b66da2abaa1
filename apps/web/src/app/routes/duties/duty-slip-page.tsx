import { can } from '@raahi/domain/permissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useDuty } from '../../../features/duties/api/get-duty';
import { downloadSlipPdf } from '../../../features/duty-slips/api/download-slip-pdf';
import { useSlip } from '../../../features/duty-slips/api/get-slip';
import { DriverSlip } from '../../../features/duty-slips/components/driver-slip';
import { SlipAudit } from '../../../features/duty-slips/components/slip-audit';
import { SlipCorrections } from '../../../features/duty-slips/components/slip-corrections';
import { SlipFigures } from '../../../features/duty-slips/components/slip-figures';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listLabel } from '../../../lib/list-labels';

// Printed, the slip is the page alone: no bars, menus, buttons or history.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, aside, footer, .no-print, .Toastify': { display: 'none !important' },
        main: { marginLeft: '0 !important', padding: '0 !important' },
        '.MuiToolbar-root': { display: 'none !important' },
        body: { background: 'white' },
      },
    }}
  />
);

/** /duties/:dutyId/slip: the duty slip, filled by the driver, checked and corrected, printed. */
export function DutySlipPage() {
  const { t } = useTranslation();
  const { dutyId = '' } = useParams();
  const user = useSession((state) => state.user);
  const role = user && isRole(user.role) ? user.role : null;
  const slip = useSlip(dutyId);
  const duty = useDuty(dutyId);
  useDocumentTitle(t('dutySlips.documentTitle', { number: slip.data?.number ?? '' }));

  if (!role || slip.isPending) return <SpinnerOverlay />;
  if (slip.isError)
    return (
      <Alert severity="error">
        {isApiError(slip.error) ? slip.error.message : t('errors.unexpected')}
      </Alert>
    );
  const data = slip.data;
  const open = data.billedAt === null;
  const download = () =>
    downloadSlipPdf(dutyId, data.number).catch((error: unknown) =>
      toast.error(isApiError(error) ? error.message : t('errors.unexpected')),
    );

  return (
    <Box sx={{ maxWidth: 880, display: 'grid', gap: 2 }}>
      {printStyles}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('dutySlips.title', { number: data.number })}
          </Typography>
          <Typography color="text.secondary">
            {duty.data
              ? `${duty.data.regId} · ${duty.data.company.name} · ${listLabel(t, 'serviceTypes', duty.data.serviceType)}`
              : data.dutyRegId}
          </Typography>
          {duty.data && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[duty.data.driver?.name, duty.data.vehicle?.vehicleNumber, duty.data.vendor?.name]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Box>
        <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={`/duties?duty=${dutyId}`}
            startIcon={<ArrowBackIcon />}
          >
            {t('dutySlips.backToDuty')}
          </Button>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('dutySlips.print')}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
            {t('dutySlips.pdf')}
          </Button>
        </Box>
      </Box>

      {!open && (
        <Alert severity="info">
          {t('dutySlips.billed', { when: formatDateTime(data.billedAt) })}
        </Alert>
      )}
      {open && role === 'driver' && user && (
        <Box className="no-print">
          <DriverSlip slip={data} userId={user.id} />
        </Box>
      )}
      {open && can(role, 'duty-slips:correct') && (
        <Box className="no-print">
          <SlipCorrections slip={data} />
        </Box>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <SlipFigures slip={data} />
      </Paper>

      <Paper
        className="no-print"
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('dutySlips.audit.title')}
        </Typography>
        <SlipAudit dutyId={dutyId} />
      </Paper>
    </Box>
  );
}
