import autocannon from 'autocannon';

/* How the bench loads the server: autocannon's connections and duration, in rounds. */

const DURATION = Number(process.env.BENCH_DURATION ?? '15');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '10');
/**
 * Each scenario runs in rounds, each right after its own ceiling, and the round with the median
 * ratio is reported: one slow moment on a shared machine then moves a figure less. Five rounds,
 * not three: their median stands when two of them catch a slow moment, where two slow rounds of
 * three called a target missed that the next run met (docs/performance.md, session 8).
 */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '5');
export const ROUND_SECONDS = Math.max(2, Math.round(DURATION / ROUNDS));

/** `requests` from CONNECTIONS connections for `duration` seconds, as the bench admin. */
export async function fire(
  url: string,
  token: string,
  requests: autocannon.Request[],
  duration: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests,
  });
}

/** The bench admin's access token. */
export async function signInAdmin(url: string, admin: { email: string; password: string }) {
  const signIn = await fetch(`${url}/api/auth/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok)
    throw new Error(`bench admin cannot sign in: ${signIn.status} ${await signIn.text()}`);
  return (await signIn.json()) as { accessToken: string; user: { id: string } };
}
