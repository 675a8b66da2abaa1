import { AuditEntrySchema } from '@raahi/domain/vendors';
import {
  AcceptInvitationSchema,
  AdminCreateSchema,
  EMPLOYEE_ACTIONS,
  EmployeeCreatedSchema,
  EmployeeCreateSchema,
  EmployeeListQuerySchema,
  EmployeePageSchema,
  EmployeeSchema,
  EmployeeUpdateSchema,
  InvitationSchema,
  type EmployeeAction,
} from '@raahi/domain/employees';
import { SessionSchema, SignInHeadersSchema } from '@raahi/domain/auth';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { AUTH_LIMITS, limitPerIp } from '../../plugins/rate-limit.js';
import type { InvitationService } from '../auth/invitations.js';
import { signInDeviceOf } from '../auth/sign-in-device.js';
import type { EmployeesService } from './employees.service.js';

const Params = z.object({ userId: z.uuid() });

export const employeesRoutes =
  (deps: { employees: EmployeesService; invitations: InvitationService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { employees, invitations } = deps;
    const tags = ['employees'];
    const manage = { access: rolesAllowed('employees:manage') };

    app.get(
      '/records/employees',
      {
        config: manage,
        schema: {
          tags,
          summary: "Your staff: an admin's ADMIN_USERs, or a vendor's VENDOR_USERs",
          querystring: EmployeeListQuerySchema,
          response: { 200: EmployeePageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => employees.list(callerOf(request), request.query),
    );

    app.post(
      '/records/employees',
      {
        config: manage,
        schema: {
          tags,
          summary:
            'Add a staff member; answers a temporary password (shown once) or an invitation link',
          body: EmployeeCreateSchema,
          response: { 201: EmployeeCreatedSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await employees.create(callerOf(request), actorOfRequest(request), request.body)),
    );

    app.get(
      '/records/employees/:userId',
      {
        config: manage,
        schema: {
          tags,
          summary: 'One of your staff',
          params: Params,
          response: { 200: EmployeeSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => employees.get(callerOf(request), request.params.userId),
    );

    app.patch(
      '/records/employees/:userId',
      {
        config: manage,
        schema: {
          tags,
          summary: "Change a staff member's name, email, phone or job role",
          params: Params,
          body: EmployeeUpdateSchema,
          response: { 200: EmployeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        employees.update(
          callerOf(request),
          actorOfRequest(request),
          request.params.userId,
          request.body,
        ),
    );

    for (const action of Object.keys(EMPLOYEE_ACTIONS) as EmployeeAction[]) {
      app.post(
        `/records/employees/:userId/${action}`,
        {
          config: manage,
          schema: {
            tags,
            summary: `${action[0]!.toUpperCase()}${action.slice(1)} a staff account (409 when its status does not allow it)`,
            params: Params,
            response: { 200: EmployeeSchema, ...errorResponses(401, 403, 404, 409) },
          },
        },
        async (request) =>
          employees.applyWorkflowAction(
            callerOf(request),
            actorOfRequest(request),
            request.params.userId,
            action,
          ),
      );
    }

    app.get(
      '/records/employees/:userId/audit',
      {
        config: manage,
        schema: {
          tags,
          summary: "A staff member's history, newest first",
          params: Params,
          response: { 200: z.array(AuditEntrySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => employees.history(callerOf(request), request.params.userId),
    );

    app.get(
      '/accounts/admins',
      {
        config: { access: rolesAllowed('admins:create') },
        schema: {
          tags,
          summary: "The operator's admins",
          querystring: EmployeeListQuerySchema,
          response: { 200: EmployeePageSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => employees.listAdmins(request.query),
    );

    app.post(
      '/accounts/admins',
      {
        config: { access: rolesAllowed('admins:create') },
        schema: {
          tags,
          summary: 'Add another admin (temporary password or invitation, as for employees)',
          body: AdminCreateSchema,
          response: { 201: EmployeeCreatedSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await employees.createAdmin(actorOfRequest(request), request.body)),
    );

    app.get(
      '/auth/invitations/:token',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'invitation', AUTH_LIMITS.signInPerIp),
        schema: {
          tags: ['auth'],
          summary: 'Who an invitation is for (404 once expired or used)',
          params: z.object({ token: z.string().min(20).max(200) }),
          response: { 200: InvitationSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => invitations.peek(request.params.token),
    );

    app.post(
      '/auth/invitations/accept',
      {
        config: { access: 'public' },
        onRequest: limitPerIp(app, 'invitation', AUTH_LIMITS.signInPerIp),
        schema: {
          tags: ['auth'],
          summary: 'Choose a password with an invitation, and sign in',
          body: AcceptInvitationSchema,
          headers: SignInHeadersSchema,
          response: { 200: SessionSchema, ...errorResponses(400, 403, 404, 429) },
        },
      },
      async (request) =>
        invitations.accept(
          request.body.token,
          request.body.password,
          request.ip,
          signInDeviceOf(request.headers),
        ),
    );
  };
