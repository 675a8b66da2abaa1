import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { SpinnerOverlay } from './spinner-overlay';

describe('SpinnerOverlay', () => {
  it('announces that the screen is loading', () => {
    render(
      <AppProviders>
        <SpinnerOverlay />
      </AppProviders>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
