import { describe, expect, it } from 'vitest';
import { hasFilters, nextListQuery, parseListParams, toListParams } from './list-params';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('the vendor list in the address', () => {
  it('reads the defaults from a bare /vendors', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 20, sort: '-createdAt' });
    expect(toListParams(parse('')).toString()).toBe('');
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
    expect(toListParams(query).toString()).toBe(search);
    expect(hasFilters(query)).toBe(true);
  });

  it('drops a bad parameter and keeps the good ones', () => {
    expect(
      parse(
        'approvalStatus=Maybe&state=XX&sort=random&page=-2&pageSize=500&serviceType=Outstation',
      ),
    ).toEqual({ page: 1, pageSize: 20, sort: '-createdAt', serviceType: 'Outstation' });
  });

  it('goes back to page 1 when the search or a filter changes, not when paging', () => {
    const onPage3 = parse('approvalStatus=Pending&page=3');
    expect(nextListQuery(onPage3, { state: 'KL' })).toMatchObject({ page: 1, state: 'KL' });
    expect(nextListQuery(onPage3, { page: 4 })).toMatchObject({ page: 4 });
    const cleared = nextListQuery(onPage3, { approvalStatus: undefined, q: '' });
    expect(toListParams(cleared).toString()).toBe('');
  });
});
