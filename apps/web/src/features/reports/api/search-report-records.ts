import type { Driver, DriverPage } from '@raahi/domain/drivers';
import type { Vehicle, VehiclePage } from '@raahi/domain/vehicles';
import { isApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import type { Option } from '../../../lib/options';

/*
 * The drivers and vehicles a report can be narrowed to, searched on the server through their own
 * lists: those answer in the caller's scope (the operator every one, a vendor its own), so a
 * picker never offers a record the report would not show.
 */

const PICKER_PAGE = 20;

const driverOption = (d: Pick<Driver, 'id' | 'name' | 'regId'>): Option => ({
  id: d.id,
  name: `${d.name} (${d.regId})`,
});

function searchOf(text: string, sort: string, vendorId?: string): string {
  const params = new URLSearchParams({ pageSize: String(PICKER_PAGE), sort });
  if (text) params.set('q', text);
  if (vendorId) params.set('vendorId', vendorId);
  return params.toString();
}

/** A record the caller cannot read (another vendor's id in a link) has no name to show. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** Drivers whose name, regId, phone or DL matches; the operator may narrow to one vendor's. */
export async function searchReportDrivers(text: string, vendorId: string, signal: AbortSignal) {
  const page = await http.get<DriverPage>(
    `/accounts/drivers?${searchOf(text, 'name', vendorId || undefined)}`,
    { signal },
  );
  return page.items.map(driverOption);
}

export async function reportDriver(id: string, signal: AbortSignal) {
  const driver = await orNull(
    http.get<Driver>(`/accounts/drivers/${encodeURIComponent(id)}`, { signal }),
  );
  return driver && driverOption(driver);
}

/** Vehicles whose number, regId, brand or model matches. */
export async function searchReportVehicles(text: string, vendorId: string, signal: AbortSignal) {
  const page = await http.get<VehiclePage>(
    `/records/vehicles?${searchOf(text, 'vehicleNumber', vendorId || undefined)}`,
    { signal },
  );
  return page.items.map((v) => ({ id: v.id, name: v.vehicleNumber }));
}

export async function reportVehicle(id: string, signal: AbortSignal) {
  const vehicle = await orNull(
    http.get<Vehicle>(`/records/vehicles/${encodeURIComponent(id)}`, { signal }),
  );
  return vehicle && { id: vehicle.id, name: vehicle.vehicleNumber };
}
