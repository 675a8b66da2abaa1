import { describe, expect, it } from 'vitest';
import { makeDriver } from '../../../../test/drivers';
import {
  emptyDriverForm,
  formValuesOf,
  stepChanges,
  stepOfField,
  toDriverPayload,
} from './driver-form';
import { validateDriverForm } from './validate-driver-form';

const TODAY = new Date('2026-05-01T00:00:00Z');

const valid = {
  ...formValuesOf(makeDriver()),
  aadharNumber: '',
};

describe('the driver form', () => {
  it('leaves empty optional fields out and uses the Aadhaar address when asked', () => {
    const payload = toDriverPayload({
      ...emptyDriverForm(),
      name: ' Ganesh ',
      addressAadhar: 'Jayanagar',
      sameAsAadhar: true,
      currentAddress: 'ignored',
    });
    expect(payload).toMatchObject({ name: 'Ganesh', currentAddress: 'Jayanagar' });
    expect(payload).not.toHaveProperty('phoneSecondary');
    expect(payload).not.toHaveProperty('emergencyContact');
    expect(payload).not.toHaveProperty('dlIssueDate');
  });

  it('sends with every step the fields the server would otherwise reset to their defaults', () => {
    const values = formValuesOf(makeDriver({ experienceYears: 9 }));
    const changes = stepChanges('contact', values);
    expect(changes).toMatchObject({
      addressAadhar: values.addressAadhar,
      experienceYears: 9,
      languagesKnown: ['Kannada', 'English'],
      serviceTypes: ['Airport Transport'],
      preferredWorkSchedules: ['Weekdays'],
      associatedVendors: ['a0000000-0000-4000-8000-000000000001'],
      timings: { type: '24hrs', slots: [] },
    });
    expect(changes).not.toHaveProperty('dlNumber');
  });

  it('finds the step that asks for a field the server names', () => {
    expect(stepOfField('images.dlFront')).toBe(2);
    expect(stepOfField('currentAddress')).toBe(1);
    expect(stepOfField('body.emergencyContact')).toBe(1);
    expect(stepOfField('languagesKnown')).toBe(3);
    expect(stepOfField('dlNumber')).toBe(0);
  });

  it('says what is missing, field by field', () => {
    const errors = validateDriverForm(emptyDriverForm(), { chooseVendor: true, today: TODAY });
    expect(errors).toMatchObject({
      name: 'Enter the driver’s name',
      dlNumber: 'Enter the driving licence number',
      dob: 'Enter the date of birth',
      gender: 'Choose the gender',
      phonePrimary: 'Enter the driver’s mobile number',
      associatedVendors: 'Choose the vendor the driver works for',
      'emergencyContact.name': 'Enter the emergency contact’s name',
      languagesKnown: 'Choose the languages the driver speaks',
    });
    expect(validateDriverForm(valid, { chooseVendor: false, today: TODAY })).toEqual({});
  });

  it('runs the licence, Aadhaar and PAN checks the server runs', () => {
    const errors = validateDriverForm(
      {
        ...valid,
        dlNumber: 'KA0320300045871',
        dlExpiry: '2020-01-01',
        aadharNumber: '234123412345',
        pan: 'ABCDE1234',
      },
      { chooseVendor: false, today: TODAY },
    );
    expect(errors).toEqual({
      dlNumber: 'The year of issue is in the future',
      dlExpiry: 'Expired on 01/01/2020',
      aadharNumber: 'The check digit does not match: a typo?',
      pan: 'A PAN has 5 letters, 4 digits and a letter, e.g. ABCPE1234F',
    });
  });

  it('puts an under-age issue date on the issue date, and asks for a slot', () => {
    const errors = validateDriverForm(
      { ...valid, dlIssueDate: '2001-01-01', timings: { type: 'slots', slots: [] } },
      { chooseVendor: false, today: TODAY },
    );
    expect(errors).toMatchObject({
      dlIssueDate: 'The holder was under 18 on the date of issue',
      'timings.slots': 'Add at least one time slot',
    });
  });
});
