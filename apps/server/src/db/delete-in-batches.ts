const BATCH_ROWS = 5_000;

/**
 * Runs a delete of at most `limit` rows until one deletes fewer: a purge of a big backlog (the
 * first run, or a shorter retention) then never holds its locks or its WAL in one statement.
 * The rows deleted.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  limit = BATCH_ROWS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(limit);
    total += deleted;
    if (deleted < limit) return total;
  }
}
