/**
 * A message a channel could not hand over. `permanent` means trying again cannot help (no
 * address, no template configured, the provider refused the request itself); otherwise the
 * provider was unreachable or busy and the delivery is retried with back-off.
 */
export class DeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryError';
  }
}

/** A provider's HTTP answer as a failure: 4xx (but 408 and 429) cannot succeed when repeated. */
export function httpFailure(provider: string, status: number, detail: string): DeliveryError {
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new DeliveryError(`${provider} answered ${status}: ${detail.slice(0, 300)}`, permanent);
}

/** A network failure (refused, reset, timed out) as a failure worth retrying. */
export function networkFailure(provider: string, error: unknown): DeliveryError {
  const message =
    error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return new DeliveryError(`${provider} unreachable: ${message}`, false);
}
