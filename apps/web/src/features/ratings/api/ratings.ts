import type {
  Rating,
  RatingInputBody,
  RatingLinkView,
  RatingListQuery,
  RatingPage,
  RatingSummary,
} from '@raahi/domain/ratings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every ratings query lives under ['ratings', …]: a rating given or hidden refreshes them all. */
export const ratingKeys = {
  all: ['ratings'] as const,
  list: (filters: Partial<RatingListQuery>) => [...ratingKeys.all, 'list', filters] as const,
  summary: (of: string, id: string) => [...ratingKeys.all, 'summary', of, id] as const,
  link: (token: string) => ['rating-link', token] as const,
};

/** A page of ratings (GET /ratings) with the list's filters. */
export function useRatings(filters: Partial<RatingListQuery>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: ratingKeys.list(filters),
    queryFn: ({ signal }) => http.get<RatingPage>(`/ratings?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type SummaryOf = 'drivers' | 'vehicles' | 'vendors' | 'mine';

/** A driver's, vehicle's or vendor's ratings in sum; 'mine' is the signed-in driver's own. */
export function useRatingSummary(of: SummaryOf, id = '') {
  return useQuery({
    queryKey: ratingKeys.summary(of, id),
    queryFn: ({ signal }) =>
      http.get<RatingSummary>(
        of === 'mine' ? '/ratings/mine' : `/${of}/${encodeURIComponent(id)}/rating-summary`,
        { signal },
      ),
  });
}

/** The operator hides (or shows again) a rating's comment, with a reason. */
export function useHideComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      http.post<Rating>(`/ratings/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}-comment`, {
        reason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}

/** The trip a passenger's link rates, without signing in. */
export function useRatingLink(token: string) {
  return useQuery({
    queryKey: ratingKeys.link(token),
    queryFn: ({ signal }) =>
      http.get<RatingLinkView>(`/rate/${encodeURIComponent(token)}`, { auth: false, signal }),
    retry: false,
  });
}

/** The passenger's rating: spends the link. */
export function useRateByLink(token: string) {
  return useMutation({
    mutationFn: (input: RatingInputBody) =>
      http.post<null>(`/rate/${encodeURIComponent(token)}`, input, { auth: false }),
  });
}

/** A duty's ratings, newest first. */
export function useDutyRatings(dutyId: string) {
  return useQuery({
    queryKey: [...ratingKeys.all, 'duty', dutyId],
    queryFn: ({ signal }) =>
      http.get<Rating[]>(`/trip/${encodeURIComponent(dutyId)}/ratings`, { signal }),
  });
}

/** The signed-in person's rating of a completed duty: given, or changed within 24 hours. */
export function useRateDuty(dutyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInputBody) =>
      http.put<Rating>(`/trip/${encodeURIComponent(dutyId)}/rating`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
