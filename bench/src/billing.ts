import { pathToFileURL } from 'node:url';
import {
  amountInWords,
  chooseTariff,
  computeDutyCharge,
  computeGst,
  TariffVersionSchema,
  type BillableSlip,
  type TariffVersion,
} from '@raahi/domain/billing';
import { SERVICE_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';

export interface BillingFigures {
  duties: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
  /** Duties billed per second on this one thread, back to back. */
  perSecond: number;
}

const NIGHT = { windows: [{ start: '22:00', end: '06:00' }], perHourPaise: 100_00 };
const COMPANY = '0b9f1c52-2a43-4f1e-9a53-0d1f3a3c7a01';

/**
 * A realistic book of tariffs: a default for every service type and category, two versions
 * each, and the client's own for a few, so the chooser looks through several hundred.
 */
function tariffBook(): TariffVersion[] {
  const book: TariffVersion[] = [];
  for (const serviceType of SERVICE_TYPES)
    for (const vehicleCategory of VEHICLE_CATEGORIES)
      for (const [partyId, effectiveFrom] of [
        [null, '2025-04-01'],
        [null, '2026-04-01'],
        [COMPANY, '2026-06-01'],
      ] as const) {
        const base =
          serviceType === 'Outstation'
            ? {
                kind: 'outstation',
                perKmPaise: 13_00,
                minKmPerDay: 250,
                driverAllowancePerDayPaise: 300_00,
              }
            : serviceType === 'Airport Transport' || serviceType === 'One way Drop'
              ? {
                  kind: 'flat',
                  farePaise: 1_200_00,
                  includedKm: 40,
                  includedHours: 2,
                  extraKmPaise: 20_00,
                  extraHourPaise: 150_00,
                }
              : {
                  kind: 'package',
                  slabJumpAfterMinutes: 60,
                  packages: [4, 8, 12].map((hours) => ({
                    hours,
                    km: hours * 10,
                    pricePaise: hours * 400_00,
                    extraKmPaise: 18_00,
                    extraHourPaise: 200_00,
                  })),
                };
        book.push(
          TariffVersionSchema.parse({
            side: 'sale',
            partyId,
            serviceType,
            vehicleCategory,
            effectiveFrom,
            rates: { base, night: NIGHT, waiting: { freeMinutes: 30, perHourPaise: 120_00 } },
          }),
        );
      }
  return book;
}

/** A completed duty's slip: 1 to 40 hours from a morning or evening start, tolls and parking. */
function slipFor(i: number): BillableSlip {
  const out =
    Date.parse('2026-11-02T06:00:00+05:30') + (i % 25) * 86_400_000 + (i % 2) * 12 * 3_600_000;
  const minutes = 60 + ((i * 37) % (40 * 60));
  return {
    garageOutAt: new Date(out),
    garageInAt: new Date(out + minutes * 60_000),
    garageOutKm: 40_000,
    garageInKm: 40_000 + Math.round(minutes / 3),
    reportedAt: new Date(out + 30 * 60_000),
    boardedAt: new Date(out + (40 + (i % 50)) * 60_000),
    packageHours: null,
    charges: [
      { kind: 'toll', amountPaise: 85_00 },
      { kind: 'parking', amountPaise: 50_00 },
    ],
  };
}

/**
 * "Bill one completed duty from its slip and tariff", the pure part the server runs: choose the
 * tariff in force, price the slip, work the GST and the amount in words. Timed one duty at a
 * time after a warm-up; the database read around it is the server's and not measured here.
 */
export function measureBilling(
  duties = 50_000,
  log: (line: string) => void = () => {},
): BillingFigures {
  const book = tariffBook();
  const supplier = { gstin: '29AAACR5055K1Z3', bodyCorporate: true };
  const recipient = { gstin: '27AAACR5055K1Z7', bodyCorporate: true };
  const bill = (i: number) => {
    const slip = slipFor(i);
    const tariff = chooseTariff(book, {
      side: 'sale',
      partyId: COMPANY,
      serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length]!,
      vehicleCategory: VEHICLE_CATEGORIES[i % VEHICLE_CATEGORIES.length]!,
      date: '2026-11-02',
    })!;
    const charge = computeDutyCharge(tariff.rates, slip);
    const gst = computeGst({
      taxablePaise: charge.taxablePaise,
      pureAgentPaise: charge.pureAgentPaise,
      supplyDate: '2026-11-02',
      option: 'full-credit',
      supplier,
      recipient,
    });
    return amountInWords(gst.invoiceTotalPaise).length;
  };
  for (let i = 0; i < 5_000; i++) bill(i);
  const samples = new Float64Array(duties);
  const started = process.hrtime.bigint();
  for (let i = 0; i < duties; i++) {
    const t0 = process.hrtime.bigint();
    bill(i);
    samples[i] = Number(process.hrtime.bigint() - t0) / 1_000;
  }
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  samples.sort();
  const at = (q: number) =>
    Math.round(samples[Math.min(duties - 1, Math.floor(q * duties))]! * 10) / 10;
  const figures = {
    duties,
    p50Us: at(0.5),
    p99Us: at(0.99),
    maxUs: Math.round(samples[duties - 1]!),
    perSecond: Math.round(duties / elapsedS),
  };
  log(
    `  Bill one duty (choose among ${book.length} tariff versions, price, GST, words): p50 ${figures.p50Us} µs, p99 ${figures.p99Us} µs, max ${figures.maxUs} µs; ${figures.perSecond.toLocaleString('en-IN')} duties/s on one thread`,
  );
  return figures;
}

// `npx tsx bench/src/billing.ts` (pinned: `taskset -c 1 npx tsx bench/src/billing.ts`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  measureBilling(Number(process.env.BENCH_DUTIES ?? 50_000), (line) =>
    process.stdout.write(`${line}\n`),
  );
