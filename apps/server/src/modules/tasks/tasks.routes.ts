import {
  DerivedTaskSnoozeSchema,
  TASK_ROLES,
  TaskAssigneesSchema,
  TaskCountSchema,
  TaskCreateSchema,
  TaskIdParamsSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  TaskSnoozeSchema,
} from '@raahi/domain/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOfRequest, callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { TasksService } from './tasks.service.js';

export const tasksRoutes =
  (tasks: TasksService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tasks'];
    const config = { access: [...TASK_ROLES] };

    app.get(
      '/tasks',
      {
        config,
        schema: {
          tags,
          summary:
            "Your work queue: your role's derived tasks and your organisation's manual tasks, by due moment",
          querystring: TaskListQuerySchema,
          response: { 200: TaskListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => tasks.list(callerOf(request), request.query),
    );

    app.get(
      '/tasks/count',
      {
        config,
        schema: {
          tags,
          summary: 'Your open tasks due today or overdue, not snoozed: the top bar’s badge',
          response: { 200: TaskCountSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ count: await tasks.count(callerOf(request)) }),
    );

    app.get(
      '/tasks/assignees',
      {
        config,
        schema: {
          tags,
          summary: "Your organisation's active people, whom a task may be assigned to",
          response: { 200: TaskAssigneesSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => tasks.assignees(callerOf(request)),
    );

    app.post(
      '/tasks',
      {
        config,
        schema: {
          tags,
          summary:
            'Add a manual task for your organisation (assignee among its people; link to a record you can see)',
          body: TaskCreateSchema,
          response: { 201: TaskSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await tasks.create(callerOf(request), actorOfRequest(request), request.body)),
    );

    app.post(
      '/tasks/derived/snooze',
      {
        config,
        schema: {
          tags,
          summary: 'Snooze one of your derived tasks, for you only, until a moment',
          body: DerivedTaskSnoozeSchema,
          response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        tasks.snoozeDerived(
          callerOf(request),
          actorOfRequest(request),
          request.body.key,
          request.body.until,
        ),
    );

    app.get(
      '/tasks/:taskId',
      {
        config,
        schema: {
          tags,
          summary: "One of your organisation's manual tasks",
          params: TaskIdParamsSchema,
          response: { 200: TaskSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => tasks.get(callerOf(request), request.params.taskId),
    );

    const moves = {
      'assign-to-me': { summary: 'Take a manual task', run: tasks.assignToMe },
      complete: { summary: 'Mark a manual task done', run: tasks.complete },
      reopen: { summary: 'Open a done manual task again', run: tasks.reopen },
    } as const;
    for (const [move, { summary, run }] of Object.entries(moves))
      app.post(
        `/tasks/:taskId/${move}`,
        {
          config,
          schema: {
            tags,
            summary,
            params: TaskIdParamsSchema,
            response: { 200: TaskSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => run(callerOf(request), actorOfRequest(request), request.params.taskId),
      );

    app.post(
      '/tasks/:taskId/snooze',
      {
        config,
        schema: {
          tags,
          summary: 'Hide a manual task from open lists and badges until a moment',
          params: TaskIdParamsSchema,
          body: TaskSnoozeSchema,
          response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        tasks.snooze(
          callerOf(request),
          actorOfRequest(request),
          request.params.taskId,
          request.body.until,
        ),
    );
  };
