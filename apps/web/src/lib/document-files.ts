import { http } from './http';

/** A stored file as drivers and vehicles report it (their `images` entries). */
export interface StoredDocument<S extends string = string> {
  slot: S;
  contentType: string;
  size: number;
  hasThumbnail: boolean;
  uploadedAt: string;
}

/** What the server accepts (judged again by content there): JPEG, PNG, WebP or PDF, ≤ 10 MB. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The API address of a record's document (`base` is its documents folder), or of its WebP
 * thumbnail. The upload time rides along as a version, so a replaced file is never served
 * from the image cache.
 */
export function documentUrl(
  base: string,
  document: { slot: string; uploadedAt?: string },
  thumbnail: boolean,
): string {
  const params = new URLSearchParams();
  if (thumbnail) params.set('thumbnail', 'true');
  if (document.uploadedAt) params.set('v', document.uploadedAt);
  const search = params.toString();
  return `${base}/${document.slot}` + (search ? `?${search}` : '');
}

/** The whole file, as a blob (the routes need the bearer token, so no plain link works). */
export function getDocumentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>(url, { signal, responseType: 'blob' });
}

/** Sends one file as the multipart field "file". */
export function putDocument<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return http.put<T>(path, form);
}

/** A file the server would refuse, checked before it is sent; null when it may go. */
export function fileProblem(
  file: File,
  accepted: readonly string[],
  maxBytes: number,
): 'type' | 'size' | null {
  if (!accepted.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
