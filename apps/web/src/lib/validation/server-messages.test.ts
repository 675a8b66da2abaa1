import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { i18n } from '../i18n';
import { scanAppErrorMessages, slotsBlanked } from './domain-message-scan';
import { translateEnglishMessage } from './validation-messages';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/src');

/**
 * Left out on purpose, each with why: only a device, a script or the app's own code reads these;
 * the web never sends what draws them, so no person sees them on a screen.
 */
const EXCLUDED_SENTENCES = [
  // OsmAnd and Traccar devices' listener (live-location/osmand-listener.ts, position-ingest).
  'Send positions by GET or POST',
  'The body is not JSON',
  'A position is smaller than this',
  'Unknown device',
  'Too many positions from this device',
  // The web socket's origin check: a browser on our site always passes it.
  'Open the live connection from this site',
  // Ids and cursors the app itself makes: a wrong one is a programming error, not a person's.
  'This client id was used for another conversation',
  'This charge id belongs to another duty',
  'Not a cursor this list gave',
  'Not a kind you receive',
  'Say which vendor',
  'Say which driver',
  'You can register devices for your own account only',
  // How an upload is sent (multipart, one file, its field's name): the app's upload code.
  'Send the file as multipart/form-data, in the "{{}}" field',
  'Attach the file in the "{{}}" field',
  'Send one file per request',
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the scan for the server’s messages', () => {
  it('finds literals, templates, ternaries and constants given to new AppError', () => {
    const source = `
      const GONE = 'This link is gone. Ask for a new one.';
      const WORD = 'Word';
      throw new AppError('CONFLICT', 'A vehicle with this number exists', { field: 'x y' });
      throw new AppError(
        'FORBIDDEN',
        \`Your role may not \${verb} \${owner.toLowerCase()} papers\`,
      );
      return new AppError(code, ok ? 'The driver is busy' : "The vehicle is busy");
      throw new AppError('NOT_FOUND', GONE); // new AppError('CONFLICT', 'A comment')
      throw new AppError('BAD_REQUEST', WORD);
      throw new AppError('VALIDATION_FAILED', problem, [{ path, message: problem }]);`;
    expect(scanAppErrorMessages(source)).toEqual([
      { code: "'CONFLICT'", sentence: 'A vehicle with this number exists' },
      { code: "'FORBIDDEN'", sentence: 'Your role may not {{}} {{}} papers' },
      { code: 'code', sentence: 'The driver is busy' },
      { code: 'code', sentence: 'The vehicle is busy' },
      { code: "'NOT_FOUND'", sentence: 'This link is gone. Ask for a new one.' },
    ]);
  });
});

describe('serverMessages', () => {
  const keyed = new Set(Object.values(english.serverMessages).map(slotsBlanked));

  it('has a key for every message the server answers people with', () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(server))
      for (const { sentence } of scanAppErrorMessages(fs.readFileSync(file, 'utf8'))) {
        if (EXCLUDED_SENTENCES.includes(sentence) || keyed.has(sentence)) continue;
        missing.add(`${path.relative(server, file)}: ${sentence}`);
      }
    // Add each to locales/en.json under serverMessages (a camelCase key of its first words,
    // its English exactly as written, `{{name}}` for each \${…}, named after what varies), then
    // to each language's serverMessages.json.
    expect([...missing]).toEqual([]);
  });

  it('keeps no key the server no longer says', () => {
    const said = new Set(
      sourceFiles(server).flatMap((file) =>
        scanAppErrorMessages(fs.readFileSync(file, 'utf8')).map(({ sentence }) => sentence),
      ),
    );
    const stale = Object.values(english.serverMessages).filter(
      (sentence) => !said.has(slotsBlanked(sentence)),
    );
    expect(stale).toEqual([]);
  });

  it('reads each English sentence back to its own key', async () => {
    await i18n.changeLanguage('cimode');
    try {
      // i18next's cimode answers with the key itself. A sentence validation also holds (a
      // field's message the server repeats) reads back to validation's key: the same words.
      const validation = new Set(Object.values(english.validation.schema));
      for (const [key, sentence] of Object.entries(english.serverMessages)) {
        if (validation.has(sentence)) continue;
        const filled = sentence.replace(/\{\{(\w+)\}\}/g, 'X1');
        expect(translateEnglishMessage(filled), sentence).toBe(`serverMessages.${key}`);
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
