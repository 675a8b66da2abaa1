import { TariffRatesSchema, type TariffRatesInput, type TariffSide } from '@raahi/domain/billing';
import { SERVICE_TYPES, type ServiceType, type VehicleCategory } from '@raahi/domain/lists';
import { asc } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { companies, tariffVersions, vehicles } from '../schema/index.js';

/** When the demo's default tariffs take effect: the financial year before its duties. */
const DEMO_TARIFFS_FROM = '2025-04-01';
/** The first client company's own rates for staff transport, from this date. */
const DEMO_CONTRACT_FROM = '2026-01-01';

/** How a category's rates compare with a sedan's, in percent. */
function categoryPercent(category: VehicleCategory): number {
  if (category.startsWith('Hatchback')) return 85;
  if (category === 'Premium Sedan' || category === 'Premium SUV') return 150;
  if (category.startsWith('SUV')) return 130;
  const seats = Number.parseInt(category, 10);
  return Number.isNaN(seats) ? 100 : Math.max(180, seats * 12);
}

/** Sedan rates for each kind of service, the vendor's (purchase) about 80% of the client's. */
function ratesFor(service: ServiceType, percent: number): TariffRatesInput {
  const rupees = (amount: number) => Math.round((amount * percent) / 100) * 100;
  const night = {
    windows: [{ start: '22:00', end: '06:00' }],
    perHourPaise: 0,
    perNightPaise: rupees(250),
  };
  if (service === 'Outstation')
    return {
      base: {
        kind: 'outstation',
        perKmPaise: rupees(13),
        minKmPerDay: 250,
        driverAllowancePerDayPaise: rupees(300),
      },
    };
  if (service === 'Airport Transport' || service === 'One way Drop')
    return {
      base: {
        kind: 'flat',
        farePaise: rupees(service === 'Airport Transport' ? 1_100 : 1_800),
        includedKm: service === 'Airport Transport' ? 45 : 80,
        includedHours: 3,
        extraKmPaise: rupees(16),
        extraHourPaise: rupees(150),
      },
      night,
      waiting: { freeMinutes: 30, perHourPaise: rupees(120) },
    };
  return {
    base: {
      kind: 'package',
      packages: [
        {
          hours: 4,
          km: 40,
          pricePaise: rupees(1_600),
          extraKmPaise: rupees(18),
          extraHourPaise: rupees(200),
        },
        {
          hours: 8,
          km: 80,
          pricePaise: rupees(3_200),
          extraKmPaise: rupees(18),
          extraHourPaise: rupees(200),
        },
        {
          hours: 12,
          km: 120,
          pricePaise: rupees(4_800),
          extraKmPaise: rupees(18),
          extraHourPaise: rupees(200),
        },
      ],
      slabJumpAfterMinutes: 60,
    },
    night,
  };
}

/**
 * Default sale and purchase tariffs for every service type and every category in the demo
 * fleet, in force before the demo's duties, so each completed duty is priced on first start;
 * and the first client company's own, cheaper staff-transport rates from January 2026.
 */
export async function insertDemoTariffs(tx: Transaction) {
  const categories = (await tx.selectDistinct({ category: vehicles.category }).from(vehicles)).map(
    (row) => row.category as VehicleCategory,
  );
  const [firstCompany] = await tx.select().from(companies).orderBy(asc(companies.name)).limit(1);
  const version = (
    side: TariffSide,
    service: ServiceType,
    category: VehicleCategory,
    percent: number,
    partyId: string | null = null,
    effectiveFrom = DEMO_TARIFFS_FROM,
  ) => ({
    side,
    partyId,
    serviceType: service,
    vehicleCategory: category,
    effectiveFrom,
    rates: TariffRatesSchema.parse(ratesFor(service, percent)),
  });
  const rows = categories.flatMap((category) => [
    ...SERVICE_TYPES.flatMap((service) => [
      version('sale', service, category, categoryPercent(category)),
      version('purchase', service, category, Math.round(categoryPercent(category) * 0.8)),
    ]),
    ...(firstCompany
      ? [
          version(
            'sale',
            'Employee Pick & Drop',
            category,
            Math.round(categoryPercent(category) * 0.9),
            firstCompany.id,
            DEMO_CONTRACT_FROM,
          ),
        ]
      : []),
  ]);
  if (rows.length > 0) await tx.insert(tariffVersions).values(rows);
}
