import { describe, expect, it } from 'vitest';
import { taskLinkFromAddress } from './task-link';

const id = '0b7d9a52-3c1e-4f7a-9d2b-6a1e2c3d4e5f';

describe('a task’s link from a pasted address', () => {
  it('knows the record pages, whole addresses or paths', () => {
    expect(taskLinkFromAddress(`https://raahi.example/vehicles/${id}`)).toEqual({
      kind: 'vehicle',
      id,
    });
    expect(taskLinkFromAddress(`/drivers/${id}/`)).toEqual({ kind: 'driver', id });
    expect(taskLinkFromAddress(`/vendors/${id.toUpperCase()}`)).toEqual({ kind: 'vendor', id });
    expect(taskLinkFromAddress(`/manage-your-employees/${id}`)).toEqual({ kind: 'employee', id });
    expect(taskLinkFromAddress(`/duties?view=day&duty=${id}`)).toEqual({ kind: 'duty', id });
  });

  it('refuses anything else', () => {
    expect(taskLinkFromAddress('')).toBeNull();
    expect(taskLinkFromAddress('/vehicles')).toBeNull();
    expect(taskLinkFromAddress('/duties')).toBeNull();
    expect(taskLinkFromAddress(`/settings/${id}`)).toBeNull();
    expect(taskLinkFromAddress('not a link')).toBeNull();
  });
});
