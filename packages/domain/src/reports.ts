import { z } from 'zod';
import { DutyStatusSchema } from './duty-moves';
import { ServiceTypeSchema } from './enum-schemas';
import { BILLING_GROUP_COLUMNS, BILLING_REPORTS } from './billing-reports';
import { isVendorRole, type Role } from './roles';

/**
 * The reports at `/reports/<kind>` and `GET /api/reports/<kind>`. Dashboard charts link to a
 * report with `reportPath(kind, filters)`: the same query names on the page and on the API.
 */
export const REPORT_KINDS = [
  'duties',
  'driver-performance',
  'vehicle-utilisation',
  'compliance',
  'vendor-performance',
  'invoices',
  'billed-by-company',
  'receivables',
  'vendor-settlements',
] as const;
export const ReportKindSchema = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof ReportKindSchema>;

/** Every grouping of any report; `REPORTS[kind].groups` says which a report takes. */
export const REPORT_GROUPS = [
  'day',
  'month',
  'company',
  'vendor',
  'serviceType',
  'status',
  'duty',
  'driver',
  'vehicle',
  'document',
  'settlement',
] as const;
export const ReportGroupSchema = z.enum(REPORT_GROUPS);
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

/** How a column's values are written: counts and km with Indian grouping, dates dd/mm/yyyy. */
export const REPORT_COLUMN_TYPES = [
  'text',
  'date',
  'month',
  'count',
  'km',
  'hours',
  'percent',
  'rating',
  'rupees',
] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
}

/** A started duty is on time when it started within this many minutes of its scheduled start. */
export const ON_TIME_GRACE_MINUTES = 15;
/** The longest period a report covers: a financial year, with a day to spare for a leap year. */
export const MAX_REPORT_DAYS = 366;

const col = (key: string, label: string, type: ReportColumnType): ReportColumn => ({
  key,
  label,
  type,
});

const DUTY_MEASURES = [
  col('duties', 'Duties', 'count'),
  col('completed', 'Completed', 'count'),
  col('cancelled', 'Cancelled', 'count'),
  col('noShow', 'No-shows', 'count'),
  col('km', 'Km', 'km'),
  col('hours', 'Hours', 'hours'),
];

/** The label column of each grouping; a duty row has its own columns. */
export const GROUP_COLUMNS: Record<ReportGroup, ReportColumn[]> = {
  day: [col('day', 'Day', 'date')],
  month: [col('month', 'Month', 'month')],
  company: [col('company', 'Company', 'text')],
  vendor: [col('vendor', 'Vendor', 'text')],
  serviceType: [col('serviceType', 'Service type', 'text')],
  status: [col('status', 'Status', 'text')],
  duty: [
    col('duty', 'Duty', 'text'),
    col('day', 'Day', 'date'),
    col('company', 'Company', 'text'),
    col('vendor', 'Vendor', 'text'),
    col('serviceType', 'Service type', 'text'),
    col('status', 'Status', 'text'),
    col('driver', 'Driver', 'text'),
    col('vehicle', 'Vehicle', 'text'),
  ],
  driver: [col('driver', 'Driver', 'text'), col('vendor', 'Vendor', 'text')],
  vehicle: [col('vehicle', 'Vehicle', 'text'), col('vendor', 'Vendor', 'text')],
  ...BILLING_GROUP_COLUMNS,
};

interface ReportDefinition {
  title: string;
  /** Billing's reports are the operator's with its clients; a vendor reads only its own settlements. */
  audience: 'everyone' | 'operator' | 'operator-and-vendors';
  description: string;
  groups: readonly ReportGroup[];
  /** The measures after the group's columns; the first is the chart's. */
  measures: ReportColumn[];
  /** Which filters the report reads (the rest are ignored). */
  filters: readonly ReportFilterName[];
  defaultSort: string;
  /** Whether the period applies (compliance is as of today). */
  period: boolean;
}

export const REPORT_FILTERS = [
  'vendorId',
  'companyId',
  'serviceType',
  'status',
  'driverId',
  'vehicleId',
] as const;
export type ReportFilterName = (typeof REPORT_FILTERS)[number];

export const REPORTS = {
  duties: {
    audience: 'everyone',
    title: 'Duties',
    description: 'Duties by day, month, company, vendor, service type or status, or one by one',
    groups: ['day', 'month', 'company', 'vendor', 'serviceType', 'status', 'duty'],
    measures: DUTY_MEASURES,
    filters: REPORT_FILTERS,
    defaultSort: 'day',
    period: true,
  },
  'driver-performance': {
    audience: 'everyone',
    title: 'Driver performance',
    description: 'Duties, km, hours, on-time starts, cancellations and average rating per driver',
    groups: ['driver'],
    measures: [
      col('duties', 'Duties', 'count'),
      col('completed', 'Completed', 'count'),
      col('km', 'Km', 'km'),
      col('hours', 'Hours', 'hours'),
      col('onTimeRate', 'On time', 'percent'),
      col('cancelled', 'Cancelled', 'count'),
      col('noShow', 'No-shows', 'count'),
      col('rating', 'Average rating', 'rating'),
    ],
    filters: ['vendorId', 'companyId', 'serviceType', 'driverId'],
    defaultSort: 'duties',
    period: true,
  },
  'vehicle-utilisation': {
    audience: 'everyone',
    title: 'Vehicle utilisation',
    description: 'Km, hours, days in use and idle days per vehicle',
    groups: ['vehicle'],
    measures: [
      col('duties', 'Duties', 'count'),
      col('km', 'Km', 'km'),
      col('hours', 'Hours', 'hours'),
      col('activeDays', 'Days in use', 'count'),
      col('idleDays', 'Idle days', 'count'),
    ],
    filters: ['vendorId', 'companyId', 'serviceType', 'vehicleId'],
    defaultSort: 'km',
    period: true,
  },
  compliance: {
    audience: 'everyone',
    title: 'Compliance',
    description: "Vehicles' papers and drivers' licences expiring and expired, by vendor",
    groups: ['vendor', 'vehicle'],
    measures: [
      col('vehicles', 'Vehicles', 'count'),
      col('expired', 'Papers expired', 'count'),
      col('expiring', 'Papers expiring', 'count'),
      col('missing', 'Papers missing', 'count'),
      col('licencesExpired', 'Licences expired', 'count'),
      col('licencesExpiring', 'Licences expiring', 'count'),
    ],
    filters: ['vendorId', 'vehicleId'],
    defaultSort: 'expired',
    period: false,
  },
  'vendor-performance': {
    audience: 'everyone',
    title: 'Vendor performance',
    description: 'Duties accepted, completed, on time, no-shows and average rating per vendor',
    groups: ['vendor'],
    measures: [
      col('duties', 'Duties', 'count'),
      col('accepted', 'Accepted', 'count'),
      col('completed', 'Completed', 'count'),
      col('onTime', 'On time', 'count'),
      col('noShow', 'No-shows', 'count'),
      col('cancelled', 'Cancelled', 'count'),
      col('rating', 'Average rating', 'rating'),
    ],
    filters: ['vendorId', 'companyId', 'serviceType'],
    defaultSort: 'duties',
    period: true,
  },
  ...BILLING_REPORTS,
} as const satisfies Record<ReportKind, ReportDefinition>;

/** The reports a role may open: billing's are the operator's, a vendor's settlements its own. */
export function reportKindsFor(role: Role): ReportKind[] {
  if (role === 'driver') return ['driver-performance'];
  return REPORT_KINDS.filter(
    (kind) => !isVendorRole(role) || REPORTS[kind].audience !== 'operator',
  );
}

/** A report's columns for a grouping: the group's label columns, then the measures. */
export function reportColumns(kind: ReportKind, group: ReportGroup): ReportColumn[] {
  const measures: ReportColumn[] = REPORTS[kind].measures;
  return [...GROUP_COLUMNS[group], ...measures];
}

const MAX_REPORT_MS = MAX_REPORT_DAYS * 86_400_000;

const ReportFilterFields = z.object({
  /** IST calendar days, both included; this month in IST when left out. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  vendorId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  serviceType: ServiceTypeSchema.optional(),
  status: DutyStatusSchema.optional(),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
  groupBy: ReportGroupSchema.optional(),
});

const OrderFields = {
  /** A column key of the report (400 otherwise). */
  sort: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/)
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

/** A period that ends after it starts, and at most MAX_REPORT_DAYS long. */
const withPeriodChecks = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: 'The period ends before it starts',
    })
    .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_REPORT_MS, {
      path: ['to'],
      message: `A report covers at most ${MAX_REPORT_DAYS} days`,
    });

/** The filters of `GET /api/reports/:kind` and of the page `/reports/<kind>`. */
export const ReportFiltersSchema = withPeriodChecks(ReportFilterFields);
export type ReportFilters = z.infer<typeof ReportFilterFields>;

export const ReportQuerySchema = withPeriodChecks(
  ReportFilterFields.extend({
    ...OrderFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const ReportFormatSchema = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormatSchema>;

export const ReportExportQuerySchema = withPeriodChecks(
  ReportFilterFields.extend({ ...OrderFields, format: ReportFormatSchema }),
);
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

const ReportValueSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportValue = z.infer<typeof ReportValueSchema>;
export type ReportRow = Record<string, ReportValue>;

export const ReportPageSchema = z.object({
  kind: ReportKindSchema,
  title: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: ReportGroupSchema,
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_COLUMN_TYPES) }),
  ),
  rows: z.array(z.record(z.string(), ReportValueSchema)),
  /** The measures over every row of the report, not only this page's. */
  totals: z.record(z.string(), ReportValueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

/** `/reports/<kind>?from&to&…`: the page a dashboard chart opens, with its filters. */
export function reportPath(kind: ReportKind, filters: Partial<ReportFilters> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return `/reports/${kind}${query ? `?${query}` : ''}`;
}
