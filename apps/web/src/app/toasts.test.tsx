import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('Toasts', () => {
  it('mounts no container until a screen enables toasts, then shows them at the top right', async () => {
    // Files share modules (isolate off) and another may have enabled toasts already: this one
    // starts from fresh ones.
    vi.resetModules();
    const { toast } = await import('react-toastify');
    const { AppProviders } = await import('./providers');
    const { enableToasts } = await import('./toasts');
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
