import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import { useQueryClient } from '@tanstack/react-query';
import type { DriverDocument } from './driver-document-url';
import { driverKeys } from './keys';

/** Puts a slot's new state into the cached driver, so every view of it updates at once. */
export function useDriverImagesChanged() {
  const queryClient = useQueryClient();
  return (driverId: string, slot: DriverDocumentSlot, document: DriverDocument | null) => {
    queryClient.setQueryData<Driver>(driverKeys.detail(driverId), (driver) =>
      driver
        ? {
            ...driver,
            images: [
              ...driver.images.filter((image) => image.slot !== slot),
              ...(document ? [document] : []),
            ],
          }
        : driver,
    );
    void queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: driverKeys.audit(driverId) });
  };
}
