import pg from 'pg';

const POOL_SIZE = 3;

/** The job runner's own small pool, beside the application's, and pg-boss's way into it. */
export function createJobPool(connection: pg.PoolConfig) {
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE, application_name: 'raahi-jobs' });
  pool.on('error', () => {}); // an idle connection lost: the pool replaces it

  return {
    pool,

    /**
     * pg-boss sends some commands as one text with its own BEGIN and COMMIT; when one fails
     * midway its connection is left inside the failed transaction and would refuse everything
     * after, so a connection that met an error is closed instead of going back to the pool.
     */
    executeSql: async (text: string, values?: unknown[]) => {
      const client = await pool.connect();
      try {
        const result = await client.query(text, values);
        client.release();
        return result;
      } catch (error) {
        client.release(true);
        throw error;
      }
    },
  };
}
