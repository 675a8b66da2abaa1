import type { AssignDuty, Duty } from '@raahi/domain/duties';
import type { DutyMove } from '@raahi/domain/duty-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyKeys, dutyPath } from './keys';
import { useDutySaved } from './use-duty-saved';

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
