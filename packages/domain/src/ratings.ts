import { z } from 'zod';
import { RATER_KINDS, RATING_COMMENT_MAX, RATING_TAGS } from './rating-constants';

/**
 * Ratings of completed duties: the passenger's through a link texted after the duty (no sign-in,
 * single use, RATING_LINK_DAYS to use it), and the operator's and vendor's staff's own. One per
 * rater per duty; a staff rating can be changed for RATING_EDIT_HOURS after it is first given.
 */
export const RatingTagSchema = z.enum(RATING_TAGS);

export const RatingInputSchema = z.object({
  score: z.number().int().min(1).max(5),
  tags: z
    .array(RatingTagSchema)
    .max(RATING_TAGS.length)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX)
    .optional()
    .transform((comment) => (comment ? comment : null)),
});
/** A rating as the server reads it (parsed); `RatingInputBody` as a client sends it. */
export type RatingInput = z.output<typeof RatingInputSchema>;
export type RatingInputBody = z.input<typeof RatingInputSchema>;

/** What the passenger's page shows before rating: the duty, named only as far as the rider knew it. */
export const RatingLinkViewSchema = z.object({
  state: z.enum(['open', 'used', 'expired']),
  dutyRegId: z.string(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  driverName: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type RatingLinkView = z.infer<typeof RatingLinkViewSchema>;

export const RatingSchema = z.object({
  id: z.uuid(),
  duty: z.object({ id: z.uuid(), regId: z.string() }),
  score: z.number().int(),
  tags: z.array(RatingTagSchema),
  /** Null when none was written or an admin hid it (`commentHidden`). */
  comment: z.string().nullable(),
  commentHidden: z.boolean(),
  rater: z.object({ kind: z.enum(RATER_KINDS), name: z.string().nullable() }),
  /** The signed-in caller's own rating. */
  mine: z.boolean(),
  driver: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  vehicle: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  vendor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Until when its rater may still change it (null: a passenger's, which is final). */
  editableUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const RatingListQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  vendorId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  score: z.coerce.number().int().min(1).max(5).optional(),
  tag: RatingTagSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RatingListQuery = z.infer<typeof RatingListQuerySchema>;

export const RatingPageSchema = z.object({
  items: z.array(RatingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RatingPage = z.infer<typeof RatingPageSchema>;

/** A driver's, vehicle's or vendor's ratings in sum; never who wrote the comments. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many of each score, 1 to 5 (index 0 is the 1s). */
  distribution: z.array(z.number().int()).length(5),
  recentComments: z.array(
    z.object({
      score: z.number().int(),
      tags: z.array(RatingTagSchema),
      comment: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const HideCommentSchema = z.object({ reason: z.string().trim().min(3).max(500) });
