/**
 * Billing, as `@raahi/domain/billing` gives it to the server and the web: the tariff engine and
 * its schemas, GST, invoice numbers, amounts in words and TDS, each in a file of its own under
 * billing/, gathered here. All money is integer paise.
 */
export * from './billing/tariff-schema';
export {
  CHARGE_LINE_CODES,
  ChargeLineCodeSchema,
  ChargeLineSchema,
  DutyChargeSchema,
  type ChargeLine,
  type ChargeLineCode,
  type DutyCharge,
} from './billing/charge-line';
export * from './billing/charge-line-words';
export * from './billing/billable-slip';
export * from './billing/tariff';
export { PURE_AGENT_BY_DEFAULT } from './billing/tariff-surcharges';
export * from './billing/tariff-choice';
export * from './billing/duty-time';
export * from './billing/gst-rates';
export * from './billing/gst';
export * from './billing/invoice-number';
export * from './billing/amount-in-words';
export * from './billing/tds';
export { formatRupees } from './formats';
