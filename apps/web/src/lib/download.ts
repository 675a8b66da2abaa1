import { http } from './http';

/**
 * A file is given this long, not the API's 10 s: a month's report or register is made while it
 * streams, and a slow phone connection takes its time to receive it.
 */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Fetches a file the route guards with the bearer token (a plain link will not do) and hands it
 * to the browser under `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await http.get<Blob>(path, { responseType: 'blob', timeoutMs: DOWNLOAD_TIMEOUT_MS });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
