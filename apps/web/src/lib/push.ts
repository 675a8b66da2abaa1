import { http } from './http';
import { i18n } from './i18n';
import { platformInfo } from './platform-info';
import { SERVICE_WORKER_URL } from './service-worker';
import { useSession } from './session';

/** Spec §9: the push registration is renewed after 7 days. */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec §9: how long to wait for the service worker to become active. */
export const SERVICE_WORKER_TIMEOUT_MS = 10_000;
const LAST_REGISTRATION_KEY = 'pushRegistration';

/** What the service worker posts to open pages when a push arrives. */
export interface PushPayload {
  title: string;
  body?: string;
  url?: string;
}

function readLastRegistration(): { userId: string; at: number } | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_REGISTRATION_KEY) ?? 'null') as unknown;
    const { userId, at } = (value ?? {}) as { userId?: unknown; at?: unknown };
    return typeof userId === 'string' && typeof at === 'number' ? { userId, at } : null;
  } catch {
    return null;
  }
}

/** True unless this user registered this browser less than 7 days ago. */
export function pushRegistrationDue(userId: string, now = Date.now()): boolean {
  const last = readLastRegistration();
  return !last || last.userId !== userId || now - last.at >= PUSH_REFRESH_MS || now < last.at;
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** What this browser said about notifications so far; 'unsupported' when it cannot push. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Registers this browser for web push (spec §3 Push-token registration): service worker,
 * permission, a PushManager subscription with the server's VAPID key, then
 * POST /fcm/register-token. Resolves with the server's message; rejects with an Error whose
 * message the failure toast shows ('Permission not granted' when the person says no). Asks for
 * the permission, so only call it when the person asked for notifications, or had granted them.
 */
export async function registerForPush(userId: string): Promise<string> {
  if (!pushSupported()) throw new Error(i18n.t('push.unsupported'));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n.t('push.permissionNotGranted'));

  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await withTimeout(
    navigator.serviceWorker.ready,
    SERVICE_WORKER_TIMEOUT_MS,
    i18n.t('push.workerTimeout'),
  );
  const { publicKey } = await http.get<{ publicKey: string }>('/push/public-key');
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });

  const { message } = await http.post<{ message: string }>('/fcm/register-token', {
    token: JSON.stringify(subscription),
    deviceType: 'web',
    userId,
    platformInfo: platformInfo(),
  });
  rememberRegistration(userId);
  return message;
}

/**
 * Only while that person is still signed in: the permission prompt and the requests take time,
 * and a sign-out meanwhile has already emptied this browser's storage for the next person.
 */
function rememberRegistration(userId: string): void {
  if (useSession.getState().user?.id !== userId) return;
  try {
    localStorage.setItem(LAST_REGISTRATION_KEY, JSON.stringify({ userId, at: Date.now() }));
  } catch {
    // Without storage the registration is simply repeated on the next start.
  }
}

/** On logout: this browser stops receiving the signed-out person's notifications. */
export async function forgetPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** Calls `listener` for each push the service worker forwards to this page. */
export function onForegroundPush(listener: (payload: PushPayload) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const handle = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; payload?: Partial<PushPayload> } | null;
    if (data?.type !== 'push' || typeof data.payload?.title !== 'string') return;
    listener({ title: data.payload.title, body: data.payload.body, url: data.payload.url });
  };
  const container = navigator.serviceWorker;
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}
