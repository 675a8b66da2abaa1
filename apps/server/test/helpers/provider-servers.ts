import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives; `down` refuses each message. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.down) {
          const error = Object.assign(new Error('Service not available, try later'), {
            responseCode: 421,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ProviderRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * One local HTTP server standing in for the SMS gateway (POST /sms) and the WhatsApp Cloud API
 * (POST /v20.0/<phone number id>/messages). Each request is checked against what the provider
 * requires; a request out of format is answered 400 with the problems and kept in `rejected`.
 * `status` makes it answer that status instead (503: the provider is down).
 */
export async function startProviderServer(expect: {
  smsKey: string;
  whatsappToken: string;
  phoneNumberId: string;
}) {
  const accepted: ProviderRequest[] = [];
  const rejected: (ProviderRequest & { problems: string[] })[] = [];
  const state: { status: number | null } = { status: null };

  function problemsOf(request: ProviderRequest): string[] {
    const problems: string[] = [];
    const b = request.body ?? {};
    if (request.headers['content-type'] !== 'application/json') problems.push('content-type');
    if (request.path === '/sms') {
      if (request.headers.authorization !== `Bearer ${expect.smsKey}`) problems.push('auth');
      if (!/^[A-Z0-9]{6}$/.test(b.sender)) problems.push('sender');
      if (!/^91[6-9]\d{9}$/.test(b.to)) problems.push('to');
      if (typeof b.message !== 'string' || !b.message || b.message.length > 300)
        problems.push('message');
      if (!/^\d{12,19}$/.test(b.dltTemplateId)) problems.push('dltTemplateId');
      if (!/^\d{12,19}$/.test(b.dltEntityId)) problems.push('dltEntityId');
    } else if (request.path === `/v20.0/${expect.phoneNumberId}/messages`) {
      if (request.headers.authorization !== `Bearer ${expect.whatsappToken}`) problems.push('auth');
      if (b.messaging_product !== 'whatsapp') problems.push('messaging_product');
      if (!/^91[6-9]\d{9}$/.test(b.to)) problems.push('to');
      if (b.type !== 'template') problems.push('type');
      if (!/^[a-z0-9_]+$/.test(b.template?.name ?? '')) problems.push('template.name');
      if (typeof b.template?.language?.code !== 'string') problems.push('template.language');
      for (const component of b.template?.components ?? []) {
        if (component.type !== 'body') problems.push('component.type');
        for (const p of component.parameters ?? [])
          if (p.type !== 'text' || typeof p.text !== 'string' || !p.text || /\n/.test(p.text))
            problems.push('parameter');
      }
    } else problems.push(`path ${request.path}`);
    return problems;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Not JSON: the format check says so.
      }
      const request = { path: req.url ?? '', headers: req.headers, body };
      if (req.method !== 'POST') return res.writeHead(405).end();
      if (state.status) return res.writeHead(state.status).end('{"error":"down"}');
      const problems = problemsOf(request);
      if (problems.length > 0) {
        rejected.push({ ...request, problems });
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ problems }));
      }
      accepted.push(request);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"messages":[{"id":"wamid.1"}]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    rejected,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
