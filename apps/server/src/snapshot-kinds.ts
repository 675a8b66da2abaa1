/**
 * Prints, as JSON, what GET /api/meta answers on each kind of installation (plugins/
 * page-snapshots.ts): the web build draws its public pages once for each (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Meta } from '@raahi/domain/api';
import { DEMO_PASSWORD, demoSignIns } from './db/seed/demo-sign-ins.js';
import { SERVER_ROOT } from './paths.js';
import { snapshotKindOf } from './plugins/page-snapshots.js';

const { version } = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};
const accounts = demoSignIns();
const demos: Meta['demo'][] = [
  null,
  { password: DEMO_PASSWORD, accounts },
  { password: null, accounts },
];
const kinds = Object.fromEntries(
  demos.map((demo) => [snapshotKindOf(demo) ?? '', { version, demo } satisfies Meta]),
);
console.log(JSON.stringify(kinds));
