// Ratings' limits and tags (ratings.ts says what a rating is), free of zod: a duty's drawer and
// the driver's dashboard read these, and only the rating form needs the schemas.

export const RATING_LINK_DAYS = 7;
export const RATING_EDIT_HOURS = 24;
/** A score at or below this raises a task for the duty's vendor and the operator. */
export const LOW_RATING = 2;
/** How long a low rating stays a task (snoozing hides it sooner). */
export const LOW_RATING_TASK_DAYS = 7;
export const RATING_COMMENT_MAX = 1000;
/** How many comments a summary carries, newest first. */
export const RECENT_COMMENTS = 5;

export const POSITIVE_RATING_TAGS = ['punctual', 'clean-car', 'safe-driving', 'polite'] as const;
export const NEGATIVE_RATING_TAGS = ['late', 'rash-driving', 'dirty-car', 'rude'] as const;
export const RATING_TAGS = [...POSITIVE_RATING_TAGS, ...NEGATIVE_RATING_TAGS] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

export const RATER_KINDS = ['passenger', 'operator', 'vendor'] as const;
export type RaterKind = (typeof RATER_KINDS)[number];
