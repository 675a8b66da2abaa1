export const VEHICLE_CATEGORIES = [
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
  '9 Seater',
  '10 Seater',
  '12 Seater',
  '13 Seater',
  '16 Seater',
  '21 Seater',
  '25 Seater',
  '27 Seater',
  '30 Seater',
  '33 Seater',
  '40 Seater',
  '45 Seater',
  '50 Seater',
] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

export const SERVICE_TYPES = [
  'Employee Pick & Drop',
  'AD/Hoc Cabs',
  'Event Travel',
  'Airport Transport',
  'Outstation',
  'One way Drop',
  'Local Package',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const WORK_SCHEDULES = ['Weekdays', 'Weekends', 'Full Week'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];

export const VEHICLE_FACILITIES = [
  'WiFi',
  'Pet Friendly',
  'Water Bottles',
  'Magazines',
  'Physical Challenges Support',
  'Old Age People Support',
  'Pregnant Women Support',
] as const;
export type VehicleFacility = (typeof VEHICLE_FACILITIES)[number];

// Spellings ('Malyalam', 'Marati') are the spec's stored values; do not correct them.
export const LANGUAGES = [
  'Kannada',
  'English',
  'Hindi',
  'Tamil',
  'Malyalam',
  'Telugu',
  'Urdu',
  'Marati',
  'Konkani',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid', 'LPG'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const CONTACT_JOB_ROLES = [
  { value: 'fleet_manager', label: 'Fleet Manager' },
  { value: 'assistant_fleet_manager', label: 'Assistant Fleet Manager' },
  { value: 'fleet_supervisor', label: 'Fleet Supervisor' },
  { value: 'operations_manager', label: 'Operations Manager' },
  { value: 'trip_coordinator', label: 'Trip Coordinator' },
  { value: 'dispatch_officer', label: 'Dispatch Officer' },
  { value: 'route_planner', label: 'Route Planner / Scheduler' },
  { value: 'general_manager', label: 'General Manager – Fleet Operations' },
  { value: 'head_transport', label: 'Head of Transport / Mobility Services' },
  { value: 'regional_ops_manager', label: 'Regional Operations Manager' },
  { value: 'director_fleet', label: 'Director – Fleet & Logistics' },
  { value: 'ceo', label: 'CEO / Founder' },
] as const;
export const CONTACT_JOB_ROLE_VALUES = CONTACT_JOB_ROLES.map((role) => role.value);
export type ContactJobRole = (typeof CONTACT_JOB_ROLE_VALUES)[number];

export function jobRoleLabel(value: ContactJobRole): string {
  return CONTACT_JOB_ROLES.find((role) => role.value === value)?.label ?? value;
}
