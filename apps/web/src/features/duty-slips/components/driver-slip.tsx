import { slipRefusal } from '@raahi/domain/duty-slip-rules';
import {
  CHARGE_KINDS,
  type ChargeKind,
  type DutySlip,
  type SlipFigure,
  type SlipUpdate,
} from '@raahi/domain/duty-slips';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { newClientId } from '../../../lib/outbox';
import { useSlipOutbox } from '../api/use-slip-outbox';
import { ChargeDialog, type ChargeDraft } from './charge-dialog';
import { FiguresDialog } from './figures-dialog';
import { SignatureDialog } from './signature-dialog';
import { StepDialog, type StepValue } from './step-dialog';
import { slipRefusalText } from '../lib/slip-refusal-text';
import { formatKm } from '../../../lib/format-km';

type Step = {
  id: 'garageOut' | 'reported' | 'boarded' | 'dropped' | 'garageIn';
  at: SlipFigure;
  km: SlipFigure | null;
  /** Boarding and drop are the duty's start and completion, made on the duty's page. */
  onDuty: boolean;
};
const STEPS: Step[] = [
  { id: 'garageOut', at: 'garageOutAt', km: 'garageOutKm', onDuty: false },
  { id: 'reported', at: 'reportedAt', km: null, onDuty: false },
  { id: 'boarded', at: 'boardedAt', km: 'boardedKm', onDuty: true },
  { id: 'dropped', at: 'droppedAt', km: 'droppedKm', onDuty: true },
  { id: 'garageIn', at: 'garageInAt', km: 'garageInKm', onDuty: false },
];
const EXTRAS = ['nightAllowancePaise', 'driverAllowancePaise', 'advancePaise', 'remarks'] as const;

type Dialog =
  | { kind: 'step'; step: Step }
  | { kind: 'charge'; charge: ChargeKind }
  | { kind: 'extras' }
  | { kind: 'sign' };

/**
 * The slip on the driver's phone, a big button for each step as the duty happens. Each change
 * waits in the outbox while there is no signal and is shown as filled meanwhile.
 */
export function DriverSlip({ slip, userId }: { slip: DutySlip; userId: string }) {
  const { t } = useTranslation();
  const outbox = useSlipOutbox(userId, slip.dutyId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // What the driver entered and the server has not answered yet counts as filled.
  const waiting = outbox.queued.filter((change) => !change.refused);
  const shown: DutySlip = waiting.reduce(
    (figures, change) =>
      change.draft.kind === 'figures' ? { ...figures, ...(change.draft.body as object) } : figures,
    slip,
  );
  const fill = (body: SlipUpdate) => {
    outbox.add({ kind: 'figures', body });
    setDialog(null);
  };
  const checkStep = (step: Step) => (value: StepValue) => {
    const refusal = slipRefusal(
      { ...shown, [step.at]: value.at, ...(step.km ? { [step.km]: value.km } : {}) },
      // The speed is the server's to judge (its setting); order and readings are checked here.
      { maxAverageSpeedKmph: Number.POSITIVE_INFINITY, now: new Date() },
    );
    return refusal ? slipRefusalText(t, refusal) : null;
  };
  const addCharge = (charge: ChargeDraft) => {
    const chargeId = newClientId();
    const { receipt, ...body } = charge;
    outbox.add({ kind: 'charge', chargeId, body });
    if (receipt) outbox.add({ kind: 'receipt', chargeId, file: receipt });
    setDialog(null);
  };
  const emptyExtras = EXTRAS.filter((key) => shown[key] === null);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {outbox.queued.map((change) => (
        <Alert
          key={change.clientId}
          severity={change.refused ? 'error' : 'info'}
          action={
            change.refused && (
              <Button color="inherit" onClick={() => outbox.remove(change.clientId)}>
                {t('dutySlips.queue.remove')}
              </Button>
            )
          }
        >
          {change.refused ?? t('dutySlips.queue.waiting')}
        </Alert>
      ))}

      {STEPS.map((step) => {
        const at = shown[step.at] as string | null;
        const km = step.km ? (shown[step.km] as number | null) : null;
        return (
          <Paper key={step.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {at && <CheckCircleIcon color="success" fontSize="small" />}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`dutySlips.points.${step.id}`)}
              </Typography>
            </Box>
            {at ? (
              <Typography>
                {formatDateTime(at)}
                {km !== null && ` · ${formatKm(km)}`}
              </Typography>
            ) : step.onDuty ? (
              <Button
                component={RouterLink}
                to={`/duties?duty=${slip.dutyId}`}
                variant="outlined"
                size="large"
              >
                {t(`dutySlips.steps.${step.id}`)}
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                onClick={() => setDialog({ kind: 'step', step })}
              >
                {t(`dutySlips.steps.${step.id}`)}
              </Button>
            )}
          </Paper>
        );
      })}

      <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('dutySlips.charges.title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {CHARGE_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              size="large"
              onClick={() => setDialog({ kind: 'charge', charge: kind })}
            >
              {t('dutySlips.charges.addKind', { kind: t(`dutySlips.charges.kinds.${kind}`) })}
            </Button>
          ))}
        </Box>
        {emptyExtras.length > 0 && (
          <Button variant="outlined" size="large" onClick={() => setDialog({ kind: 'extras' })}>
            {t('dutySlips.extras.open')}
          </Button>
        )}
        {!slip.confirmation.signature && !waiting.some((c) => c.draft.kind === 'signature') && (
          <Button variant="contained" size="large" onClick={() => setDialog({ kind: 'sign' })}>
            {t('dutySlips.confirmation.sign')}
          </Button>
        )}
      </Paper>

      {dialog?.kind === 'step' && (
        <StepDialog
          title={t(`dutySlips.steps.${dialog.step.id}`)}
          withKm={dialog.step.km !== null}
          check={checkStep(dialog.step)}
          onSave={(value) =>
            fill({
              [dialog.step.at]: value.at,
              ...(dialog.step.km ? { [dialog.step.km]: value.km } : {}),
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'charge' && (
        <ChargeDialog
          initialKind={dialog.charge}
          onSave={addCharge}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'extras' && (
        <FiguresDialog
          title={t('dutySlips.extras.open')}
          slip={shown}
          fields={emptyExtras}
          withReason={false}
          problem={null}
          onSave={fill}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'sign' && (
        <SignatureDialog
          onSave={(file) => {
            outbox.add({ kind: 'signature', file });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
