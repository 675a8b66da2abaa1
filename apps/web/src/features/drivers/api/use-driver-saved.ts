import type { Driver } from '@raahi/domain/drivers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { driverKeys } from './keys';

/**
 * After the server answered with a newer copy of a driver: that copy becomes the cached one,
 * and lists, counts and the history fetch again when next shown.
 */
export function useDriverSaved(): (driver: Driver) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (driver: Driver) => {
      queryClient.setQueryData(driverKeys.detail(driver.id), driver);
      void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: driverKeys.audit(driver.id) });
    },
    [queryClient],
  );
}
