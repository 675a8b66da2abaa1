import type { DutyListItem, Place } from '@raahi/domain/duties';
import { BOOKED_STATUSES } from '@raahi/domain/duty-constants';

/** Google Maps' search link for a place: its coordinates when known, else its address. */
export function mapLink(place: Place): string {
  const query =
    place.latitude !== undefined && place.longitude !== undefined
      ? `${place.latitude},${place.longitude}`
      : encodeURIComponent(place.address);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** A ten-digit Indian mobile number as a link the phone dials. */
export function telLink(phone: string): string {
  return `tel:+91${phone.replace(/\D/g, '').slice(-10)}`;
}

/** The first duty still to be driven (booked, not done or called off) among those listed. */
export function nextDutyOf(items: DutyListItem[]): DutyListItem | undefined {
  return items.find((item) => (BOOKED_STATUSES as readonly string[]).includes(item.status));
}
