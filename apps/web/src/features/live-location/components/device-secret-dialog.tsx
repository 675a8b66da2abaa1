import type { TrackingDeviceSecret } from '@raahi/domain/live-location';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The setup steps, in order, under liveLocation.devices.steps. */
const STEPS = ['install', 'identifier', 'url', 'accuracy', 'permissions', 'start'] as const;

/** The address the Traccar Client sends positions to: this server's OsmAnd route. */
export const serverUrlForClient = () => `${window.location.origin}/api/positions/osmand`;

/**
 * A device's identifier, shown this once (it is kept only as a hash), as text and as a QR
 * code, with the Traccar Client's setup steps.
 */
export function DeviceSecretDialog({
  secret,
  onClose,
}: {
  secret: TrackingDeviceSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(secret.identifier, { margin: 1, width: 220 }).then(setQr);
  }, [secret.identifier]);
  const url = serverUrlForClient();
  const steps = STEPS.map((step) => t(`liveLocation.devices.steps.${step}`, { url }));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {t('liveLocation.devices.secretTitle', { vehicle: secret.device.vehicleNumber })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('liveLocation.devices.onlyOnce')}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t('liveLocation.devices.identifier')}
        </Typography>
        <Typography
          data-testid="device-identifier"
          sx={{ fontFamily: 'monospace', fontSize: 20, wordBreak: 'break-all', mb: 2 }}
        >
          {secret.identifier}
        </Typography>
        {qr && (
          <Box
            component="img"
            src={qr}
            alt={t('liveLocation.devices.qrAlt')}
            sx={{ width: 220, height: 220, display: 'block', mb: 2 }}
          />
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('liveLocation.devices.setupTitle')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {steps.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('liveLocation.devices.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
