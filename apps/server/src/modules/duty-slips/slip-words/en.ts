import type { SlipWords } from './slip-words.js';

/** English: the slip's words as it has always printed them. */
export const en: SlipWords = {
  title: 'Duty slip {{number}}',
  dutyLine: 'Duty {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'Duty',
    garageToGarage: 'Garage to garage',
    charges: 'Charges',
    remarks: 'Remarks',
    confirmation: "Passenger's confirmation",
  },
  people: {
    vendor: 'Vendor',
    driver: 'Driver',
    vehicle: 'Vehicle',
    passengers: 'Passengers',
    pickup: 'Pickup',
    drop: 'Drop',
  },
  columns: { time: 'Time', odometer: 'Odometer' },
  points: {
    garageOut: 'Garage out',
    reported: 'Reported at pickup',
    boarded: 'Passenger boarded',
    dropped: 'Passenger dropped',
    garageIn: 'Garage in',
    total: 'Total',
  },
  chargeColumns: { charge: 'Charge', note: 'Note', receipt: 'Receipt', amount: 'Amount' },
  chargeKinds: { toll: 'Toll', parking: 'Parking', permit: 'State permit', other: 'Other' },
  none: 'None',
  attached: 'Attached',
  sums: {
    charges: 'Charges in all',
    nightAllowance: 'Night allowance',
    driverAllowance: 'Driver allowance (batta)',
    advance: 'Advance taken',
  },
  startCode: 'Start code given at boarding, {{when}}',
  signedOnPhone: 'Signed on the driver’s phone',
  notConfirmed: 'Not confirmed yet',
  printed: 'Printed {{when}}',
  billed: 'billed {{when}}',
  km: '{{km}} km',
  duration: '{{hours}} h {{minutes}} min',
};
