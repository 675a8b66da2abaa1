import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../test/strings';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../providers';
import { RouteErrorPage } from './route-error';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorPage', () => {
  it('replaces a screen that failed with a way to recover', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: en.routeError.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.routeError.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.routeError.home }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });
});
