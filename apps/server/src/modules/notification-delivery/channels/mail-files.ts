import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The most a listing shows: development mail is for looking at, not an archive. */
const LIST_LIMIT = 200;

const header = (head: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ') ?? '';

/** The .eml files written in development, newest first, with who, what and when. */
export async function listMailFiles(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, LIST_LIMIT);
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      const head = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
      return {
        file,
        to: header(head, 'To'),
        subject: header(head, 'Subject'),
        date: header(head, 'Date'),
      };
    }),
  );
}

/** One file's source; null when there is none by that name (the name is checked by the route). */
export async function readMailFile(dir: string, file: string): Promise<string | null> {
  return readFile(path.join(dir, path.basename(file)), 'utf8').catch(() => null);
}
