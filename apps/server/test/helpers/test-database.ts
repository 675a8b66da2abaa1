import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup.js';

/**
 * A database of this test run without an app: cloned from the migrated template (job queues'
 * schema included), or empty. Dropped with the others when the run ends.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `${template.replace(/_template$/, '')}_db_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    adminUrl,
    options.empty
      ? `create database "${name}"`
      : `create database "${name}" template "${template}"`,
  );
  return withDatabase(adminUrl, name);
}
