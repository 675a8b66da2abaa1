import type { Vehicle, VehicleDocumentSlot } from '@raahi/domain/vehicles';
import { useQueryClient } from '@tanstack/react-query';
import { vehicleKeys } from './keys';
import type { VehicleDocument } from './vehicle-document-url';

/** Puts a slot's new state into the cached vehicle, so every view of it updates at once. */
export function useVehicleImagesChanged() {
  const queryClient = useQueryClient();
  return (vehicleId: string, slot: VehicleDocumentSlot, document: VehicleDocument | null) => {
    queryClient.setQueryData<Vehicle>(vehicleKeys.detail(vehicleId), (vehicle) =>
      vehicle
        ? {
            ...vehicle,
            images: [
              ...vehicle.images.filter((image) => image.slot !== slot),
              ...(document ? [document] : []),
            ],
          }
        : vehicle,
    );
    void queryClient.invalidateQueries({ queryKey: vehicleKeys.audit(vehicleId) });
  };
}
