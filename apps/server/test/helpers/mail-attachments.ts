/** One attachment of a received e-mail, decoded. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ') ?? '';

/**
 * The attachments of a raw multipart e-mail as nodemailer writes it (base64 parts with a
 * Content-Disposition filename), one level of nesting deep: enough for the tests' mail.
 */
export function mailAttachments(raw: string): MailAttachment[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  if (!boundary) return [];
  const body = rest.join('\r\n\r\n');
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const text = part.replace(/^\r?\n/, '');
      const split = /\r?\n\r?\n/.exec(text);
      if (!split) return [];
      const partHead = text.slice(0, split.index);
      const partBody = text.slice(split.index + split[0].length);
      if (/^Content-Type:\s*multipart\//im.test(partHead)) return mailAttachments(text);
      const disposition = headerOf(partHead, 'Content-Disposition');
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      if (!filename || !/attachment/i.test(disposition)) return [];
      return [
        {
          filename,
          contentType: headerOf(partHead, 'Content-Type').split(';')[0]!.trim(),
          content: Buffer.from(partBody.replace(/\s+/g, ''), 'base64'),
        },
      ];
    });
}

/**
 * A raw e-mail's subject, its RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`, as
 * nodemailer writes a subject in an Indian script) decoded.
 */
export function mailSubject(raw: string): string {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  return headerOf(head, 'Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, coding: string, text) =>
      coding.toUpperCase() === 'B'
        ? Buffer.from(text as string, 'base64').toString('utf8')
        : Buffer.from(
            (text as string)
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
