import { z } from 'zod';
import {
  CONTACT_JOB_ROLE_VALUES,
  FUEL_TYPES,
  LANGUAGES,
  SERVICE_TYPES,
  VEHICLE_CATEGORIES,
  VEHICLE_FACILITIES,
  WORK_SCHEDULES,
} from './lists';
import { ROLES } from './roles';

// zod's enums of the domain's fixed lists. The lists themselves (lists.ts, roles.ts) are free of
// zod: every signed-in screen reads a role or a list's values, and only forms need the schemas.

export const RoleSchema = z.enum(ROLES);
export const VehicleCategorySchema = z.enum(VEHICLE_CATEGORIES);
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export const WorkScheduleSchema = z.enum(WORK_SCHEDULES);
export const VehicleFacilitySchema = z.enum(VEHICLE_FACILITIES);
export const LanguageSchema = z.enum(LANGUAGES);
export const FuelTypeSchema = z.enum(FUEL_TYPES);
export const ContactJobRoleSchema = z.enum(CONTACT_JOB_ROLE_VALUES);
