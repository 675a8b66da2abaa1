import type { Vehicle } from '@raahi/domain/vehicles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { vehicleKeys } from './keys';

/**
 * After the server answered with a newer copy of a vehicle: that copy becomes the cached one,
 * and lists, counts and the history fetch again when next shown. Drivers show their vehicle,
 * so they fetch again too.
 */
export function useVehicleSaved(): (vehicle: Vehicle) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (vehicle: Vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle.id), vehicle);
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.audit(vehicle.id) });
      void queryClient.invalidateQueries({ queryKey: ['drivers'] });
    },
    [queryClient],
  );
}
