import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, istDate, weekStart } from './ist';
import {
  changeView,
  dutiesListPath,
  listQueryOf,
  scheduleQueryOf,
  searchFromView,
  stepDate,
  viewFromSearch,
  windowOf,
} from './url-state';

const VENDOR = 'a0000000-0000-4000-8000-000000000001';
const read = (search: string, role: 'admin' | 'vendor' | 'driver' = 'admin') =>
  viewFromSearch(new URLSearchParams(search), role, '2026-06-03');

describe('the duties URL state', () => {
  it('defaults to this week, and to vendor lanes for operators, driver lanes for vendors', () => {
    expect(read('')).toMatchObject({ view: 'week', date: '2026-06-03', lane: 'vendor', page: 1 });
    expect(read('', 'vendor').lane).toBe('driver');
    // A vendor cannot ask for vendor lanes; a driver has no choice at all.
    expect(read('lane=vendor', 'vendor').lane).toBe('driver');
    expect(read('lane=vehicle', 'driver').lane).toBe('driver');
  });

  it('reads view, date, lane and filters, and drops what is malformed', () => {
    const view = read(
      `view=day&date=2026-06-10&lane=vehicle&status=Started&serviceType=Outstation&vendorId=${VENDOR}&companyId=nope&from=2026-02-30&page=0`,
    );
    expect(view).toMatchObject({
      view: 'day',
      date: '2026-06-10',
      lane: 'vehicle',
      status: 'Started',
      serviceType: 'Outstation',
      vendorId: VENDOR,
      page: 1,
    });
    expect(view.companyId).toBeUndefined();
    expect(view.from).toBeUndefined();
    expect(read('view=year&date=10-06-2026&status=Lost')).toMatchObject({
      view: 'week',
      date: '2026-06-03',
    });
    expect(read('view=year&status=Lost').status).toBeUndefined();
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const search = `view=list&date=2026-06-10&lane=driver&status=Assigned&from=2026-06-01&to=2026-06-07&q=Airport&sort=-createdAt&page=2&pageSize=50&duty=${VENDOR}`;
    const view = read(search);
    expect(searchFromView(view, 'admin').toString()).toBe(new URLSearchParams(search).toString());
    expect(searchFromView(read(''), 'admin').toString()).toBe('date=2026-06-03');
  });

  it('starts the list again from page 1 when a filter changes, but not when the duty opens', () => {
    const view = read('view=list&page=3');
    expect(changeView(view, { status: 'Requested' }).page).toBe(1);
    expect(changeView(view, { duty: VENDOR }).page).toBe(3);
    expect(changeView(view, { page: 4 }).page).toBe(4);
    expect(changeView({ ...view, status: 'Requested' }, { status: undefined })).not.toHaveProperty(
      'status',
    );
  });

  it('asks the schedule for whole India days, weeks from Monday, months as whole weeks', () => {
    expect(windowOf({ view: 'day', date: '2026-06-03' })).toEqual({
      start: '2026-06-03',
      end: '2026-06-04',
    });
    // 3 June 2026 is a Wednesday.
    expect(windowOf({ view: 'week', date: '2026-06-03' })).toEqual({
      start: '2026-06-01',
      end: '2026-06-08',
    });
    // June 2026: Monday 1 June to Sunday 5 July.
    expect(windowOf({ view: 'month', date: '2026-06-20' })).toEqual({
      start: '2026-06-01',
      end: '2026-07-06',
    });
    expect(scheduleQueryOf(read(`view=day&date=2026-06-10&vendorId=${VENDOR}`))).toEqual({
      from: '2026-06-10T00:00:00+05:30',
      to: '2026-06-11T00:00:00+05:30',
      vendorId: VENDOR,
      lanes: 'vendor',
      lanePage: 1,
    });
    // A month counts days: every duty, no lanes.
    expect(scheduleQueryOf(read('view=month&date=2026-06-10&lanePage=3'))).toEqual({
      from: '2026-06-01T00:00:00+05:30',
      to: '2026-07-06T00:00:00+05:30',
      lanePage: 1,
    });
  });

  it('keeps the page of lanes in the URL until the period, lanes or filters change', () => {
    const view = read('date=2026-06-10&lane=driver&lanePage=3');
    expect(view.lanePage).toBe(3);
    expect(scheduleQueryOf(view)).toMatchObject({ lanes: 'driver', lanePage: 3 });
    expect(searchFromView(view, 'admin').get('lanePage')).toBe('3');
    expect(changeView(view, { duty: VENDOR }).lanePage).toBe(3);
    for (const change of [
      { date: '2026-06-17' },
      { lane: 'vehicle' as const },
      { status: 'Assigned' as const },
      { view: 'day' as const },
    ])
      expect(changeView(view, change).lanePage).toBe(1);
    expect(read('lanePage=0').lanePage).toBe(1);
    expect(read('lanePage=abc').lanePage).toBe(1);
  });

  it('steps by the period on screen', () => {
    expect(stepDate({ view: 'day', date: '2026-06-30' }, 1)).toBe('2026-07-01');
    expect(stepDate({ view: 'week', date: '2026-06-03' }, -1)).toBe('2026-05-27');
    expect(stepDate({ view: 'month', date: '2026-01-31' }, 1)).toBe('2026-02-28');
  });

  it('gives the list whole days, the last one included', () => {
    expect(listQueryOf(read('view=list&from=2026-06-01&to=2026-06-01&q=%20Ravi%20'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'scheduledStart',
      from: '2026-06-01T00:00:00+05:30',
      to: '2026-06-02T00:00:00+05:30',
      q: 'Ravi',
    });
    // Without a range, the list runs from the date on screen onwards: what comes next first.
    expect(listQueryOf(read('view=list&date=2026-06-10'))).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'scheduledStart',
      from: '2026-06-10T00:00:00+05:30',
    });
    expect(listQueryOf(read('view=list')).from).toBe('2026-06-03T00:00:00+05:30');
    // A To date of its own replaces it: everything up to that day.
    expect(listQueryOf(read('view=list&date=2026-06-10&to=2026-06-05'))).not.toHaveProperty('from');
    expect(changeView(read('view=list&page=3'), { date: '2026-06-04' }).page).toBe(1);
    expect(stepDate({ view: 'list', date: '2026-06-30' }, 1)).toBe('2026-07-01');
    expect(dutiesListPath('2026-06-03', 'Started')).toBe(
      '/duties?view=list&date=2026-06-03&status=Started&from=2026-06-03&to=2026-06-03',
    );
  });

  it('reads times in India time, whatever the browser zone', () => {
    expect(localInputToIso('2026-06-03T09:30')).toBe('2026-06-03T09:30:00+05:30');
    expect(isoToLocalInput('2026-06-03T04:00:00.000Z')).toBe('2026-06-03T09:30');
    expect(istDate('2026-06-02T20:00:00Z')).toBe('2026-06-03');
    expect(weekStart('2026-06-07')).toBe('2026-06-01');
  });
});
