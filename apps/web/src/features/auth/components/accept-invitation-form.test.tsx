import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeFetch } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { AcceptInvitationForm } from './accept-invitation-form';

describe('AcceptInvitationForm', () => {
  it("shows the server's reason under the password when it refuses it", async () => {
    const message = 'Do not use your email, phone number or name as your password.';
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /auth/invitations/accept': () =>
          apiError(400, 'VALIDATION_FAILED', message, [{ path: 'body.password', message }]),
      }).fetch,
    );
    renderAt(
      <AcceptInvitationForm token={'t'.repeat(40)} username="kavya@example.in" onGone={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/^Choose a password/), {
      target: { value: 'kavya@example.in' },
    });
    fireEvent.change(screen.getByLabelText(/^Type it again/), {
      target: { value: 'kavya@example.in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByText(message)).toBeTruthy();
  });
});
