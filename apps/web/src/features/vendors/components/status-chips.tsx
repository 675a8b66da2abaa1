import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const APPROVAL_COLOURS = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'error',
  Staged: 'default',
} as const satisfies Record<ApprovalStatus, ChipProps['color']>;

const ACCOUNT_COLOURS = {
  Active: 'success',
  Inactive: 'default',
  Blocked: 'error',
  Deleted: 'default',
} as const satisfies Record<AccountStatus, ChipProps['color']>;

interface StatusChipProps<S> {
  status: S;
  /** With the status's name ('Approval Status: Pending'), as in headers; bare in tables. */
  labelled?: boolean;
  size?: ChipProps['size'];
}

export function ApprovalChip({
  status: approval,
  labelled,
  size = 'small',
}: StatusChipProps<ApprovalStatus>) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={APPROVAL_COLOURS[approval]}
      variant={approval === 'Staged' ? 'outlined' : 'filled'}
      label={
        labelled
          ? t('shell.account.approvalStatus', { status: t(`vendors.status.approval.${approval}`) })
          : t(`vendors.status.approval.${approval}`)
      }
    />
  );
}

export function AccountChip({
  status: account,
  labelled,
  size = 'small',
}: StatusChipProps<AccountStatus>) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={ACCOUNT_COLOURS[account]}
      variant="outlined"
      label={
        labelled
          ? t('shell.account.accountStatus', { status: t(`vendors.status.account.${account}`) })
          : t(`vendors.status.account.${account}`)
      }
    />
  );
}
