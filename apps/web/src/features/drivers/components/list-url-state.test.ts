import { describe, expect, it } from 'vitest';
import {
  changeView,
  DEFAULT_VIEW,
  hasFilters,
  queryOfView,
  searchFromView,
  viewFromSearch,
} from './list-url-state';

const VENDOR = 'a0000000-0000-4000-8000-000000000001';

describe('the drivers list in the URL', () => {
  it('reads every part of the view from the address', () => {
    const view = viewFromSearch(
      new URLSearchParams(
        `q=Manju&approvalStatus=Pending&accountStatus=Active&language=Kannada&serviceType=Employee+Pick+%26+Drop&workSchedule=Full+Week&vendorId=${VENDOR}&sort=name&page=3&pageSize=50`,
      ),
    );
    expect(view).toEqual({
      q: 'Manju',
      approvalStatus: 'Pending',
      accountStatus: 'Active',
      language: 'Kannada',
      serviceType: 'Employee Pick & Drop',
      workSchedule: 'Full Week',
      vendorId: VENDOR,
      sort: 'name',
      page: 3,
      pageSize: 50,
    });
    expect(viewFromSearch(searchFromView(view))).toEqual(view);
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(
      viewFromSearch(
        new URLSearchParams(
          'approvalStatus=Maybe&language=Malayalam&vendorId=42&sort=age&page=-1&pageSize=7',
        ),
      ),
    ).toEqual(DEFAULT_VIEW);
  });

  it('leaves the defaults out of the address', () => {
    expect(searchFromView(DEFAULT_VIEW).toString()).toBe('');
    expect(searchFromView({ ...DEFAULT_VIEW, q: '  ', language: 'Hindi' }).toString()).toBe(
      'language=Hindi',
    );
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = { ...DEFAULT_VIEW, page: 4 };
    expect(changeView(onPage4, { approvalStatus: 'Approved' })).toMatchObject({
      page: 1,
      approvalStatus: 'Approved',
    });
    expect(changeView(onPage4, { page: 5 }).page).toBe(5);
    const cleared = changeView({ ...onPage4, language: 'Urdu' }, { language: undefined });
    expect(cleared).not.toHaveProperty('language');
    expect(hasFilters(cleared)).toBe(false);
  });

  it('asks the API with the same names, without an empty search', () => {
    expect(queryOfView({ ...DEFAULT_VIEW, q: ' KA01 ', language: 'Tamil' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
      q: 'KA01',
      language: 'Tamil',
    });
    expect(queryOfView(DEFAULT_VIEW)).not.toHaveProperty('q');
  });
});
