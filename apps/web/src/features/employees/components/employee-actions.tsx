import { EMPLOYEE_ACTIONS, type Employee, type EmployeeAction } from '@raahi/domain/employees';
import { canApply } from '@raahi/domain/workflow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useChangeEmployeeStatus } from '../api/change-employee-status';

const ORDER: readonly EmployeeAction[] = ['reactivate', 'deactivate', 'block', 'delete'];

const LOOK = {
  reactivate: { Icon: PlayCircleOutlineIcon, destructive: false },
  deactivate: { Icon: PauseCircleOutlineIcon, destructive: false },
  block: { Icon: BlockIcon, destructive: true },
  delete: { Icon: DeleteOutlineIcon, destructive: true },
} as const satisfies Record<EmployeeAction, { Icon: unknown; destructive: boolean }>;

/** The status moves the account's current status allows (the server refuses the others). */
export function allowedEmployeeActions(
  employee: Pick<Employee, 'accountStatus' | 'approvalStatus'>,
): EmployeeAction[] {
  // Staff accounts are created Approved; only the account status decides here.
  const state = {
    approvalStatus: employee.approvalStatus ?? 'Approved',
    accountStatus: employee.accountStatus,
  };
  return ORDER.filter((action) => canApply(EMPLOYEE_ACTIONS[action], state));
}

/** What the account may do now, and the buttons that change it, each confirmed first. */
export function EmployeeActions({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const change = useChangeEmployeeStatus(employee.id);
  // The dialog keeps its last action while it fades out, so its text does not vanish first.
  const [dialog, setDialog] = useState<{ action: EmployeeAction; open: boolean } | null>(null);
  const close = () => setDialog((last) => last && { ...last, open: false });
  const actions = allowedEmployeeActions(employee);
  const { name } = employee;

  const confirm = async (action: EmployeeAction) => {
    // A dialog on its way out can still be clicked; only an open one confirms, and only once.
    if (!dialog?.open || change.isPending) return;
    try {
      await change.mutateAsync(action);
      toast.success(t(`employees.actions.${action}.done`, { name }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('errors.unexpected'));
    } finally {
      close();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {t(`employees.access.status.${employee.accountStatus}`, { name })}
      </Typography>
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => {
            const { Icon, destructive } = LOOK[action];
            return (
              <Button
                key={action}
                variant="outlined"
                color={destructive ? 'error' : 'primary'}
                startIcon={<Icon />}
                onClick={() => setDialog({ action, open: true })}
              >
                {t(`employees.actions.${action}.button`)}
              </Button>
            );
          })}
        </Box>
      )}
      {dialog && (
        <ConfirmDialog
          open={dialog.open}
          title={t(`employees.actions.${dialog.action}.title`, { name })}
          body={t(`employees.actions.${dialog.action}.body`)}
          confirmLabel={t(`employees.actions.${dialog.action}.button`)}
          danger={LOOK[dialog.action].destructive}
          pending={change.isPending}
          focusCancel
          onConfirm={() => void confirm(dialog.action)}
          onClose={close}
        />
      )}
    </Box>
  );
}
