import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailFileWriter } from '../../src/modules/notification-delivery/channels/email-channel.js';
import type { Recipient } from '../../src/modules/notification-delivery/channels/outgoing-message.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The HTML part of the one message written, as the mail server would get it. */
async function written(language: string, body: string): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'raahi-mail-'));
  const writer = createMailFileWriter(dir, 'Raahi <no-reply@raahi.test>');
  await writer.send(
    {
      kind: 'duty-assigned',
      title: 'Duty',
      body,
      url: 'https://raahi.test/duties',
      language,
      params: {},
    },
    { userId: 'u-1', name: 'Asha', email: 'asha@raahi.test' } as Recipient,
  );
  const [file] = await readdir(dir);
  return readFile(path.join(dir, file!), 'utf8');
}

describe('an e-mail in the recipient’s language', () => {
  it('says its language and, for Urdu, reads right to left', async () => {
    expect(await written('ur', 'ڈیوٹی')).toContain('<div lang=3D"ur" dir=3D"rtl">');
    expect(await written('kn', 'ಡ್ಯೂಟಿ')).toContain('<div lang=3D"kn" dir=3D"ltr">');
  });
});
