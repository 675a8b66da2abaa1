import { languageByCode } from '@raahi/domain/language-list';
import { http } from './http';
import { i18n } from './i18n';

/**
 * A file is given this long, not the API's 10 s: a month's report or register is made while it
 * streams, and a slow phone connection takes its time to receive it.
 */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** The language a document is written in: the screens' own (the pseudo-locale's is English). */
export const documentLanguage = () => (languageByCode(i18n.language) ? i18n.language : 'en');

/**
 * Fetches a file the route guards with the bearer token (a plain link will not do) and hands it
 * to the browser under `fileName`, written in the language the screens are in.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await http.get<Blob>(path, {
    responseType: 'blob',
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    headers: { 'Accept-Language': documentLanguage() },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
