import type { PhonePosition } from '@raahi/domain/live-location';

const DATABASE = 'raahi-positions';
const STORE = 'queue';

export interface PositionQueue {
  add(position: PhonePosition): Promise<void>;
  /** The oldest `count` fixes, with the keys to remove them by once sent. */
  oldest(count: number): Promise<{ keys: IDBValidKey[]; positions: PhonePosition[] }>;
  remove(keys: IDBValidKey[]): Promise<void>;
  size(): Promise<number>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * The phone's fixes waiting to be sent, in IndexedDB: a phone that loses its signal in a
 * tunnel (or is closed and opened again) sends them in order once it is back. Where IndexedDB
 * is missing (a private window in some browsers), they wait in memory instead.
 */
export function openPositionQueue(): PositionQueue {
  if (typeof indexedDB === 'undefined') return memoryQueue();
  const opened = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
  const store = async (mode: IDBTransactionMode) =>
    (await opened).transaction(STORE, mode).objectStore(STORE);
  return {
    add: async (position) => void (await done((await store('readwrite')).add(position))),
    async oldest(count) {
      const from = await store('readonly');
      const [keys, positions] = await Promise.all([
        done(from.getAllKeys(null, count)),
        done(from.getAll(null, count) as IDBRequest<PhonePosition[]>),
      ]);
      return { keys, positions };
    },
    async remove(keys) {
      const from = await store('readwrite');
      await Promise.all(keys.map((key) => done(from.delete(key))));
    },
    size: async () => done((await store('readonly')).count()),
  };
}

function memoryQueue(): PositionQueue {
  let next = 0;
  const waiting = new Map<number, PhonePosition>();
  return {
    add: async (position) => void waiting.set(next++, position),
    oldest: async (count) => {
      const entries = [...waiting].slice(0, count);
      return { keys: entries.map(([key]) => key), positions: entries.map(([, p]) => p) };
    },
    remove: async (keys) => keys.forEach((key) => waiting.delete(key as number)),
    size: async () => waiting.size,
  };
}
