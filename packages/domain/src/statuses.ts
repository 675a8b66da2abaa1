import { z } from 'zod';

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Staged'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

export const ACCOUNT_STATUSES = ['Active', 'Inactive', 'Blocked', 'Deleted'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
