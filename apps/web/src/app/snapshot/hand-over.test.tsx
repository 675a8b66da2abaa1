import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_DRAWN, SNAPSHOT_ID, SNAPSHOT_STYLE_ID } from './hand-over';
import { PageDrawn } from './page-drawn';

/** The app's side: a form whose state React keeps, drawn with the page's PageDrawn. */
function SignInForm({
  onEmail,
  onVendor = () => {},
}: {
  onEmail: (value: string) => void;
  onVendor?: () => void;
}) {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmail(event.target.value);
        }}
      />
      <input name="password" type="password" defaultValue="" />
      <input name="terms" type="checkbox" />
      <button type="button" onClick={onVendor}>
        Vendor
      </button>
      <PageDrawn />
    </form>
  );
}

describe('the hand-over from a page snapshot to the app', () => {
  let root: Root;
  let rootElement: HTMLElement;
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', `<style id="${SNAPSHOT_STYLE_ID}"></style>`);
    document.body.innerHTML = `<div id="${SNAPSHOT_ID}"><form><input name="email"><input name="password" type="password"><input name="terms" type="checkbox"><button type="button">Vendor</button></form></div><div id="root"></div>`;
    rootElement = document.getElementById('root')!;
    root = createRoot(rootElement);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  });

  const snapshotField = (name: string) =>
    document.querySelector<HTMLInputElement>(`#${SNAPSHOT_ID} [name="${name}"]`)!;

  it('takes the page over once it is drawn, with what was typed and where the cursor was', async () => {
    snapshotField('email').value = 'admin@demo.raahi.in';
    snapshotField('password').focus();
    snapshotField('password').value = 'typed early';
    window.snapshotLog = ['typed'];
    const heard: string[] = [];
    let announced = 0;
    document.addEventListener(PAGE_DRAWN, () => announced++);

    act(() => root.render(<SignInForm onEmail={(value) => heard.push(value)} />));

    expect(document.getElementById(SNAPSHOT_ID)).toBeNull();
    expect(document.getElementById(SNAPSHOT_STYLE_ID)).toBeNull();
    const field = (name: string) =>
      rootElement.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // React's onChange heard it: the form's state holds it, not just the element.
    expect(heard).toEqual(['admin@demo.raahi.in']);
    expect(field('email').value).toBe('admin@demo.raahi.in');
    expect(field('password').value).toBe('typed early');
    // The cursor follows once every step is repeated.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(document.activeElement).toBe(field('password'));
    expect(field('terms').checked).toBe(false);
    expect(announced).toBe(1);
  });

  it("presses the app's button that was pressed on the drawing, once", () => {
    window.snapshotLog = [document.querySelector(`#${SNAPSHOT_ID} button`)!];
    let pressed = 0;
    act(() => root.render(<SignInForm onEmail={() => {}} onVendor={() => pressed++} />));
    expect(pressed).toBe(1);
    expect(window.snapshotLog).toBeUndefined();
  });

  it('repeats the presses and the typing in the order they came', async () => {
    window.snapshotLog = [document.querySelector(`#${SNAPSHOT_ID} button`)!, 'typed'];
    snapshotField('email').value = 'ramesh@shreetravels.demo';
    /** The vendor's tab draws a form of its own: a field typed into before the press is gone. */
    function Tabs() {
      const [tab, setTab] = useState('operator');
      return <SignInForm key={tab} onEmail={() => {}} onVendor={() => setTab('vendor')} />;
    }
    act(() => root.render(<Tabs />));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(rootElement.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe(
      'ramesh@shreetravels.demo',
    );
  });

  it('presses nothing when the app drew something else in that place', () => {
    const button = document.querySelector(`#${SNAPSHOT_ID} button`)!;
    button.textContent = 'Driver';
    window.snapshotLog = [button];
    let pressed = 0;
    act(() => root.render(<SignInForm onEmail={() => {}} onVendor={() => pressed++} />));
    expect(pressed).toBe(0);
  });

  it('leaves fields nobody typed in as the app drew them', () => {
    const heard: string[] = [];
    act(() => root.render(<SignInForm onEmail={(value) => heard.push(value)} />));
    expect(document.getElementById(SNAPSHOT_ID)).toBeNull();
    expect(heard).toEqual([]);
  });
});
