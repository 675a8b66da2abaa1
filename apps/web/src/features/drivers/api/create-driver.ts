import type { Driver, DriverCreate } from '@raahi/domain/drivers';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useDriverSaved } from './use-driver-saved';

/**
 * A new driver, Staged until submitted. The server checks the licence, Aadhaar and PAN (400
 * with field paths) and answers 409 `{ field }` for a licence or phone already registered.
 */
export function createDriver(input: Partial<DriverCreate>): Promise<Driver> {
  return http.post<Driver>('/accounts/drivers', input);
}

export function useCreateDriver() {
  const saved = useDriverSaved();
  return useMutation({ mutationFn: createDriver, onSuccess: saved });
}
