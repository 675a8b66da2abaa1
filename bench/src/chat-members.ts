import { createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** A member as the bench signs in for it: its own account, sign-in and access token. */
export interface ChatMember {
  accessToken: string;
  user: { id: string; role: string };
}

/**
 * An access token as the server signs them (HS256 with JWT_SECRET, `sub`, `role`, `sid`). The
 * bench starts its chat servers with a secret of its own, so hundreds of members sign in
 * without hundreds of argon2 checks and the sign-in rate limit measuring instead of chat.
 */
function signAccess(secret: string, member: { id: string; role: string; sessionId: string }) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    role: member.role,
    sid: member.sessionId,
    typ: 'access',
    sub: member.id,
    iss: 'raahi',
    aud: 'raahi-api',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * Makes the operator↔vendor conversation of `vendorId` hold `members` people, as the model has
 * it: every operator account and the vendor's own people, topped up with VENDOR_USER staff of
 * that vendor (earlier runs' bench staff are deleted first, so the count is this run's).
 */
export async function addVendorStaff(pool: pg.Pool, vendorId: string, members: number) {
  await pool.query(
    `UPDATE users SET account_status = 'Deleted' WHERE reg_id LIKE 'CHAT-%' AND account_status <> 'Deleted'`,
  );
  const present = Number(
    (
      await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM users WHERE account_status <> 'Deleted'
           AND (role IN ('admin', 'ADMIN_USER') OR (vendor_id = $1 AND role IN ('vendor', 'VENDOR_USER')))`,
        [vendorId],
      )
    ).rows[0]!.n,
  );
  const tag = randomBytes(3).toString('hex');
  await pool.query(
    `INSERT INTO users (reg_id, role, name, account_status, vendor_id)
     SELECT 'CHAT-' || $1 || '-' || g, 'VENDOR_USER', 'Bench staff ' || g, 'Active', $2
     FROM generate_series(1, $3::int) g`,
    [tag, vendorId, Math.max(0, members - present)],
  );
}

/** A sign-in (a refresh-token family) and an access token for each current member but `except`. */
export async function signInMembers(
  pool: pg.Pool,
  conversationId: string,
  secret: string,
  except: string,
): Promise<ChatMember[]> {
  const { rows } = await pool.query<{ id: string; role: string; family_id: string }>(
    `WITH members AS (
       SELECT u.id, u.role FROM conversation_members m JOIN users u ON u.id = m.user_id
       WHERE m.conversation_id = $1 AND m.left_at IS NULL AND u.id <> $2)
     , signed AS (
       INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
       SELECT id, gen_random_uuid(), md5(random()::text || id::text || clock_timestamp()::text),
              now() + interval '1 day'
       FROM members RETURNING user_id, family_id)
     SELECT m.id, m.role, s.family_id FROM members m JOIN signed s ON s.user_id = m.id`,
    [conversationId, except],
  );
  return rows.map((row) => ({
    accessToken: signAccess(secret, { id: row.id, role: row.role, sessionId: row.family_id }),
    user: { id: row.id, role: row.role },
  }));
}

/** One account signed in (a refresh-token family) without its password: its access token. */
export async function signInAs(
  client: pg.Client,
  userId: string,
  role: string,
  secret: string,
): Promise<string> {
  const { rows } = await client.query<{ family_id: string }>(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, gen_random_uuid(), md5(random()::text || clock_timestamp()::text), now() + interval '1 day')
     RETURNING family_id`,
    [userId],
  );
  return signAccess(secret, { id: userId, role, sessionId: rows[0]!.family_id });
}
