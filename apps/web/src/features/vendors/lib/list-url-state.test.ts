import { describe, expect, it } from 'vitest';
import { changeView, hasFilters, searchFromView, viewFromSearch } from './list-url-state';

const parse = (search: string) => viewFromSearch(new URLSearchParams(search));

describe('the vendor list in the address', () => {
  it('reads the defaults from a bare /vendors', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 20, sort: '-createdAt', q: '' });
    expect(searchFromView(parse('')).toString()).toBe('');
    expect(hasFilters(parse(''))).toBe(false);
  });

  it('reads every filter, the search, the sort and the page, and writes them back', () => {
    const search =
      'q=shree&approvalStatus=Pending&accountStatus=Active&serviceType=Airport+Transport&state=KA&sort=name&page=3&pageSize=50';
    const query = parse(search);
    expect(query).toEqual({
      q: 'shree',
      approvalStatus: 'Pending',
      accountStatus: 'Active',
      serviceType: 'Airport Transport',
      state: 'KA',
      sort: 'name',
      page: 3,
      pageSize: 50,
    });
    expect(searchFromView(query).toString()).toBe(search);
    expect(hasFilters(query)).toBe(true);
  });

  it('drops a bad parameter and keeps the good ones', () => {
    expect(
      parse(
        'approvalStatus=Maybe&state=XX&sort=random&page=-2&pageSize=500&serviceType=Outstation',
      ),
    ).toEqual({ page: 1, pageSize: 20, sort: '-createdAt', q: '', serviceType: 'Outstation' });
  });

  it('goes back to page 1 when the search or a filter changes, not when paging', () => {
    const onPage3 = parse('approvalStatus=Pending&page=3');
    expect(changeView(onPage3, { state: 'KL' })).toMatchObject({ page: 1, state: 'KL' });
    expect(changeView(onPage3, { page: 4 })).toMatchObject({ page: 4 });
    const cleared = changeView(onPage3, { approvalStatus: undefined, q: '' });
    expect(searchFromView(cleared).toString()).toBe('');
  });
});
