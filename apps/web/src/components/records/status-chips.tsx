import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const APPROVAL_COLOURS: Record<ApprovalStatus, ChipProps['color']> = {
  Staged: 'default',
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'error',
};

const ACCOUNT_COLOURS: Record<AccountStatus, ChipProps['color']> = {
  Active: 'success',
  Inactive: 'default',
  Blocked: 'error',
  Deleted: 'default',
};

export function ApprovalChip({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={APPROVAL_COLOURS[status]}
      variant={status === 'Staged' ? 'outlined' : 'filled'}
      label={t(`records.approval.${status}`)}
    />
  );
}

export function AccountChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={ACCOUNT_COLOURS[status]}
      variant="outlined"
      label={t(`records.account.${status}`)}
    />
  );
}
