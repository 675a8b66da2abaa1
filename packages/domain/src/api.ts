import { z } from 'zod';
import { RoleSchema } from './enum-schemas';

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MAX_PAGE_SIZE = 100;

const LIST_QUERY_SHAPE = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: z.string().optional(),
  q: z.string().trim().max(100).optional(),
};

export function listQuerySchema<T extends z.ZodRawShape = Record<never, never>>(filters?: T) {
  return z.object(LIST_QUERY_SHAPE).extend(filters ?? ({} as T));
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

export function pageOf<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    items: z.array(itemSchema),
    /** Exact when `totalExact`; otherwise a lower bound ("1,000+"): counting stops there. */
    total: z.number().int().min(0),
    totalExact: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });
}

export const HEALTH_STATUSES = ['ok', 'degraded'] as const;
export const HealthStatusSchema = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof HealthStatusSchema>;

export const DB_STATUSES = ['ok', 'down'] as const;
export const DbStatusSchema = z.enum(DB_STATUSES);
export type DbStatus = z.infer<typeof DbStatusSchema>;

export const HealthSchema = z.object({
  status: HealthStatusSchema,
  db: DbStatusSchema,
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** A demo account the sign-in page offers (GET /meta). */
export const DemoSignInSchema = z.object({
  role: RoleSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** 'password': email + the demo password; 'otp': phone, the code is in the server log. */
  method: z.enum(['password', 'otp']),
  note: z.string().optional(),
});
export type DemoSignIn = z.infer<typeof DemoSignInSchema>;

/** GET /meta: the version, and the demo sign-ins when the installation runs on demo data. */
export const MetaSchema = z.object({
  version: z.string(),
  demo: z
    .object({
      // Shown outside production only: a production server never hands out a password.
      password: z.string().nullable(),
      accounts: z.array(DemoSignInSchema),
    })
    .nullable(),
});
export type Meta = z.infer<typeof MetaSchema>;
export type DemoMeta = NonNullable<Meta['demo']>;

/**
 * A PATCH body for an object schema: every field optional, and no field filled in by its
 * default, so a field the caller did not send stays as it is (zod's .partial() keeps defaults).
 */
export function updateSchemaOf<T extends z.ZodRawShape>(
  object: z.ZodObject<T>,
): z.ZodType<Partial<z.output<z.ZodObject<T>>>, Partial<z.input<z.ZodObject<T>>>> {
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  );
  return z
    .object(shape)
    .partial()
    .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' }) as never;
}
