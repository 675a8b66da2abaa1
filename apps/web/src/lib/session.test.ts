import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/users';
import { createSessionStore, followOtherTabs } from './session';

const admin = makeUser();

describe('session store', () => {
  it('starts signed out when nothing is stored', () => {
    const session = createSessionStore(localStorage).getState();
    expect(session).toMatchObject({
      user: null,
      accessToken: null,
      role: null,
      refreshToken: null,
    });
    expect(session.hasToken()).toBe(false);
  });

  it('saves credentials under the spec keys, user as JSON text', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('role')).toBe('admin');
    expect(store.getState()).toMatchObject({ user: admin, accessToken: 'access-1', role: 'admin' });
    expect(store.getState().hasToken()).toBe(true);
  });

  it('restores a stored session at startup, as after a reload', () => {
    createSessionStore(localStorage)
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });

    const restored = createSessionStore(localStorage).getState();
    expect(restored).toMatchObject({
      user: admin,
      accessToken: 'access-1',
      role: 'admin',
      refreshToken: 'refresh-1',
    });
    expect(restored.hasToken()).toBe(true);
  });

  it('restores keys written by another tab or an older build', () => {
    localStorage.setItem('accessToken', 'access-2');
    localStorage.setItem('role', 'VENDOR_USER');
    const session = createSessionStore(localStorage).getState();
    expect(session).toMatchObject({ accessToken: 'access-2', role: 'VENDOR_USER', user: null });
  });

  it('treats an unreadable stored user as absent but keeps the token', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('accessToken', 'access-3');
    const session = createSessionStore(localStorage).getState();
    expect(session.user).toBeNull();
    expect(session.hasToken()).toBe(true);
  });

  it('clear() empties all four fields and the whole local storage', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    localStorage.setItem('vendorOnboardingDraft', '{"activeStep":2}');

    store.getState().clear();

    expect(store.getState()).toMatchObject({
      user: null,
      accessToken: null,
      role: null,
      refreshToken: null,
    });
    expect(store.getState().hasToken()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(createSessionStore(localStorage).getState().hasToken()).toBe(false);
  });

  it('works in memory when storage is unavailable', () => {
    const store = createSessionStore(null);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().hasToken()).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('fills in what an older build did not store about the user', () => {
    localStorage.setItem('user', JSON.stringify({ id: 'u-1', role: 'vendor', name: 'Ravi' }));
    localStorage.setItem('accessToken', 'access-4');
    expect(createSessionStore(localStorage).getState().user).toEqual({
      id: 'u-1',
      role: 'vendor',
      name: 'Ravi',
      email: null,
      phone: null,
      pic: null,
      regId: '',
      approvalStatus: null,
      accountStatus: 'Active',
      mustChangePassword: false,
      vendorId: null,
      language: null,
    });
  });

  it('setTokens() replaces both tokens and keeps the user', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(store.getState()).toMatchObject({ user: admin, accessToken: 'access-2', role: 'admin' });
  });

  it('setUser() stores a newer copy of the user, but never after the session ended', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    const renamed = { ...admin, name: 'Asha R.' };
    store.getState().setUser(renamed);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);

    store.getState().clear();
    store.getState().setUser(renamed);
    expect(store.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("setUser() keeps the user it has when the server's copy says the same", () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    const kept = store.getState().user;
    let notified = 0;
    store.subscribe(() => notified++);

    // The server's answer: the same fields in another order, and one the session does not keep.
    const reordered = Object.fromEntries(Object.entries(admin).reverse()) as typeof admin;
    store.getState().setUser({ ...reordered, createdAt: '2026-11-01' } as typeof admin);
    expect(store.getState().user).toBe(kept);
    expect(notified).toBe(0);

    store.getState().setUser({ ...admin, language: 'Hindi' });
    expect(store.getState().user).toEqual({ ...admin, language: 'Hindi' });
    expect(notified).toBe(1);
  });

  it('follows another tab that refreshed the tokens or signed out', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    const stop = followOtherTabs(store);

    localStorage.setItem('accessToken', 'access-from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(store.getState().accessToken).toBe('access-from-other-tab');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().hasToken()).toBe(false);
    stop();
  });

  it('is not redrawn by another tab writing the same session, and follows its user', () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setCredentials({ user: admin, accessToken: 'access-1', refreshToken: 'refresh-1' });
    const stop = followOtherTabs(store);
    let notified = 0;
    store.subscribe(() => notified++);

    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(notified).toBe(0);

    localStorage.setItem('user', JSON.stringify({ ...admin, language: 'Tamil' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(store.getState().user?.language).toBe('Tamil');
    expect(notified).toBe(1);
    stop();
  });
});
