/** What the server records about this device for push and socket registrations. */
export function platformInfo(): string {
  const nav = globalThis.navigator as Navigator | undefined;
  return (nav?.userAgent ?? 'unknown').slice(0, 1000);
}
