import type { Duty } from '@raahi/domain/duties';
import { formatSlipDuration, inIndia } from '@raahi/domain/duty-slip-rules';
import type { ChargeKind, DutySlip } from '@raahi/domain/duty-slips';
import { formatIndianNumber, formatRupees, formatVehicleNumber } from '@raahi/domain/formats';
import { startPdfDocument } from '../../core/pdf-document.js';

const CHARGE_NAMES: Record<ChargeKind, string> = {
  toll: 'Toll',
  parking: 'Parking',
  permit: 'State permit',
  other: 'Other',
};

const when = (iso: string | null) => (iso ? `${inIndia(iso)} IST` : '—');
const km = (value: number | null) => (value === null ? '—' : `${formatIndianNumber(value)} km`);
const money = (paise: number | null) => (paise === null ? '—' : formatRupees(paise));

/**
 * The slip as a one-page A4 PDF: the duty, its times and readings garage to garage, charges,
 * allowances, the passenger's confirmation. `signature` is the signature image when it is a PNG
 * or JPEG (what pdfkit can embed).
 */
export function renderSlipPdf(
  slip: DutySlip,
  duty: Duty,
  signature: Buffer | null,
  printedAt: Date,
): Promise<Buffer> {
  // A one-page slip: a little more margin than the long documents.
  const { doc, done, left, width } = startPdfDocument(`Duty slip ${slip.number}`, { margin: 40 });

  const heading = (text: string) => {
    doc.moveDown(0.6).font('bold').fontSize(11).text(text, left).moveDown(0.2);
    doc.font('body').fontSize(10);
  };
  /** A row of cells at fixed fractions of the width. */
  const row = (cells: string[], widths: number[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'bold' : 'body').fontSize(10);
    cells.forEach((cell, i) => {
      const w = width * widths[i]!;
      doc.text(cell, x, y, { width: w - 6 });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 2;
  };

  doc.font('bold').fontSize(16).text(`Duty slip ${slip.number}`);
  doc.font('body').fontSize(10).fillColor('#444');
  doc.text(`Duty ${duty.regId} · ${duty.company.name} · ${duty.serviceType}`);
  doc.fillColor('black');

  heading('Duty');
  const people: [string, string][] = [
    ['Vendor', duty.vendor?.name ?? '—'],
    ['Driver', duty.driver ? `${duty.driver.name} (${duty.driver.regId})` : '—'],
    [
      'Vehicle',
      duty.vehicle
        ? `${formatVehicleNumber(duty.vehicle.vehicleNumber)} · ${duty.vehicle.category}`
        : '—',
    ],
    ['Passengers', duty.passengers.map((p) => p.name).join(', ') || String(duty.passengerCount)],
    ['Pickup', duty.pickup.address],
    ['Drop', duty.drop.address],
  ];
  for (const [label, value] of people) row([label, value], [0.22, 0.78]);

  heading('Garage to garage');
  const widths = [0.34, 0.4, 0.26];
  row(['', 'Time', 'Odometer'], widths, true);
  row(['Garage out', when(slip.garageOutAt), km(slip.garageOutKm)], widths);
  row(['Reported at pickup', when(slip.reportedAt), ''], widths);
  row(['Passenger boarded', when(slip.boardedAt), km(slip.boardedKm)], widths);
  row(['Passenger dropped', when(slip.droppedAt), km(slip.droppedKm)], widths);
  row(['Garage in', when(slip.garageInAt), km(slip.garageInKm)], widths);
  row(
    [
      'Total',
      slip.totals.minutes === null ? '—' : formatSlipDuration(slip.totals.minutes),
      km(slip.totals.km),
    ],
    widths,
    true,
  );

  heading('Charges');
  const chargeWidths = [0.22, 0.38, 0.18, 0.22];
  if (slip.charges.length === 0) doc.text('None');
  else row(['Charge', 'Note', 'Receipt', 'Amount'], chargeWidths, true);
  for (const charge of slip.charges)
    row(
      [
        CHARGE_NAMES[charge.kind],
        charge.note ?? '',
        charge.receipt ? 'Attached' : 'None',
        money(charge.amountPaise),
      ],
      chargeWidths,
    );
  const sums: [string, string][] = [
    ['Charges in all', money(slip.totals.chargesPaise)],
    ['Night allowance', money(slip.nightAllowancePaise)],
    ['Driver allowance (batta)', money(slip.driverAllowancePaise)],
    ['Advance taken', money(slip.advancePaise)],
  ];
  doc.moveDown(0.3);
  for (const [label, value] of sums) row([label, value], [0.78, 0.22]);

  heading('Remarks');
  doc.text(slip.remarks ?? '—', left, doc.y, { width });

  heading("Passenger's confirmation");
  if (slip.confirmation.startCode)
    doc.text(`Start code given at boarding, ${when(slip.confirmation.startCode)}`);
  if (signature) doc.image(signature, { fit: [220, 90] });
  else if (slip.confirmation.signature) doc.text('Signed on the driver’s phone');
  if (!slip.confirmation.startCode && !slip.confirmation.signature) doc.text('Not confirmed yet');

  doc.moveDown(1).fontSize(8).fillColor('#666');
  doc.text(
    `Printed ${when(printedAt.toISOString())}${slip.billedAt ? ` · billed ${when(slip.billedAt)}` : ''} · Raahi`,
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
