/**
 * A public page's snapshot: the build draws `/`, `/about-us`, `/admin-login` and
 * `/vendor-onboarding` to HTML (scripts/prerender.ts), so a first visit paints the page before
 * the app's code has come. The app renders beside it, hidden, and takes the page over once it has
 * drawn the same screen: what the visitor typed meanwhile, and where the cursor was, go with it.
 */
export const SNAPSHOT_ID = 'snapshot';
export const SNAPSHOT_STYLE_ID = 'snapshot-style';

/** Announced on the document when a page is on; the build's renderer waits for it. */
export const PAGE_DRAWN = 'pagedrawn';

/** A screen is on (in the hidden app): the snapshot gives way to it. */
export function pageDrawn(): void {
  handOver();
  document.dispatchEvent(new Event(PAGE_DRAWN));
}

type Field = HTMLInputElement | HTMLTextAreaElement;

declare global {
  interface Window {
    /**
     * What the person did on the drawing before the app came, in order: the buttons pressed, and
     * "typed" where she typed (scripts/prerender.ts records it).
     */
    snapshotLog?: (Element | 'typed')[];
  }
}

function handOver() {
  const snapshot = document.getElementById(SNAPSHOT_ID);
  const root = document.getElementById('root');
  if (!snapshot || !root) return;
  const focused = document.activeElement;
  const steps = window.snapshotLog ?? [];
  delete window.snapshotLog;
  snapshot.remove();
  document.getElementById(SNAPSHOT_STYLE_ID)?.remove();
  const fields = (within: HTMLElement) => [
    ...within.querySelectorAll<Field>('input[name],textarea[name]'),
  ];
  const twin = (field: Field) => fields(root).find((other) => other.name === field.name);
  // What was typed (a ticked box keeps its value; a chosen file cannot be handed on).
  const carry = () => {
    for (const field of fields(snapshot)) {
      if (field.type !== 'file' && field.value !== field.defaultValue) {
        const target = twin(field);
        if (target) type(target, field.value);
      }
    }
  };
  // Each step once React has drawn the one before (a tab pressed shows its own form).
  const replay = (index: number) => {
    const step = steps[index];
    if (step === undefined) {
      if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)
        twin(focused)?.focus();
      return;
    }
    if (step === 'typed') carry();
    else twinOf(step, root)?.click();
    setTimeout(() => replay(index + 1));
  };
  replay(0);
}

/**
 * The app's button for one pressed on the drawing: the same kind, label and text, and as many
 * such before it (the drawing is the app's own markup, in a copy per width where they differ).
 */
function twinOf(pressed: Element, root: HTMLElement): HTMLElement | undefined {
  const alike = (within: Element) =>
    [...within.querySelectorAll<HTMLElement>('button,[role=button],[role=tab]')].filter(
      (other) =>
        other.tagName === pressed.tagName &&
        other.textContent === pressed.textContent &&
        other.getAttribute('aria-label') === pressed.getAttribute('aria-label'),
    );
  const copy = pressed.closest(`#${SNAPSHOT_ID},.snapshot-narrow,.snapshot-wide`);
  return copy ? alike(root)[alike(copy).indexOf(pressed as HTMLElement)] : undefined;
}

/**
 * Sets a field's value as typing does, so React's onChange (and the form library) hear it: through
 * the element's own setter, since React watches the property it defines on the element.
 */
function type(field: Field, value: string) {
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
