import { describe, expect, it } from 'vitest';
import {
  CONTACT_JOB_ROLES,
  CONTACT_JOB_ROLE_VALUES,
  FUEL_TYPES,
  LANGUAGES,
  SERVICE_TYPES,
  VEHICLE_CATEGORIES,
  VEHICLE_FACILITIES,
  WORK_SCHEDULES,
  jobRoleLabel,
} from '../src/lists';
import { ContactJobRoleSchema, VehicleCategorySchema } from '../src/enum-schemas';

describe('vehicle categories', () => {
  // Spec §9: 11 named categories and 13 seater sizes.
  const seaterSizes = [9, 10, 12, 13, 16, 21, 25, 27, 30, 33, 40, 45, 50];

  it('has the 11 named categories then the 13 seater sizes, 24 in all', () => {
    expect(VEHICLE_CATEGORIES).toHaveLength(24);
    expect(VEHICLE_CATEGORIES.slice(0, 11)).toEqual([
      'Hatchback',
      'Hatchback Premium',
      'Hatchback EV',
      'Sedan',
      'Premium Sedan',
      'Sedan EV',
      'SUV 5 Seater',
      'SUV 5 Seater EV',
      'SUV',
      'SUV EV',
      'Premium SUV',
    ]);
    expect(VEHICLE_CATEGORIES.slice(11)).toEqual(seaterSizes.map((size) => `${size} Seater`));
  });

  it('has no duplicates and validates exact values', () => {
    expect(new Set(VEHICLE_CATEGORIES).size).toBe(VEHICLE_CATEGORIES.length);
    expect(VehicleCategorySchema.safeParse('12 Seater').success).toBe(true);
    expect(VehicleCategorySchema.safeParse('12 seater').success).toBe(false);
  });
});

describe('spec lists', () => {
  it('lists the 7 service types', () => {
    expect(SERVICE_TYPES).toEqual([
      'Employee Pick & Drop',
      'AD/Hoc Cabs',
      'Event Travel',
      'Airport Transport',
      'Outstation',
      'One way Drop',
      'Local Package',
    ]);
  });

  it('lists the 3 work schedules', () => {
    expect(WORK_SCHEDULES).toEqual(['Weekdays', 'Weekends', 'Full Week']);
  });

  it('lists the 7 vehicle facilities', () => {
    expect(VEHICLE_FACILITIES).toEqual([
      'WiFi',
      'Pet Friendly',
      'Water Bottles',
      'Magazines',
      'Physical Challenges Support',
      'Old Age People Support',
      'Pregnant Women Support',
    ]);
  });

  it('lists the 9 languages with the spec spelling', () => {
    expect(LANGUAGES).toEqual([
      'Kannada',
      'English',
      'Hindi',
      'Tamil',
      'Malyalam',
      'Telugu',
      'Urdu',
      'Marati',
      'Konkani',
    ]);
  });

  it('lists the 6 fuel types', () => {
    expect(FUEL_TYPES).toEqual(['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid', 'LPG']);
  });
});

describe('contact job roles', () => {
  it('has the 12 spec values in order', () => {
    expect(CONTACT_JOB_ROLE_VALUES).toEqual([
      'fleet_manager',
      'assistant_fleet_manager',
      'fleet_supervisor',
      'operations_manager',
      'trip_coordinator',
      'dispatch_officer',
      'route_planner',
      'general_manager',
      'head_transport',
      'regional_ops_manager',
      'director_fleet',
      'ceo',
    ]);
    expect(ContactJobRoleSchema.options).toEqual(CONTACT_JOB_ROLE_VALUES);
    expect(ContactJobRoleSchema.safeParse('Fleet Manager').success).toBe(false);
  });

  it('uses the spec labels verbatim, with en dashes', () => {
    expect(jobRoleLabel('route_planner')).toBe('Route Planner / Scheduler');
    expect(jobRoleLabel('general_manager')).toBe('General Manager \u2013 Fleet Operations');
    expect(jobRoleLabel('head_transport')).toBe('Head of Transport / Mobility Services');
    expect(jobRoleLabel('director_fleet')).toBe('Director \u2013 Fleet & Logistics');
    expect(jobRoleLabel('ceo')).toBe('CEO / Founder');
  });

  it('title-cases the others', () => {
    expect(jobRoleLabel('fleet_manager')).toBe('Fleet Manager');
    expect(jobRoleLabel('assistant_fleet_manager')).toBe('Assistant Fleet Manager');
    expect(jobRoleLabel('regional_ops_manager')).toBe('Regional Operations Manager');
    expect(new Set(CONTACT_JOB_ROLES.map((role) => role.label)).size).toBe(12);
  });
});
