import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 240;

/**
 * The passenger signs with a finger on the driver's phone; the drawing is sent as a PNG. The
 * canvas keeps a fixed resolution and scales to the screen, so a signature looks the same on
 * the slip whatever phone drew it.
 */
export function SignatureDialog({
  onSave,
  onClose,
}: {
  onSave: (file: File) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!last.current || !context) return;
    const next = point(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(next.x, next.y);
    context.stroke();
    last.current = next;
    setDrawn(true);
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
  };
  const save = () =>
    canvas.current?.toBlob((blob) => {
      if (blob) onSave(new File([blob], 'signature.png', { type: 'image/png' }));
    }, 'image/png');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="slip-sign-title">
      <DialogTitle id="slip-sign-title">{t('dutySlips.confirmation.sign')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">{t('dutySlips.confirmation.signHelp')}</Typography>
        <Box
          component="canvas"
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label={t('dutySlips.confirmation.pad')}
          onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            last.current = point(event);
          }}
          onPointerMove={draw}
          onPointerUp={() => (last.current = null)}
          sx={{
            width: '100%',
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            border: 2,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'white',
            touchAction: 'none',
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={clear}>{t('dutySlips.confirmation.clear')}</Button>
        <Button onClick={onClose}>{t('dutySlips.cancel')}</Button>
        <Button variant="contained" size="large" disabled={!drawn} onClick={save}>
          {t('dutySlips.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
