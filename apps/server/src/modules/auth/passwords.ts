import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes); ~13 ms a hash on this class of machine.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified against when an account does not exist, so unknown and known emails take as long.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    dummyHash ??= hash('raahi-no-such-account', OPTIONS);
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
