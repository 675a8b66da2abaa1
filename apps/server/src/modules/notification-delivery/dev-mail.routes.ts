import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { listMailFiles, readMailFile } from './channels/mail-files.js';

const FileParams = z.object({ file: z.string().regex(/^[\w.-]+\.eml$/) });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development only (registered outside production, without SMTP_URL): the e-mails written to
 * DATA_DIR/mail, newest first, as one plain page; each opens as its .eml source.
 */
export const devMailRoutes =
  (mailDir: string): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'public' as const };
    const tags = ['development'];

    app.get(
      '/dev/mail',
      { config, schema: { tags, summary: 'Development: the e-mails written instead of sent' } },
      async (_request, reply) => {
        const mails = await listMailFiles(mailDir);
        const rows = mails
          .map(
            (m) =>
              `<tr><td>${escape(m.date)}</td><td>${escape(m.to)}</td><td><a href="mail/${encodeURIComponent(m.file)}">${escape(m.subject)}</a></td></tr>`,
          )
          .join('');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development mail</title>` +
              `<style>body{font-family:system-ui;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>` +
              `<h1>Development mail</h1><p>${mails.length} messages in ${escape(mailDir)}, not sent (set SMTP_URL to send).</p>` +
              `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
          );
      },
    );

    app.get(
      '/dev/mail/:file',
      {
        config,
        schema: {
          tags,
          summary: 'Development: one written e-mail, as its source',
          params: FileParams,
        },
      },
      async (request, reply) => {
        const raw = await readMailFile(mailDir, request.params.file);
        if (raw === null) throw notFound('Mail');
        return reply.type('text/plain; charset=utf-8').send(raw);
      },
    );
  };
