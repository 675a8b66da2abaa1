import type { Duty } from '@raahi/domain/duties';
import { availableDutyMoves, type DutyMove } from '@raahi/domain/duty-constants';
import { can } from '@raahi/domain/permissions';
import type { Role } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import type { Preloadable } from '../../../lib/lazy-component';
import { EDITABLE_STATUSES } from '../lib/status-colours';
import { AssignDialog, AssignVendorDialog, DutyFormDialog, MoveDialog } from './lazy-dialogs';

/** Starts loading a dialog; a failed load is the dialog's to report when it is opened. */
const preload = (dialog: Preloadable) => void dialog.preload().catch(() => undefined);

/** The order the buttons appear in: the next step first, the ones that end a duty last. */
const ORDER: DutyMove[] = [
  'assign-vendor',
  'assign',
  'accept',
  'start',
  'complete',
  'no-show',
  'cancel',
];

/** The moves the role may make on the duty now, in button order. */
export function dutyActionsFor(role: Role, duty: Pick<Duty, 'status' | 'vendor'>): DutyMove[] {
  const allowed = availableDutyMoves(role, duty);
  return ORDER.filter((move) => allowed.includes(move));
}

export function mayEditDuty(role: Role, duty: Pick<Duty, 'status'>): boolean {
  return can(role, 'duties:book') && EDITABLE_STATUSES.includes(duty.status);
}

/** The buttons for the duty's next steps, each opening what the step needs. */
export function DutyActions({ role, duty }: { role: Role; duty: Duty }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DutyMove | 'edit' | null>(null);
  const moves = dutyActionsFor(role, duty);
  const editable = mayEditDuty(role, duty);
  const assigns = moves.includes('assign');
  const assignsVendor = moves.includes('assign-vendor');
  const changesStatus = moves.some((move) => move !== 'assign' && move !== 'assign-vendor');
  useEffect(() => {
    if (assignsVendor) preload(AssignVendorDialog);
    if (assigns) preload(AssignDialog);
    if (changesStatus) preload(MoveDialog);
    if (editable) preload(DutyFormDialog);
  }, [assigns, assignsVendor, changesStatus, editable]);
  if (moves.length === 0 && !editable) return null;
  const close = () => setOpen(null);
  const mayRecordFailure = can(role, 'duties:record-vendor-failure');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {moves.map((move, index) => (
          <Button
            key={move}
            variant={
              index === 0 && move !== 'cancel' && move !== 'no-show' ? 'contained' : 'outlined'
            }
            color={move === 'cancel' || move === 'no-show' ? 'error' : 'primary'}
            size="small"
            onClick={() => setOpen(move)}
          >
            {t(`duties.moves.${move}.label`)}
          </Button>
        ))}
        {editable && (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen('edit')}>
            {t('duties.detail.edit')}
          </Button>
        )}
      </Box>
      <Suspense fallback={<SpinnerOverlay />}>
        {open === 'assign-vendor' && (
          <AssignVendorDialog duty={duty} mayRecordFailure={mayRecordFailure} onClose={close} />
        )}
        {open === 'assign' && <AssignDialog duty={duty} onClose={close} />}
        {open === 'edit' && <DutyFormDialog duty={duty} operator onClose={close} />}
        {open && open !== 'assign-vendor' && open !== 'assign' && open !== 'edit' && (
          <MoveDialog
            duty={duty}
            move={open}
            mayOverride={can(role, 'duties:override')}
            mayRecordFailure={mayRecordFailure}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
