import {
  TariffVersionSchema,
  type TariffRatesInput,
  type TariffSide,
  type TariffVersionInput,
} from '@raahi/domain/billing';

/**
 * The add-a-tariff form as people type it (rupees, blanks) and its reading into the API's
 * version in paise, with a problem for each field that cannot be read or that the domain's
 * schema refuses.
 */

export type BaseKind = 'package' | 'flat' | 'outstation';

export interface PackageRow {
  hours: string;
  km: string;
  price: string;
  extraKm: string;
  extraHour: string;
}

export interface TariffForm {
  side: TariffSide;
  /** '' is the default for every party. */
  partyId: string;
  serviceType: string;
  vehicleCategory: string;
  effectiveFrom: string;
  kind: BaseKind;
  packages: PackageRow[];
  /** Blank: never jump to the next package. */
  slabJumpMinutes: string;
  flat: {
    fare: string;
    includedKm: string;
    includedHours: string;
    extraKm: string;
    extraHour: string;
  };
  outstation: { perKm: string; minKmPerDay: string; allowancePerDay: string };
  night: { on: boolean; start: string; end: string; perHour: string; perNight: string };
  waiting: { on: boolean; freeMinutes: string; perHour: string };
}

export const emptyPackage = (): PackageRow => ({
  hours: '',
  km: '',
  price: '',
  extraKm: '',
  extraHour: '',
});

export function emptyTariffForm(side: TariffSide, effectiveFrom: string): TariffForm {
  return {
    side,
    partyId: '',
    serviceType: '',
    vehicleCategory: '',
    effectiveFrom,
    kind: 'package',
    packages: [emptyPackage()],
    slabJumpMinutes: '',
    flat: { fare: '', includedKm: '', includedHours: '', extraKm: '0', extraHour: '0' },
    outstation: { perKm: '', minKmPerDay: '250', allowancePerDay: '0' },
    night: { on: false, start: '22:00', end: '06:00', perHour: '0', perNight: '0' },
    waiting: { on: false, freeMinutes: '30', perHour: '' },
  };
}

/** A field's problem: one of the form's own (translated by the screen) or the domain's words. */
export type FieldProblem = { code: 'rupees' | 'whole' | 'required' } | { message: string };
export type FormProblems = Record<string, FieldProblem>;

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;

/** Where a domain schema path shows on the form. */
const FIELD_OF: Record<string, string> = {
  pricePaise: 'price',
  extraKmPaise: 'extraKm',
  extraHourPaise: 'extraHour',
  farePaise: 'fare',
  perKmPaise: 'perKm',
  driverAllowancePerDayPaise: 'allowancePerDay',
  perHourPaise: 'perHour',
  perNightPaise: 'perNight',
  slabJumpAfterMinutes: 'slabJumpMinutes',
};

function formFieldOf(path: readonly PropertyKey[], kind: BaseKind): string {
  const [top, part, ...rest] = path.map(String);
  if (top !== 'rates') return top ?? 'form';
  const leaf = rest.length > 0 ? rest[rest.length - 1]! : '';
  if (part === 'base') {
    if (rest[0] === 'packages')
      return rest.length > 2 ? `packages.${rest[1]}.${FIELD_OF[leaf] ?? leaf}` : 'packages';
    const field = FIELD_OF[leaf] ?? leaf;
    return kind === 'package' ? field : `${kind}.${field}`;
  }
  if (part === 'night' && rest[0] === 'windows') return `night.${leaf}`;
  return `${part}.${FIELD_OF[leaf] ?? leaf}`;
}

/** The form as the API's version, or what is wrong with it field by field. */
export function readTariffForm(
  form: TariffForm,
): { version: TariffVersionInput; problems: null } | { version: null; problems: FormProblems } {
  const problems: FormProblems = {};
  const paise = (field: string, text: string) => {
    const value = text.trim();
    if (!RUPEES.test(value)) {
      problems[field] = { code: value === '' ? 'required' : 'rupees' };
      return 0;
    }
    return Math.round(Number(value) * 100);
  };
  const whole = (field: string, text: string, blank: 'required' | 'null' = 'required') => {
    const value = text.trim();
    if (value === '' && blank === 'null') return null;
    if (!WHOLE.test(value)) {
      problems[field] = { code: value === '' ? 'required' : 'whole' };
      return 0;
    }
    return Number(value);
  };
  for (const field of ['serviceType', 'vehicleCategory', 'effectiveFrom'] as const)
    if (!form[field]) problems[field] = { code: 'required' };

  let base: TariffRatesInput['base'];
  if (form.kind === 'package')
    base = {
      kind: 'package',
      packages: form.packages.map((row, i) => ({
        hours: whole(`packages.${i}.hours`, row.hours)!,
        km: whole(`packages.${i}.km`, row.km)!,
        pricePaise: paise(`packages.${i}.price`, row.price),
        extraKmPaise: paise(`packages.${i}.extraKm`, row.extraKm),
        extraHourPaise: paise(`packages.${i}.extraHour`, row.extraHour),
      })),
      slabJumpAfterMinutes: whole('slabJumpMinutes', form.slabJumpMinutes, 'null'),
    };
  else if (form.kind === 'flat')
    base = {
      kind: 'flat',
      farePaise: paise('flat.fare', form.flat.fare),
      includedKm: whole('flat.includedKm', form.flat.includedKm, 'null'),
      includedHours: whole('flat.includedHours', form.flat.includedHours, 'null'),
      extraKmPaise: paise('flat.extraKm', form.flat.extraKm),
      extraHourPaise: paise('flat.extraHour', form.flat.extraHour),
    };
  else
    base = {
      kind: 'outstation',
      perKmPaise: paise('outstation.perKm', form.outstation.perKm),
      minKmPerDay: whole('outstation.minKmPerDay', form.outstation.minKmPerDay)!,
      driverAllowancePerDayPaise: paise(
        'outstation.allowancePerDay',
        form.outstation.allowancePerDay,
      ),
    };
  const rates: TariffRatesInput = {
    base,
    night: form.night.on
      ? {
          windows: [{ start: form.night.start, end: form.night.end }],
          perHourPaise: paise('night.perHour', form.night.perHour),
          perNightPaise: paise('night.perNight', form.night.perNight),
        }
      : null,
    waiting: form.waiting.on
      ? {
          freeMinutes: whole('waiting.freeMinutes', form.waiting.freeMinutes)!,
          perHourPaise: paise('waiting.perHour', form.waiting.perHour),
        }
      : null,
  };
  if (Object.keys(problems).length > 0) return { version: null, problems };
  const version = {
    side: form.side,
    partyId: form.partyId || null,
    serviceType: form.serviceType,
    vehicleCategory: form.vehicleCategory,
    effectiveFrom: form.effectiveFrom,
    rates,
  };
  const checked = TariffVersionSchema.safeParse(version);
  if (checked.success) return { version: version as TariffVersionInput, problems: null };
  for (const issue of checked.error.issues) {
    const field = formFieldOf(issue.path, form.kind);
    problems[field] ??= { message: issue.message };
  }
  return { version: null, problems };
}
