import {
  HideCommentSchema,
  RatingInputSchema,
  RatingListQuerySchema,
  RatingPageSchema,
  RatingSchema,
  RatingSummarySchema,
  type RatingSummary,
} from '@raahi/domain/ratings';
import { rolesAllowed } from '@raahi/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../core/auth-context.js';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { RatingsService } from './ratings.service.js';

const Id = z.object({ id: z.uuid() });
const DutyParams = z.object({ dutyId: z.uuid() });
const SUMMARY_NOTE =
  'average, count, 1–5 distribution and newest comments (never who wrote them); a vendor counts only its own duties; 404 outside the caller’s scope';

/** Staff ratings of duties, the ratings list, summaries, and hiding a comment. */
export const ratingsRoutes =
  (ratings: RatingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['ratings'];
    const readers = { access: rolesAllowed('ratings:read') };

    app.put(
      '/trip/:dutyId/rating',
      {
        config: { access: rolesAllowed('ratings:rate') },
        schema: {
          tags,
          summary:
            "Rate a completed duty's driver and vehicle as yourself (one rating per person per duty; the same call changes it within 24 hours, 409 reason 'locked' after). 409 for a duty not completed; 404 for another vendor's duty",
          params: DutyParams,
          body: RatingInputSchema,
          response: { 200: RatingSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        ratings.rateDuty(callerOf(request), request.params.dutyId, request.body, request.ip),
    );

    app.get(
      '/trip/:dutyId/ratings',
      {
        config: readers,
        schema: {
          tags,
          summary: "A duty's ratings, newest first (404 for another vendor's duty)",
          params: DutyParams,
          response: { 200: z.array(RatingSchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ratings.listOfDuty(callerOf(request), request.params.dutyId),
    );

    app.get(
      '/ratings',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Ratings newest first, a page at a time, filtered by period (IST days), vendor, driver, score and tag; a vendor sees only its own duties’ ratings',
          querystring: RatingListQuerySchema,
          response: { 200: RatingPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ratings.list(callerOf(request), request.query),
    );

    app.get(
      '/ratings/mine',
      {
        config: { access: ['driver'] },
        schema: {
          tags,
          summary: `The signed-in driver's own ratings: ${SUMMARY_NOTE}`,
          response: { 200: RatingSummarySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ratings.mySummary(callerOf(request)),
    );

    const summaries: [
      string,
      string,
      (caller: AuthContext, id: string) => Promise<RatingSummary>,
    ][] = [
      ['/drivers/:id/rating-summary', 'driver', (caller, id) => ratings.driverSummary(caller, id)],
      ['/vehicles/:id/rating-summary', 'vehicle', (c, id) => ratings.vehicleSummary(c, id)],
      ['/vendors/:id/rating-summary', 'vendor', (c, id) => ratings.vendorSummary(c, id)],
    ];
    for (const [path, what, read] of summaries)
      app.get(
        path,
        {
          config: readers,
          schema: {
            tags,
            summary: `A ${what}'s ratings: ${SUMMARY_NOTE}`,
            params: Id,
            response: { 200: RatingSummarySchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => read(callerOf(request), request.params.id),
      );

    for (const [path, hidden] of [
      ['/ratings/:id/hide-comment', true],
      ['/ratings/:id/show-comment', false],
    ] as const)
      app.post(
        path,
        {
          config: { access: rolesAllowed('ratings:moderate') },
          schema: {
            tags,
            summary: hidden
              ? "Hide a rating's comment from summaries and vendors, with a reason (audited)"
              : 'Show a hidden comment again, with a reason (audited)',
            params: Id,
            body: HideCommentSchema,
            response: { 200: RatingSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          ratings.setCommentHidden(
            callerOf(request),
            request.params.id,
            hidden,
            request.body.reason,
            request.ip,
          ),
      );
  };
