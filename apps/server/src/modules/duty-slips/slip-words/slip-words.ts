import type { ChargeKind } from '@raahi/domain/duty-slips';

/**
 * One language's words for the duty slip PDF, with the same `{{placeholders}}` as the English.
 * The screen's words where the screen has them (apps/web/src/locales/<code>/dutySlips.json),
 * so the printed slip says what the slip page says.
 */
export interface SlipWords {
  title: string;
  /** Under the title: the duty's number, client company and service type. */
  dutyLine: string;
  headings: {
    duty: string;
    garageToGarage: string;
    charges: string;
    remarks: string;
    confirmation: string;
  };
  people: {
    vendor: string;
    driver: string;
    vehicle: string;
    passengers: string;
    pickup: string;
    drop: string;
  };
  columns: { time: string; odometer: string };
  points: {
    garageOut: string;
    reported: string;
    boarded: string;
    dropped: string;
    garageIn: string;
    total: string;
  };
  chargeColumns: { charge: string; note: string; receipt: string; amount: string };
  chargeKinds: Record<ChargeKind, string>;
  none: string;
  attached: string;
  sums: { charges: string; nightAllowance: string; driverAllowance: string; advance: string };
  startCode: string;
  signedOnPhone: string;
  notConfirmed: string;
  printed: string;
  billed: string;
  /**
   * A reading in the odometer column ('45,210 km'). A language whose unit is in its own script
   * gives the number alone: the column is right-aligned, and pdfkit draws a right-aligned cell
   * mixing scripts (or a script's letters with a '.' or '(') run over run.
   */
  km: string;
  /** The time garage to garage ("3 h 20 min"). */
  duration: string;
}
