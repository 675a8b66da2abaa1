import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

const me = makeUser({ role: 'vendor', name: 'Ramesh Gowda' });
const on = { inApp: true, push: true, email: true, sms: false, whatsapp: false };
const GRID = {
  kinds: [
    { kind: 'vendor-approved', channels: on },
    { kind: 'duty-cancelled', channels: { ...on, email: false, sms: true, whatsapp: true } },
  ],
};

describe('notification preferences on the profile', () => {
  it(
    'shows a switch per kind and channel, in-app fixed on, and saves a flip',
    { timeout: 30_000 },
    async () => {
      const { fetch, calls } = createFakeFetch({
        'GET /profile': () => json(200, me),
        'GET /profile/notification-preferences': () => json(200, GRID),
        'PUT /profile/notification-preferences': () =>
          json(200, {
            kinds: [{ kind: 'vendor-approved', channels: { ...on, email: false } }, GRID.kinds[1]],
          }),
      });
      vi.stubGlobal('fetch', fetch);
      useSession.getState().setCredentials({ user: me, accessToken: 'a', refreshToken: 'r' });
      renderRoute(`/vendor/profile/${me.id}`);

      // Generous: the lazily loaded profile route takes seconds on a busy shared machine.
      const email = await screen.findByRole<HTMLInputElement>(
        'switch',
        { name: 'Vendor approved: E-mail' },
        { timeout: 40_000 },
      );
      expect(email.checked).toBe(true);
      const inApp = screen.getByRole<HTMLInputElement>('switch', {
        name: 'Duty cancelled: In-app',
      });
      expect(inApp.checked && inApp.disabled).toBe(true);
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Duty cancelled: WhatsApp' }).checked,
      ).toBe(true);

      fireEvent.click(email);
      await waitFor(() => expect(email.checked).toBe(false));
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        changes: [{ kind: 'vendor-approved', channel: 'email', enabled: false }],
      });
    },
  );
});
