import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('shows toasts at the top right', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>content</p>
      </AppProviders>,
    );
    act(() => {
      toast('Vendor saved');
    });
    const message = await screen.findByText('Vendor saved');
    expect(message.closest('.Toastify__toast-container--top-right')).toBeTruthy();
  });
});
