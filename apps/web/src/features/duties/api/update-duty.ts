import type { Duty, DutyUpdate } from '@raahi/domain/duties';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dutyPath } from './keys';
import { useDutySaved } from './use-duty-saved';

/** Changes a duty's details; its status changes only through the moves. */
export function updateDuty({ dutyId, changes }: { dutyId: string; changes: DutyUpdate }) {
  return http.patch<Duty>(dutyPath(dutyId), changes);
}

export function useUpdateDuty() {
  const saved = useDutySaved();
  return useMutation({ mutationFn: updateDuty, onSuccess: saved });
}
