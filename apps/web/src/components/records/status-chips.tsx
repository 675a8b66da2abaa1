import type { AccountStatus, ApprovalStatus } from '@raahi/domain/statuses';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactNode } from 'react';
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

interface StatusChipProps<S> {
  status: S;
  /** With the status's name ('Approval Status: Pending'), as in headers; bare in tables. */
  labelled?: boolean;
  size?: ChipProps['size'];
}

export function ApprovalChip({
  status,
  labelled,
  size = 'small',
}: StatusChipProps<ApprovalStatus>) {
  const { t } = useTranslation();
  const name = t(`records.approval.${status}`);
  return (
    <Chip
      size={size}
      color={APPROVAL_COLOURS[status]}
      variant={status === 'Staged' ? 'outlined' : 'filled'}
      label={labelled ? t('shell.account.approvalStatus', { status: name }) : name}
    />
  );
}

export function AccountChip({ status, labelled, size = 'small' }: StatusChipProps<AccountStatus>) {
  const { t } = useTranslation();
  const name = t(`records.account.${status}`);
  return (
    <Chip
      size={size}
      color={ACCOUNT_COLOURS[status]}
      variant="outlined"
      label={labelled ? t('shell.account.accountStatus', { status: name }) : name}
    />
  );
}

/** A record's approval and account chips side by side, after any chip put before them. */
export function RecordStatusChips(props: {
  approval: ApprovalStatus;
  account: AccountStatus;
  before?: ReactNode;
  /** On a list's card: space above and below. */
  spaced?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, ...(props.spaced && { my: 1 }) }}>
      {props.before}
      <ApprovalChip status={props.approval} />
      <AccountChip status={props.account} />
    </Box>
  );
}
