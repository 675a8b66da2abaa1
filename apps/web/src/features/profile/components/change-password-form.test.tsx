import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeFetch } from '../../../test/fake-fetch';
import { renderAt } from '../../../test/render-route';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it("shows the server's reason under the new password when it refuses it", async () => {
    const message = 'This password is too common. Choose another.';
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'POST /profile/password': () =>
          apiError(400, 'VALIDATION_FAILED', message, [{ path: 'body.newPassword', message }]),
      }).fetch,
    );
    renderAt(<ChangePasswordForm username="deepa@example.in" />);
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'my old password' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });
});
