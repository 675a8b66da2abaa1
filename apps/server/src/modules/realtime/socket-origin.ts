/**
 * The origins a browser may open the live socket from: `PUBLIC_URL`'s and those of
 * `CORS_ORIGINS`. Null when neither is set (any origin, as a development setup needs).
 * Browsers send `Origin` on every WebSocket handshake; a page on another site could not register
 * without an access token anyway, but it should not hold sockets to this server at all.
 */
export function allowedSocketOrigins(config: {
  PUBLIC_URL?: string;
  CORS_ORIGINS?: string;
}): ReadonlySet<string> | null {
  const listed = [
    ...(config.PUBLIC_URL ? [config.PUBLIC_URL] : []),
    ...(config.CORS_ORIGINS?.split(',') ?? []),
  ]
    .map((origin) => origin.trim())
    .filter(Boolean);
  return listed.length === 0 ? null : new Set(listed.map(originOf));
}

/** `https://raahi.example.in/app/` and `https://raahi.example.in` are the same origin. */
function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Whether a handshake's `Origin` header is allowed (a missing one is not, once a list is set). */
export function socketOriginAllowed(
  allowed: ReadonlySet<string> | null,
  origin: string | undefined,
) {
  return allowed === null || (origin !== undefined && allowed.has(originOf(origin)));
}
