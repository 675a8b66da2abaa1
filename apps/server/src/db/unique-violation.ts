import { DatabaseError } from 'pg';

/** The field a unique-constraint violation is about, from the index name (`users_email_key` → email). */
export function uniqueViolationField(error: unknown): string | undefined {
  const cause =
    error instanceof DatabaseError ? error : (error as { cause?: unknown } | undefined)?.cause;
  if (!(cause instanceof DatabaseError) || cause.code !== '23505' || !cause.constraint)
    return undefined;
  const match = /_([a-z_]+?)_(key|unique)$/.exec(
    cause.constraint.replace(/^users_(vendor_side_|driver_)/, 'users_'),
  );
  return match?.[1]?.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
