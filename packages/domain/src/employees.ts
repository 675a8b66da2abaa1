import { z } from 'zod';
import { listQuerySchema, pageOf } from './api';
import { PasswordSchema } from './auth';
import { EmailSchema, PersonNameSchema, PhoneSchema } from './contact';
import { ContactJobRoleSchema } from './enum-schemas';
import { RoleSchema } from './enum-schemas';
import { AccountStatusSchema, ApprovalStatusSchema } from './statuses';
import type { WorkflowAction } from './workflow';

/** How a new employee gets in: a password shown once to its creator, or an expiring link. */
export const ONBOARDING_METHODS = ['temporary-password', 'invitation'] as const;
export const INVITATION_TTL_HOURS = 72;

const EmployeeFields = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  jobRole: ContactJobRoleSchema,
});

export const EmployeeCreateSchema = EmployeeFields.extend({
  onboarding: z.enum(ONBOARDING_METHODS).default('temporary-password'),
});
export type EmployeeCreate = z.infer<typeof EmployeeCreateSchema>;

export const EmployeeUpdateSchema = EmployeeFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  {
    message: 'Nothing to change',
  },
);
export type EmployeeUpdate = z.infer<typeof EmployeeUpdateSchema>;

/** Admins are created like employees, without a job role. */
export const AdminCreateSchema = EmployeeFields.omit({ jobRole: true }).extend({
  onboarding: z.enum(ONBOARDING_METHODS).default('temporary-password'),
});
export type AdminCreate = z.infer<typeof AdminCreateSchema>;

export const EmployeeSchema = z.object({
  id: z.uuid(),
  regId: z.string(),
  role: RoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobRole: ContactJobRoleSchema.nullable(),
  approvalStatus: ApprovalStatusSchema.nullable(),
  accountStatus: AccountStatusSchema,
  mustChangePassword: z.boolean(),
  vendorId: z.uuid().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeCreatedSchema = z.object({
  employee: EmployeeSchema,
  /** Shown once: the creator passes it on; the first sign-in must replace it. */
  temporaryPassword: z.string().optional(),
  /** The invitation link's path (append it to the portal's address) and when it stops working. */
  invitation: z.object({ path: z.string(), expiresAt: z.iso.datetime() }).optional(),
});

export type EmployeeCreated = z.infer<typeof EmployeeCreatedSchema>;

export const EMPLOYEE_SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;
export const EmployeeListQuerySchema = listQuerySchema({
  jobRole: ContactJobRoleSchema.optional(),
  accountStatus: AccountStatusSchema.optional(),
}).extend({ sort: z.enum(EMPLOYEE_SORTS).default('-createdAt') });
export type EmployeeListQuery = z.infer<typeof EmployeeListQuerySchema>;
export const EmployeePageSchema = pageOf(EmployeeSchema);
export type EmployeePage = z.infer<typeof EmployeePageSchema>;

/** The status moves an employee account has, and the workflow action each one is. */
export const EMPLOYEE_ACTIONS = {
  deactivate: 'deactivate',
  reactivate: 'activate',
  block: 'block',
  delete: 'delete',
} as const satisfies Record<string, WorkflowAction>;
export type EmployeeAction = keyof typeof EMPLOYEE_ACTIONS;

export const InvitationSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export const AcceptInvitationSchema = z.object({
  token: z.string().min(20).max(200),
  password: PasswordSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;
