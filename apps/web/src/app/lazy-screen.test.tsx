import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

function screenNamed(name: string) {
  const load = vi.fn(async () => ({ default: () => <h1>{name}</h1> }));
  return { load, Screen: lazyScreen(load) };
}

describe('preloadScreens', () => {
  it('starts loading only the screens the path shows, once each, inside a layout', () => {
    const shell = screenNamed('Shell');
    const duties = screenNamed('Duties');
    const vehicles = screenNamed('Vehicles');
    const routes: RouteObject[] = [
      {
        element: <shell.Screen />,
        children: [
          { path: 'duties', element: <duties.Screen /> },
          { path: 'vehicles', element: <vehicles.Screen /> },
        ],
      },
    ];

    preloadScreens(routes, '/duties');
    preloadScreens(routes, '/duties');

    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(duties.load).toHaveBeenCalledTimes(1);
    expect(vehicles.load).not.toHaveBeenCalled();
  });

  it('leaves a path that matches no route alone', () => {
    const duties = screenNamed('Duties');
    preloadScreens([{ path: 'duties', element: <duties.Screen /> }], '/nowhere');
    expect(duties.load).not.toHaveBeenCalled();
  });

  it('looks past elements that are not lazy screens', () => {
    const duties = screenNamed('Duties');
    const routes: RouteObject[] = [
      { element: <Outlet />, children: [{ path: 'duties', element: <duties.Screen /> }] },
    ];
    preloadScreens(routes, '/duties');
    expect(duties.load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyScreen', () => {
  it('renders a preloaded screen from the same load, not a second one', async () => {
    const duties = screenNamed('Duties');
    await duties.Screen.preload();
    render(
      <Suspense fallback="loading">
        <duties.Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Duties' })).toBeTruthy();
    expect(duties.load).toHaveBeenCalledTimes(1);
  });
});
