import { SLIP_FIGURES, type DutySlip } from '@raahi/domain/duty-slips';
import { formatRupees } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { newClientId } from '../../../lib/outbox';
import { useSlipChange } from '../api/use-slip-change';
import { ChargeDialog, type ChargeDraft } from './charge-dialog';
import { FiguresDialog } from './figures-dialog';
import { ReasonDialog } from './reason-dialog';
import { slipProblem } from '../lib/slip-refusal-text';

type Dialog = { kind: 'figures' } | { kind: 'charge' } | { kind: 'remove'; chargeId: string };

/**
 * The vendor's and the operator's corrections, each with its reason, until the slip is billed;
 * a refusal (an impossible figure, a missing reason) is shown in the dialog as the server says.
 */
export function SlipCorrections({ slip }: { slip: DutySlip }) {
  const { t } = useTranslation();
  const change = useSlipChange(slip.dutyId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const problem = change.error ? slipProblem(t, change.error) : null;
  const close = () => {
    change.reset();
    setDialog(null);
  };
  const done = () => {
    toast.success(t('dutySlips.correct.saved'));
    close();
  };
  const addCharge = async ({ receipt, ...body }: ChargeDraft) => {
    const chargeId = newClientId();
    try {
      await change.mutateAsync({ kind: 'charge', chargeId, body });
      if (receipt) await change.mutateAsync({ kind: 'receipt', chargeId, file: receipt });
      done();
    } catch (error) {
      toast.error(slipProblem(t, error));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="contained"
        startIcon={<EditIcon />}
        onClick={() => setDialog({ kind: 'figures' })}
      >
        {t('dutySlips.correct.open')}
      </Button>
      <Button variant="outlined" onClick={() => setDialog({ kind: 'charge' })}>
        {t('dutySlips.charges.add')}
      </Button>
      {slip.charges.map((charge) => (
        <Button
          key={charge.id}
          variant="text"
          color="error"
          onClick={() => setDialog({ kind: 'remove', chargeId: charge.id })}
        >
          {t('dutySlips.charges.remove', {
            kind: t(`dutySlips.charges.kinds.${charge.kind}`),
            amount: formatRupees(charge.amountPaise),
          })}
        </Button>
      ))}

      {dialog?.kind === 'figures' && (
        <FiguresDialog
          title={t('dutySlips.correct.title', { number: slip.number })}
          slip={slip}
          fields={SLIP_FIGURES}
          withReason
          problem={problem}
          pending={change.isPending}
          onSave={(body) => change.mutate({ kind: 'figures', body }, { onSuccess: done })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'charge' && (
        <ChargeDialog
          initialKind="toll"
          onSave={(charge) => void addCharge(charge)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ReasonDialog
          title={t('dutySlips.charges.removeTitle')}
          onConfirm={(reason) =>
            change.mutate(
              { kind: 'remove-charge', chargeId: dialog.chargeId, reason },
              {
                onSuccess: done,
                onError: (error) => toast.error(slipProblem(t, error)),
              },
            )
          }
          onClose={close}
        />
      )}
    </Box>
  );
}
