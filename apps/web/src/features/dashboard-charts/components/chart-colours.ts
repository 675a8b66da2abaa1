import type { ComplianceState } from '@raahi/domain/compliance';
import type { DutyStatus } from '@raahi/domain/duty-constants';
import type { Theme } from '@mui/material/styles';

/**
 * The charts' colours, all from the theme and each at least 3:1 on the white card (WCAG 1.4.11
 * for graphics): MUI's grey 500 is only 2.6:1, so "nothing yet" is grey 600 (4.6:1).
 */
export function statusColours(theme: Theme): Record<DutyStatus, string> {
  const { palette } = theme;
  return {
    Requested: palette.grey[600],
    Assigned: palette.info.main,
    Accepted: palette.secondary.main,
    Started: palette.primary.main,
    Completed: palette.success.main,
    Cancelled: palette.error.main,
    NoShow: palette.warning.main,
  };
}

export function complianceColours(theme: Theme): Record<ComplianceState, string> {
  const { palette } = theme;
  return {
    valid: palette.success.main,
    expiring: palette.warning.main,
    expired: palette.error.main,
    missing: palette.grey[600],
  };
}
