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
