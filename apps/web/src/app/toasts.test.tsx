import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { enableToasts } from './toasts';

describe('Toasts', () => {
  it('mounts no container until a screen enables toasts, then shows them at the top right', async () => {
    render(
      <AppProviders>
        <p>content</p>
      </AppProviders>,
    );
    act(() => {
      toast('Vendor saved');
    });
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => enableToasts());
    const message = await screen.findByText('Vendor saved');
    expect(message.closest('.Toastify__toast-container--top-right')).toBeTruthy();
  });
});
