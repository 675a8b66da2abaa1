import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSession } from '../lib/session';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
  localStorage.clear();
});
