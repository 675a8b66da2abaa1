import type { AssignDuty, Duty, DutyCreate, DutyMove, DutyUpdate } from '@raahi/domain/duties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { dutyKeys, dutyPath } from './keys';

/**
 * After the server answered with a newer copy of a duty: that copy becomes the cached one, and
 * the schedule, lists, counts and history fetch again.
 */
export function useDutySaved(): (duty: Duty) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (duty: Duty) => {
      queryClient.setQueryData(dutyKeys.detail(duty.id), duty);
      void queryClient.invalidateQueries({
        queryKey: dutyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== duty.id,
      });
    },
    [queryClient],
  );
}

export function createDuty(input: DutyCreate): Promise<Duty> {
  return http.post<Duty>('/trip/create-trip', input);
}

export function useCreateDuty() {
  const saved = useDutySaved();
  return useMutation({ mutationFn: createDuty, onSuccess: saved });
}

export function updateDuty({ dutyId, changes }: { dutyId: string; changes: DutyUpdate }) {
  return http.patch<Duty>(dutyPath(dutyId), changes);
}

export function useUpdateDuty() {
  const saved = useDutySaved();
  return useMutation({ mutationFn: updateDuty, onSuccess: saved });
}

export type MoveBody =
  | { move: 'assign-vendor'; body: { vendorId: string } }
  | { move: 'assign'; body: AssignDuty }
  | { move: Exclude<DutyMove, 'assign-vendor' | 'assign'>; body: Record<string, unknown> };

/**
 * One status move (POST /trip/:id/{move}). 409 `INVALID_TRANSITION` when the duty has moved on,
 * `DRIVER_BUSY` / `VEHICLE_BUSY` for a clash, 422 when the driver or vehicle may not take it.
 */
export function moveDuty({ dutyId, move, body }: { dutyId: string } & MoveBody): Promise<Duty> {
  return http.post<Duty>(`${dutyPath(dutyId)}/${move}`, body);
}

export function useMoveDuty() {
  const saved = useDutySaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDuty,
    onSuccess: saved,
    // Refused because the duty moved on (or a driver got booked): show where things stand now.
    onError: () => void queryClient.invalidateQueries({ queryKey: dutyKeys.all }),
  });
}
