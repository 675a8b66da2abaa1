import { RatingInputSchema, RatingLinkViewSchema } from '@raahi/domain/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi-errors.js';
import type { RatingLinksService } from './rating-links.service.js';

const Params = z.object({ token: z.string().min(20).max(100) });

/** The passenger's link: read and rate without signing in. */
export const ratingLinksRoutes =
  (links: RatingLinksService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['ratings'];

    app.get(
      '/rate/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The trip a passenger's link rates, and its state: open, used or expired (404 for an unknown link)",
          params: Params,
          response: { 200: RatingLinkViewSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return links.view(request.params.token);
      },
    );

    app.post(
      '/rate/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Rate the trip 1–5 with tags and a comment; spends the link (409 with details.reason 'used' or 'expired')",
          params: Params,
          body: RatingInputSchema,
          response: { 204: z.null(), ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        await links.rate(request.params.token, request.body, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
