import { lazy, Suspense, useSyncExternalStore } from 'react';

// react-toastify 11 injects its own stylesheet when the container first mounts, so there is no
// CSS file to import.
const ToastContainer = lazy(() =>
  import('react-toastify').then((m) => ({ default: m.ToastContainer })),
);

// Only the app's screens raise toasts, so the container, and react-toastify with it, mounts once
// the first of them loads: the landing, about and not-found pages never download it.
let enabled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toast container; toasts raised before it mounts wait in react-toastify's queue. */
export function enableToasts(): void {
  if (enabled) return;
  enabled = true;
  listeners.forEach((listener) => listener());
}

/** The app's one toast container, above the routes so a toast outlives the screen it came from. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => enabled);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: top right, 3 s, drag 80 % to dismiss; Alt+T focuses toasts by default. */}
      <ToastContainer position="top-right" autoClose={3000} draggablePercent={80} />
    </Suspense>
  );
}
