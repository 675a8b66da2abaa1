import type { DutySlip, SlipFigure, SlipUpdate } from '@raahi/domain/duty-slips';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromTimeInput, parseRupees, rupeesInput, toTimeInput } from '../lib/slip-input';

type Kind = 'time' | 'km' | 'money' | 'text';
const KIND_OF: Record<SlipFigure, Kind> = {
  garageOutAt: 'time',
  garageOutKm: 'km',
  reportedAt: 'time',
  boardedAt: 'time',
  boardedKm: 'km',
  droppedAt: 'time',
  droppedKm: 'km',
  garageInAt: 'time',
  garageInKm: 'km',
  nightAllowancePaise: 'money',
  driverAllowancePaise: 'money',
  advancePaise: 'money',
  remarks: 'text',
};

function shown(kind: Kind, value: string | number | null): string {
  if (value === null) return '';
  if (kind === 'time') return toTimeInput(value as string);
  if (kind === 'money') return rupeesInput(value as number);
  return String(value);
}

/** The field's text as the API takes it; undefined when it cannot be read. */
function parsed(kind: Kind, text: string): string | number | null | undefined {
  if (text.trim() === '') return null;
  if (kind === 'time') return fromTimeInput(text) ?? undefined;
  if (kind === 'money') return parseRupees(text) ?? undefined;
  if (kind === 'km') return /^\d+$/.test(text.trim()) ? Number(text) : undefined;
  return text.trim();
}

interface FiguresDialogProps {
  title: string;
  slip: DutySlip;
  fields: readonly SlipFigure[];
  /** A correction: asks for the reason the server requires. */
  withReason: boolean;
  /** The server's refusal of the last try, shown as it comes. */
  problem: string | null;
  pending?: boolean;
  onSave: (update: SlipUpdate) => void;
  onClose: () => void;
}

/** Figures to fill or correct; only the ones changed are sent. */
export function FiguresDialog(props: FiguresDialogProps) {
  const { slip, fields, withReason } = props;
  const { t } = useTranslation();
  const [initial] = useState(() =>
    Object.fromEntries(fields.map((key) => [key, shown(KIND_OF[key], slip[key])])),
  );
  const [texts, setTexts] = useState(initial);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const save = () => {
    const update: Record<string, unknown> = {};
    for (const key of fields) {
      const value = parsed(KIND_OF[key], texts[key] ?? '');
      if (value === undefined)
        return setInvalid(t('dutySlips.correct.invalid', { field: t(`dutySlips.fields.${key}`) }));
      // Compared as shown: a time kept to the second is unchanged when its minute is.
      if (texts[key] !== initial[key]) update[key] = value;
    }
    if (withReason) update.reason = reason.trim();
    setInvalid(null);
    props.onSave(update);
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="slip-figures-title"
    >
      <DialogTitle id="slip-figures-title">{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {(invalid ?? props.problem) && <Alert severity="error">{invalid ?? props.problem}</Alert>}
        {fields.map((key) => (
          <TextField
            key={key}
            label={t(`dutySlips.fields.${key}`)}
            type={KIND_OF[key] === 'time' ? 'datetime-local' : 'text'}
            value={texts[key]}
            multiline={KIND_OF[key] === 'text'}
            onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                inputMode:
                  KIND_OF[key] === 'km'
                    ? 'numeric'
                    : KIND_OF[key] === 'money'
                      ? 'decimal'
                      : undefined,
              },
            }}
          />
        ))}
        {withReason && (
          <TextField
            label={t('dutySlips.correct.reason')}
            helperText={t('dutySlips.correct.reasonHelp')}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('dutySlips.cancel')}</Button>
        <Button
          variant="contained"
          size="large"
          disabled={props.pending || (withReason && reason.trim().length < 3)}
          onClick={save}
        >
          {t('dutySlips.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
