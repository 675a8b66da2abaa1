import type { DutyStatus } from '@raahi/domain/duty-constants';

/** One colour per status for the schedule's blocks, the legend and the chips. */
export const STATUS_COLOURS: Record<DutyStatus, { bg: string; fg: string }> = {
  Requested: { bg: '#f6c344', fg: '#3d2e00' },
  Assigned: { bg: '#1e73d8', fg: '#ffffff' },
  Accepted: { bg: '#6a3fc1', fg: '#ffffff' },
  // Burnt orange: white on the brighter #e8630a was 3.37:1, below WCAG AA's 4.5:1.
  Started: { bg: '#b35000', fg: '#ffffff' },
  Completed: { bg: '#2e7d32', fg: '#ffffff' },
  Cancelled: { bg: '#9e9e9e', fg: '#1f1f1f' },
  NoShow: { bg: '#b71c1c', fg: '#ffffff' },
};

/** The statuses in which a booking may still be edited. */
export const EDITABLE_STATUSES: readonly DutyStatus[] = ['Requested', 'Assigned', 'Accepted'];
