import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from './config.js';

export interface Secrets {
  jwtSecret: string;
  aadhaarHmacKey: string;
  /** Password of the embedded PostgreSQL's superuser. */
  databasePassword: string;
  /** Web Push (VAPID) key pair: browsers accept pushes signed with it. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const generate = () => randomBytes(32).toString('base64url');

/**
 * Secrets come from the environment; whatever is not set there is generated once and kept in
 * DATA_DIR/secrets.json (mode 600), so sessions and hashes survive restarts of a laptop install.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<Secrets>)
    .catch((): Partial<Secrets> => ({}));
  const vapid =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }
      : webPush.generateVAPIDKeys();
  const kept: Secrets = {
    jwtSecret: stored.jwtSecret ?? generate(),
    aadhaarHmacKey: stored.aadhaarHmacKey ?? generate(),
    databasePassword: stored.databasePassword ?? generate(),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if (JSON.stringify(kept) !== JSON.stringify(stored)) {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ...kept,
    jwtSecret: config.JWT_SECRET ?? kept.jwtSecret,
    aadhaarHmacKey: config.AADHAAR_HMAC_KEY ?? kept.aadhaarHmacKey,
  };
}
