import type { SharingState } from '@raahi/domain/live-location';
import { fireEvent, screen } from '@testing-library/react';
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
});
