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
  const stored = await readStored(file);
  let kept = complete(stored ?? {});
  if (JSON.stringify(kept) !== JSON.stringify(stored)) {
    await fs.mkdir(config.dataDir, { recursive: true });
    kept = stored === undefined ? await createOnce(file, kept) : await replace(file, kept);
  }
  return {
    ...kept,
    jwtSecret: config.JWT_SECRET ?? kept.jwtSecret,
    aadhaarHmacKey: config.AADHAAR_HMAC_KEY ?? kept.aadhaarHmacKey,
  };
}

/** The file's secrets; undefined when there is no file (an unreadable one counts as empty). */
async function readStored(file: string): Promise<Partial<Secrets> | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : {};
  }
}

/** The stored secrets, with any that are missing generated. */
function complete(stored: Partial<Secrets>): Secrets {
  const vapid =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }
      : webPush.generateVAPIDKeys();
  return {
    jwtSecret: stored.jwtSecret ?? generate(),
    aadhaarHmacKey: stored.aadhaarHmacKey ?? generate(),
    databasePassword: stored.databasePassword ?? generate(),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}

const asText = (secrets: Secrets) => `${JSON.stringify(secrets, null, 2)}\n`;

/**
 * Writes the first secrets.json unless another process sharing DATA_DIR just did: processes
 * started together on an empty folder must all use one set of keys (a Web Push key pair that
 * differed between them would make pushes fail). A hard link appears whole or not at all, so the
 * loser reads the winner's complete file.
 */
async function createOnce(file: string, secrets: Secrets): Promise<Secrets> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, asText(secrets), { mode: 0o600 });
  try {
    await fs.link(draft, file);
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readStored(file);
    const merged = complete(theirs ?? {});
    return JSON.stringify(merged) === JSON.stringify(theirs) ? merged : replace(file, merged);
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** Rewrites secrets.json whole (rename replaces it at once), keeping what it already held. */
async function replace(file: string, secrets: Secrets): Promise<Secrets> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, asText(secrets), { mode: 0o600 });
  await fs.rename(draft, file);
  return secrets;
}
