import { DatabaseError } from 'pg';

function databaseError(error: unknown): DatabaseError | undefined {
  if (error instanceof DatabaseError) return error;
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof DatabaseError ? cause : undefined;
}

/** The constraint an exclusion violation (SQLSTATE 23P01) is about, if that is what failed. */
export function exclusionViolation(error: unknown): string | undefined {
  const cause = databaseError(error);
  return cause?.code === '23P01' ? cause.constraint : undefined;
}

/** A deadlock or serialization failure: the transaction may simply be tried again. */
export function isRetryable(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a transaction again (a few times) when PostgreSQL aborted it for a deadlock. Concurrent
 * bookings of one driver wait on each other in the exclusion check, and a pair that sees each
 * other is a deadlock; tried again at once, a loser meets the same crowd again (a test of ten such
 * bookings failed once on a loaded machine, after 14 s of one-second deadlock checks). A short,
 * random pause lets the others finish first.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
