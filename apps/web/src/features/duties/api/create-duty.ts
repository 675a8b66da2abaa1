import type { Duty, DutyCreate } from '@raahi/domain/duties';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useDutySaved } from './use-duty-saved';

/** Books a duty (and, when the operator chose them, its vendor, driver and vehicle). */
export function createDuty(input: DutyCreate): Promise<Duty> {
  return http.post<Duty>('/trip/create-trip', input);
}

export function useCreateDuty() {
  const saved = useDutySaved();
  return useMutation({ mutationFn: createDuty, onSuccess: saved });
}
