import type { SharingState } from '@raahi/domain/live-location';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { LocationSharingCard } from './location-sharing-card';

const off: SharingState = {
  sharing: false,
  duty: null,
  vehicleNumber: null,
  shiftStartedAt: null,
  canStartShift: true,
};
const onShift: SharingState = {
  ...off,
  sharing: true,
  vehicleNumber: 'KA05MN4821',
  shiftStartedAt: '2026-11-27T04:30:00.000Z',
  canStartShift: false,
};

describe('the driver’s location sharing card', () => {
  it('starts and ends a shift where the vendor allows it', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /live-location/sharing': () => json(200, off),
      'POST /live-location/shift': () => json(200, onShift),
      'DELETE /live-location/shift': () => json(200, off),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<LocationSharingCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start shift' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End shift' }));
    await screen.findByRole('button', { name: 'Start shift' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /live-location/sharing',
      'POST /live-location/shift',
      'DELETE /live-location/shift',
    ]);
  });

  it('offers no shift where the vendor does not allow one', async () => {
    const { fetch } = createFakeFetch({
      'GET /live-location/sharing': () => json(200, { ...off, canStartShift: false }),
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(<LocationSharingCard />);
    await screen.findByText('Location sharing is off');
    expect(screen.queryByRole('button', { name: 'Start shift' })).toBeNull();
  });

  describe('on a started duty, says when its height is the one it keeps', () => {
    const onDuty: SharingState = {
      ...off,
      sharing: true,
      duty: { id: '00000000-0000-4000-8000-000000000001', regId: 'DUT-000036' },
      vehicleNumber: 'KA05MN4821',
      canStartShift: false,
    };

    /** A phone whose location is `permission`, refusing when asked after `refuseAfterMs`. */
    function stubPhone(permission: PermissionState, refuseAfterMs: number | null) {
      const { fetch } = createFakeFetch({ 'GET /live-location/sharing': () => json(200, onDuty) });
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('navigator', {
        ...navigator,
        onLine: true,
        permissions: { query: async () => ({ state: permission }) },
        geolocation: {
          watchPosition(_fix: unknown, fail: (error: object) => void) {
            if (refuseAfterMs !== null)
              setTimeout(() => fail({ code: 1, PERMISSION_DENIED: 1 }), refuseAfterMs);
            return 1;
          },
          clearWatch() {},
        },
      });
    }

    it('after the phone refuses its location, with the refusal shown', async () => {
      stubPhone('prompt', 50);
      const settled = vi.fn();
      renderAt(<LocationSharingCard onSettled={settled} />);
      await screen.findByText(/Sharing your location for DUT-000036/);
      expect(settled).not.toHaveBeenCalled();
      await waitFor(() => expect(settled).toHaveBeenCalled());
      screen.getByText('Location sharing is off');
      screen.getByText(/Location access is blocked/);
      // Not "it starts when you start a duty": the duty has started.
      expect(screen.queryByText(/It starts when you start a duty/)).toBeNull();
    });

    it('at once where the location is granted: waiting for a fix keeps the height', async () => {
      stubPhone('granted', null);
      const settled = vi.fn();
      renderAt(<LocationSharingCard onSettled={settled} />);
      await waitFor(() => expect(settled).toHaveBeenCalled());
      screen.getByText(/Sharing your location for DUT-000036/);
    });
  });
});
