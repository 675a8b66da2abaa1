import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

/**
 * How long the stand-in mail server takes to accept a message: a relay such as SES or a
 * company's mail server takes tenths of a second, and a delivery's try waits for it.
 */
const ACCEPT_MS = 150;

/**
 * A stand-in SMTP server for the measured server's e-mail deliveries (the only channel the
 * expiry reminders use by default), so that they are sent for real instead of each failing at
 * once for want of a provider, as in production without one. `env` points the server at it.
 */
export async function startBenchMailServer() {
  const state = { accepted: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        void sleep(ACCEPT_MS).then(() => {
          state.accepted++;
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    accepted: () => state.accepted,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
