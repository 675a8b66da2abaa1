import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';

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

// react-toastify's hot key (its default: Alt+T focuses the toasts), named in the region's label.
const HOT_KEYS = 'Alt+T';

/** The app's one toast container, above the routes so a toast outlives the screen it came from. */
export function Toasts() {
  const { t, i18n } = useTranslation();
  const show = useSyncExternalStore(subscribe, () => enabled);
  if (!show) return null;
  // The app's English chunk comes with the first screen that enables toasts; without it,
  // react-toastify's own English (an undefined prop would replace its default, not keep it).
  const translated = i18n.exists('mui.toasts.region') && {
    'aria-label': t('mui.toasts.region', { keys: HOT_KEYS }),
    closeButton: (props: CloseButtonProps) => (
      <CloseButton {...props} label={t('mui.toasts.close')} />
    ),
  };
  return (
    <Suspense fallback={null}>
      {/* Spec §9: top right, 3 s, drag 80 % to dismiss. */}
      <ToastContainer position="top-right" autoClose={3000} draggablePercent={80} {...translated} />
    </Suspense>
  );
}

/**
 * react-toastify's own close button (same classes and icon), with our word for its label: the
 * library's is "close" in English and not exported to relabel.
 */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
