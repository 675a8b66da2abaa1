import type { Duty } from '@raahi/domain/duties';
import { inIndia } from '@raahi/domain/duty-slip-rules';
import type { DutySlip } from '@raahi/domain/duty-slips';
import { formatIndianNumber, formatRupees, formatVehicleNumber } from '@raahi/domain/formats';
import { languageByCode, type LanguageCode } from '@raahi/domain/language-list';
import { fillWords } from '../../core/fill-words.js';
import { listLabel } from '../../core/list-labels/list-labels.js';
import { startPdfDocument } from '../../core/pdf-document.js';
import { SLIP_LANGUAGES } from './slip-words/languages.js';

const when = (iso: string | null) => (iso ? `${inIndia(iso)} IST` : '—');
const money = (paise: number | null) => (paise === null ? '—' : formatRupees(paise));

/**
 * The slip as a one-page A4 PDF: the duty, its times and readings garage to garage, charges,
 * allowances, the passenger's confirmation, in `language` (the words; dates, numbers, names and
 * addresses are the same in every language). `signature` is the signature image when it is a
 * PNG or JPEG (what pdfkit can embed).
 */
export function renderSlipPdf(
  slip: DutySlip,
  duty: Duty,
  signature: Buffer | null,
  printedAt: Date,
  language: LanguageCode,
): Promise<Buffer> {
  const words = SLIP_LANGUAGES[language];
  const km = (value: number | null) =>
    value === null ? '—' : fillWords(words.km, { km: formatIndianNumber(value) });
  const duration = (minutes: number) =>
    fillWords(words.duration, {
      hours: Math.floor(minutes / 60),
      minutes: String(minutes % 60).padStart(2, '0'),
    });
  const title = fillWords(words.title, { number: slip.number });
  // A one-page slip: a little more margin than the long documents.
  const { doc, done, left, width, row } = startPdfDocument(title, {
    margin: 40,
    direction: languageByCode(language)?.dir ?? 'ltr',
  });
  const line = (cells: string[], widths: number[], bold = false) =>
    row(cells, widths, { bold, size: 10 });

  const heading = (text: string) => {
    // x and y both: the drawing of other scripts' letters takes pdfkit's (text, x, y) form.
    doc.moveDown(0.6).font('bold').fontSize(11).text(text, left, doc.y).moveDown(0.2);
    doc.font('body').fontSize(10);
  };

  doc.font('bold').fontSize(16).text(title);
  doc.font('body').fontSize(10).fillColor('#444');
  doc.text(
    fillWords(words.dutyLine, {
      regId: duty.regId,
      company: duty.company.name,
      serviceType: listLabel(language, 'serviceTypes', duty.serviceType),
    }),
  );
  doc.fillColor('black');

  heading(words.headings.duty);
  const people: [string, string][] = [
    [words.people.vendor, duty.vendor?.name ?? '—'],
    [words.people.driver, duty.driver ? `${duty.driver.name} (${duty.driver.regId})` : '—'],
    [
      words.people.vehicle,
      duty.vehicle
        ? `${formatVehicleNumber(duty.vehicle.vehicleNumber)} · ${listLabel(language, 'vehicleCategories', duty.vehicle.category)}`
        : '—',
    ],
    [
      words.people.passengers,
      duty.passengers.map((p) => p.name).join(', ') || String(duty.passengerCount),
    ],
    [words.people.pickup, duty.pickup.address],
    [words.people.drop, duty.drop.address],
  ];
  for (const [label, value] of people) line([label, value], [0.22, 0.78]);

  heading(words.headings.garageToGarage);
  const widths = [0.34, 0.4, 0.26];
  const { points } = words;
  line(['', words.columns.time, words.columns.odometer], widths, true);
  line([points.garageOut, when(slip.garageOutAt), km(slip.garageOutKm)], widths);
  line([points.reported, when(slip.reportedAt), ''], widths);
  line([points.boarded, when(slip.boardedAt), km(slip.boardedKm)], widths);
  line([points.dropped, when(slip.droppedAt), km(slip.droppedKm)], widths);
  line([points.garageIn, when(slip.garageInAt), km(slip.garageInKm)], widths);
  line(
    [
      points.total,
      slip.totals.minutes === null ? '—' : duration(slip.totals.minutes),
      km(slip.totals.km),
    ],
    widths,
    true,
  );

  heading(words.headings.charges);
  // Receipt wide enough for Tamil's and Malayalam's "Attached" on one line.
  const chargeWidths = [0.2, 0.36, 0.22, 0.22];
  const { chargeColumns: cols } = words;
  if (slip.charges.length === 0) doc.text(words.none);
  else line([cols.charge, cols.note, cols.receipt, cols.amount], chargeWidths, true);
  for (const charge of slip.charges)
    line(
      [
        words.chargeKinds[charge.kind],
        charge.note ?? '',
        charge.receipt ? words.attached : words.none,
        money(charge.amountPaise),
      ],
      chargeWidths,
    );
  const sums: [string, string][] = [
    [words.sums.charges, money(slip.totals.chargesPaise)],
    [words.sums.nightAllowance, money(slip.nightAllowancePaise)],
    [words.sums.driverAllowance, money(slip.driverAllowancePaise)],
    [words.sums.advance, money(slip.advancePaise)],
  ];
  doc.moveDown(0.3);
  for (const [label, value] of sums) line([label, value], [0.78, 0.22]);

  heading(words.headings.remarks);
  doc.text(slip.remarks ?? '—', left, doc.y, { width });

  heading(words.headings.confirmation);
  if (slip.confirmation.startCode)
    doc.text(fillWords(words.startCode, { when: when(slip.confirmation.startCode) }));
  if (signature) doc.image(signature, { fit: [220, 90] });
  else if (slip.confirmation.signature) doc.text(words.signedOnPhone);
  if (!slip.confirmation.startCode && !slip.confirmation.signature) doc.text(words.notConfirmed);

  doc.moveDown(1).fontSize(8).fillColor('#666');
  const footer = [
    fillWords(words.printed, { when: when(printedAt.toISOString()) }),
    ...(slip.billedAt ? [fillWords(words.billed, { when: when(slip.billedAt) })] : []),
    'Raahi',
  ];
  doc.text(footer.join(' · '), left, doc.y, { width });
  doc.end();
  return done;
}
