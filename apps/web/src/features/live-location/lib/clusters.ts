import Supercluster from 'supercluster';
import type { ShownVehicle } from './vehicle-view';

export type MapItem =
  | { kind: 'vehicle'; vehicle: ShownVehicle; latitude: number; longitude: number }
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number };

/** Vehicles closer than this many pixels at the current zoom are drawn as one cluster. */
const CLUSTER_RADIUS_PX = 48;
/** From this zoom on (streets), every vehicle is drawn on its own. */
const CLUSTER_MAX_ZOOM = 15;

/**
 * The vehicles with a position, grouped for drawing at a zoom inside the bounds [west, south,
 * east, north]: clusters where they crowd, single vehicles elsewhere. The vehicle `apart` (the
 * one followed) is never hidden in a cluster.
 */
export function clusterVehicles(
  vehicles: ShownVehicle[],
  bounds: [number, number, number, number],
  zoom: number,
  apart: string | null = null,
): MapItem[] {
  const index = new Supercluster<{ index: number }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  const placed = vehicles.filter(
    (vehicle) => vehicle.position !== null && vehicle.vehicleId !== apart,
  );
  const followed = vehicles.find((vehicle) => vehicle.vehicleId === apart && vehicle.position);
  index.load(
    placed.map((vehicle, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: {
        type: 'Point' as const,
        coordinates: [vehicle.position!.longitude, vehicle.position!.latitude],
      },
    })),
  );
  const items: MapItem[] = index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as {
      cluster?: boolean;
      cluster_id?: number;
      point_count?: number;
      index?: number;
    };
    if (properties.cluster)
      return {
        kind: 'cluster',
        id: properties.cluster_id!,
        count: properties.point_count!,
        latitude,
        longitude,
      };
    return { kind: 'vehicle', vehicle: placed[properties.index!]!, latitude, longitude };
  });
  if (followed)
    items.push({
      kind: 'vehicle',
      vehicle: followed,
      latitude: followed.position!.latitude,
      longitude: followed.position!.longitude,
    });
  return items;
}
