import { billableSlipProblem, type BillableSlip } from './billable-slip';
import { line, type ChargeLine, type DutyCharge } from './charge-line';
import type { ChargeLineSays } from './charge-line-words';
import { billedMinutes, calendarDaysTouched, chargeForMinutes, minutesBetween } from './duty-time';
import { actualLines, nightLines, waitingLines } from './tariff-surcharges';
import type { FlatRates, OutstationRates, PackageRates, TariffRates } from './tariff-schema';

/**
 * The tariff engine: a duty's slip figures and a tariff's rates in, the amount out with a line for
 * every rupee. Pure and total over valid figures; the same engine prices sale (client) and
 * purchase (vendor) rates.
 */

/** Extra km and extra time over what a package or fare includes. */
function extras(
  over: { km: number | null; minutes: number | null },
  rates: { extraKmPaise: number; extraHourPaise: number; extraTimeUnitMinutes: number },
  run: { km: number; minutes: number },
): ChargeLine[] {
  const lines: ChargeLine[] = [];
  if (over.km !== null && run.km > over.km) {
    const km = run.km - over.km;
    lines.push(
      line(
        'extra-km',
        {
          sentence: 'extraKm',
          figures: { km: { km }, included: { km: over.km }, rate: { paise: rates.extraKmPaise } },
        },
        km * rates.extraKmPaise,
      ),
    );
  }
  if (over.minutes !== null && run.minutes > over.minutes) {
    const billed = billedMinutes(run.minutes - over.minutes, rates.extraTimeUnitMinutes);
    lines.push(
      line(
        'extra-time',
        {
          sentence: 'extraTime',
          figures: {
            time: { minutes: billed },
            included: { minutes: over.minutes },
            rate: { paise: rates.extraHourPaise },
          },
        },
        chargeForMinutes(rates.extraHourPaise, billed),
      ),
    );
  }
  return lines;
}

/**
 * The package: the booked one (or the smallest), then the slab jump: while the duty runs more
 * than the set minutes over it, the next package is billed instead of extra hours.
 */
function packageLines(
  rates: PackageRates,
  run: { km: number; minutes: number },
  bookedHours: number | null | undefined,
): { lines: ChargeLine[]; hours: number } {
  const booked = rates.packages.findIndex((p) => p.hours === bookedHours);
  let index = booked === -1 ? 0 : booked;
  const jump = rates.slabJumpAfterMinutes;
  while (
    jump !== null &&
    index < rates.packages.length - 1 &&
    run.minutes > rates.packages[index]!.hours * 60 + jump
  )
    index += 1;
  const chosen = rates.packages[index]!;
  const size = { time: { minutes: chosen.hours * 60 }, km: { km: chosen.km } };
  const says: ChargeLineSays =
    index === Math.max(booked, 0)
      ? { sentence: 'package', figures: size }
      : { sentence: 'packageJumped', figures: { ...size, ran: { minutes: run.minutes } } };
  return {
    hours: chosen.hours,
    lines: [
      line('package', says, chosen.pricePaise),
      ...extras(
        { km: chosen.km, minutes: chosen.hours * 60 },
        { ...chosen, extraTimeUnitMinutes: rates.extraTimeUnitMinutes },
        run,
      ),
    ],
  };
}

function flatLines(rates: FlatRates, run: { km: number; minutes: number }): ChargeLine[] {
  const km = rates.includedKm === null ? null : { km: rates.includedKm };
  const time = rates.includedHours === null ? null : { minutes: rates.includedHours * 60 };
  const says: ChargeLineSays =
    km && time
      ? { sentence: 'flatFareKmTime', figures: { km, time } }
      : km
        ? { sentence: 'flatFareKm', figures: { km } }
        : time
          ? { sentence: 'flatFareTime', figures: { time } }
          : { sentence: 'flatFare', figures: {} };
  return [
    line('flat-fare', says, rates.farePaise),
    ...extras(
      {
        km: rates.includedKm,
        minutes: rates.includedHours === null ? null : rates.includedHours * 60,
      },
      rates,
      run,
    ),
  ];
}

/** Outstation: the greater of the km run and the minimum per India calendar date touched. */
function outstationLines(rates: OutstationRates, km: number, days: number): ChargeLine[] {
  const minimum = rates.minKmPerDay * days;
  const billedKm = Math.max(km, minimum);
  const billed = { km: { km: billedKm }, rate: { paise: rates.perKmPaise } };
  const says: ChargeLineSays =
    billedKm > km
      ? {
          sentence: 'outstationMinimum',
          figures: {
            ...billed,
            minimum: { km: rates.minKmPerDay },
            days: { days },
            ran: { km },
          },
        }
      : { sentence: 'outstationKm', figures: billed };
  const lines = [line('outstation-km', says, billedKm * rates.perKmPaise)];
  if (rates.driverAllowancePerDayPaise > 0)
    lines.push(
      line(
        'driver-allowance',
        {
          sentence: 'driverAllowance',
          figures: { days: { days }, rate: { paise: rates.driverAllowancePerDayPaise } },
        },
        days * rates.driverAllowancePerDayPaise,
      ),
    );
  return lines;
}

/** The amount of one duty under one tariff, line by line. Throws on figures that cannot be. */
export function computeDutyCharge(rates: TariffRates, slip: BillableSlip): DutyCharge {
  const problem = billableSlipProblem(slip);
  if (problem) throw new RangeError(problem);
  const run = {
    km: slip.garageInKm - slip.garageOutKm,
    minutes: minutesBetween(slip.garageOutAt, slip.garageInAt),
  };
  let packageHours: number | null = null;
  const lines: ChargeLine[] = [];
  switch (rates.base.kind) {
    case 'package': {
      const priced = packageLines(rates.base, run, slip.packageHours);
      packageHours = priced.hours;
      lines.push(...priced.lines);
      break;
    }
    case 'flat':
      lines.push(...flatLines(rates.base, run));
      break;
    case 'outstation':
      lines.push(
        ...outstationLines(
          rates.base,
          run.km,
          calendarDaysTouched(slip.garageOutAt, slip.garageInAt),
        ),
      );
      break;
  }
  if (rates.night) lines.push(...nightLines(rates.night, slip));
  if (rates.waiting) lines.push(...waitingLines(rates.waiting, slip));
  lines.push(...actualLines(slip.charges ?? []));

  const sum = (subset: ChargeLine[]) => subset.reduce((total, l) => total + l.amountPaise, 0);
  const taxablePaise = sum(lines.filter((l) => l.taxable));
  const pureAgentPaise = sum(lines.filter((l) => !l.taxable));
  return {
    lines,
    taxablePaise,
    pureAgentPaise,
    totalPaise: taxablePaise + pureAgentPaise,
    km: run.km,
    minutes: run.minutes,
    packageHours,
  };
}
