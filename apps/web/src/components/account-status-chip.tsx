import type { AccountStatus } from '@raahi/domain/statuses';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = {
  Active: 'success',
  Inactive: 'warning',
  Blocked: 'error',
  Deleted: 'default',
} as const satisfies Record<AccountStatus, ChipProps['color']>;

/** An account status (spec §3) as a coloured chip: green Active … grey Deleted. */
export function AccountStatusChip({
  status,
  size = 'small',
}: {
  status: AccountStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`statuses.account.${status}`)}
      color={COLORS[status]}
      variant={status === 'Active' ? 'filled' : 'outlined'}
      size={size}
    />
  );
}
