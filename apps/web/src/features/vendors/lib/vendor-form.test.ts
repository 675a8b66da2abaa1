import { describe, expect, it } from 'vitest';
import { makeVendor } from '../../../test/vendors';
import { toVendorCreate, vendorChanges, vendorToFormValues } from './vendor-form';

describe('the vendor form', () => {
  it('turns what was typed into a request: blanks left out, numbers normalised', () => {
    const values = {
      ...vendorToFormValues(makeVendor()),
      phone: '+91 98450 00101',
      email: ' Ramesh@ShreeTravels.Demo ',
      pan: 'aahfs4821k',
      gst: '',
      owneremail: '',
      elevatorStatement: '  ',
    };
    const body = toVendorCreate(values);
    expect(body).toMatchObject({
      phone: '9845000101',
      email: 'ramesh@shreetravels.demo',
      pan: 'AAHFS4821K',
      associatedCompanies: ['0c0a0000-0000-4000-8000-000000000001'],
    });
    // Left out of the JSON that is sent.
    expect(body.gst).toBeUndefined();
    expect(body.aadhar).toBeUndefined();
    expect(body.owneremail).toBeUndefined();
    expect(body.elevatorStatement).toBeUndefined();
  });

  it('sends only what an edit changed, and clears an emptied GSTIN', () => {
    const saved = vendorToFormValues(makeVendor());
    expect(saved.aadhar).toBe('');
    expect(vendorChanges(saved, { ...saved })).toEqual({});
    expect(
      vendorChanges(saved, {
        ...saved,
        address: '7, Church Street, Bengaluru 560001',
        gst: '',
        operationalArea: [{ state: 'KA', cities: ['Bengaluru'] }],
      }),
    ).toEqual({
      address: '7, Church Street, Bengaluru 560001',
      gst: '',
      operationalArea: [{ state: 'KA', cities: ['Bengaluru'] }],
    });
    expect(vendorChanges(saved, { ...saved, aadhar: '2341 2341 2346' })).toEqual({
      aadhar: '2341 2341 2346',
    });
  });
});
