import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form';

describe('applyServerErrors', () => {
  it("puts each problem on its field, a list item's on the list, and returns the rest", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid', [
      { path: 'body.gst', message: 'The check character does not match: a typo?' },
      { path: 'body.operationalArea.0.cities.1', message: 'Too short' },
      { path: 'body.unknown', message: 'Not on this form' },
    ]);
    expect(applyServerErrors(error, setError, ['gst', 'operationalArea'])).toBeNull();
    expect(setError.mock.calls).toEqual([
      [
        'gst',
        { type: 'server', message: 'The check character does not match: a typo?' },
        { shouldFocus: true },
      ],
      ['operationalArea', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ]);
  });

  it("names a 409's field, and returns the message when no field takes it", () => {
    const setError = vi.fn();
    const duplicate = new ApiError(
      409,
      'CONFLICT',
      'A vendor with this PAN is already registered',
      {
        field: 'pan',
      },
    );
    expect(applyServerErrors(duplicate, setError, ['pan'])).toBeNull();
    expect(applyServerErrors(duplicate, setError, ['email'])).toBe(
      'A vendor with this PAN is already registered',
    );
  });
});
