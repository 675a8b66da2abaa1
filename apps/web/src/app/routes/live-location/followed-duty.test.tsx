import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DUTY_ID, makeDuty } from '../../../test/duties';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { FollowedDuty } from './followed-duty';

const VEHICLE = { id: 'b0000000-0000-4000-8000-000000000009', vehicleNumber: 'KA05MN4821' };

describe('following a duty on the live map', () => {
  it('selects the duty’s vehicle and says which duty is followed', async () => {
    const duty = makeDuty({ status: 'Started', vehicle: { ...VEHICLE, category: 'Sedan' } });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /trip/${DUTY_ID}`]: () => json(200, duty) }).fetch,
    );
    const onVehicle = vi.fn();
    renderAt(<FollowedDuty dutyId={DUTY_ID} onVehicle={onVehicle} onStop={() => undefined} />);
    await screen.findByText(new RegExp(`Following ${duty.regId}: its vehicle KA05MN4821`));
    await waitFor(() => expect(onVehicle).toHaveBeenCalledWith(VEHICLE.id));
  });

  it('says when the followed duty has ended', async () => {
    const duty = makeDuty({ status: 'Completed', vehicle: { ...VEHICLE, category: 'Sedan' } });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /trip/${DUTY_ID}`]: () => json(200, duty) }).fetch,
    );
    renderAt(
      <FollowedDuty dutyId={DUTY_ID} onVehicle={() => undefined} onStop={() => undefined} />,
    );
    await screen.findByText(`${duty.regId} is Completed: there is nothing to follow.`);
  });
});
