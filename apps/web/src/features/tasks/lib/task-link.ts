import type { TaskLink } from '@raahi/domain/tasks';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAGES: { kind: TaskLink['kind']; pattern: RegExp }[] = [
  { kind: 'vendor', pattern: new RegExp(`^/vendors/(${UUID})$`, 'i') },
  { kind: 'driver', pattern: new RegExp(`^/drivers/(${UUID})$`, 'i') },
  { kind: 'vehicle', pattern: new RegExp(`^/vehicles/(${UUID})$`, 'i') },
  { kind: 'employee', pattern: new RegExp(`^/manage-your-employees/(${UUID})$`, 'i') },
];
const DUTY = new RegExp(`^(${UUID})$`, 'i');

/**
 * The record a pasted address points at: a vendor's, driver's, vehicle's or employee's page,
 * or a duty opened on /duties (`?duty=<id>`). Null when it is none of those; '' is no link.
 */
export function taskLinkFromAddress(address: string): TaskLink | null {
  const text = address.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://raahi.invalid');
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/duties') {
    const duty = DUTY.exec(url.searchParams.get('duty') ?? '');
    return duty ? { kind: 'duty', id: duty[1]!.toLowerCase() } : null;
  }
  for (const page of PAGES) {
    const match = page.pattern.exec(path);
    if (match) return { kind: page.kind, id: match[1]!.toLowerCase() };
  }
  return null;
}
