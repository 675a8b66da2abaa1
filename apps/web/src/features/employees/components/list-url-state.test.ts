import { describe, expect, it } from 'vitest';
import { changedSearch } from '../../../lib/use-list-view';
import {
  DEFAULT_VIEW,
  hasFilters,
  queryOfView,
  URL_STATE,
  viewFromSearch,
  type EmployeeListView,
} from './list-url-state';

const read = (query: string) => viewFromSearch(new URLSearchParams(query));
const write = (query: string, change: Partial<EmployeeListView>) =>
  changedSearch(URL_STATE, new URLSearchParams(query), change).toString();

describe('employee list address', () => {
  it('reads every part of the view from the address', () => {
    expect(
      read('page=3&pageSize=50&sort=name&q=kavya&jobRole=fleet_manager&accountStatus=Blocked'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'name',
      q: 'kavya',
      jobRole: 'fleet_manager',
      accountStatus: 'Blocked',
    });
  });

  it('falls back to the defaults for anything missing or made up', () => {
    expect(read('')).toEqual(DEFAULT_VIEW);
    expect(read('page=0&pageSize=7&sort=email&jobRole=pilot&accountStatus=Gone&q=%20%20')).toEqual(
      DEFAULT_VIEW,
    );
    expect(read('page=2.5').page).toBe(1);
  });

  it('leaves defaults out of the address and keeps other parameters', () => {
    expect(write('tab=admins', { sort: 'name' })).toBe('sort=name&tab=admins');
    expect(write('sort=name', { sort: '-createdAt' })).toBe('');
    expect(write('q=ravi', { q: '' })).toBe('');
  });

  it('goes back to page 1 when the search, a filter or the sort changes', () => {
    expect(write('page=4&q=ravi', { jobRole: 'ceo' })).toBe('q=ravi&jobRole=ceo');
    expect(write('page=4', { q: 'ravi' })).toBe('q=ravi');
    expect(write('page=4', { pageSize: 50 })).toBe('pageSize=50');
    expect(write('q=ravi', { page: 2 })).toBe('q=ravi&page=2');
  });

  it('sends only the filters that are set', () => {
    expect(queryOfView(read('q=ravi'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
      q: 'ravi',
    });
    expect(hasFilters(read('sort=name&page=2'))).toBe(false);
    expect(hasFilters(read('accountStatus=Inactive'))).toBe(true);
  });
});
