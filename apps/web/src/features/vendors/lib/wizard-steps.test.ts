import { gstinCheckCharacter } from '@raahi/domain/kyc';
import { describe, expect, it } from 'vitest';
import { emptyWizard, type WizardValues } from './vendor-form';
import { firstInvalidStep, stepOfField, WIZARD_STEPS } from './wizard-steps';

const gstin = (pan: string, state = '29') =>
  `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

const complete: WizardValues = {
  ...emptyWizard(),
  registrationType: 'Partnership',
  name: 'Nandi Hills Travels',
  email: 'ops@nandi.in',
  phone: '98860 12345',
  address: '12, MG Road, Bengaluru 560001',
  pan: 'abcfe1234f',
  gst: gstin('ABCFE1234F'),
  consent: true,
  operationalArea: [{ state: 'KA', cities: ['Bengaluru'] }],
  serviceTypes: ['Outstation'],
  ownername: 'Nandini Rao',
  ownermobile: '9886012345',
  ownerdob: '1985-06-15',
  password: 'Nandi@Hills2026',
  confirmPassword: 'Nandi@Hills2026',
};

describe('wizard steps', () => {
  it('pass when every step is filled in correctly', () => {
    expect(firstInvalidStep(complete)).toBeNull();
  });

  it.each([
    ['a missing vendor type', { registrationType: '' }, 'business'],
    ['a landline number', { phone: '2345 6789' }, 'business'],
    ['a PAN with the wrong shape', { pan: 'ABC1234' }, 'identity'],
    ['a GSTIN with a typo', { gst: gstin('ABCFE1234F').slice(0, 14) + '0' }, 'identity'],
    ['a GSTIN of another PAN', { gst: gstin('ABCFE9999F') }, 'identity'],
    ['an Aadhaar with a wrong check digit', { aadhar: '234123412347' }, 'identity'],
    ['no consent', { consent: false }, 'identity'],
    ['a GSTIN from a state outside the area', { gst: gstin('ABCFE1234F', '32') }, 'operations'],
    ['no service type', { serviceTypes: [] }, 'operations'],
    ['an owner under 18', { ownerdob: `${new Date().getFullYear() - 17}-01-01` }, 'owner'],
    ['an owner email that is not one', { owneremail: 'nandini@' }, 'owner'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'account'],
    ['passwords that differ', { confirmPassword: 'Nandi@Hills2025' }, 'account'],
  ] as const)('stop at the step that holds %s', (_, change, step) => {
    const index = firstInvalidStep({ ...complete, ...change } as WizardValues);
    expect(WIZARD_STEPS[index!]?.key).toBe(step);
  });

  it('allow an empty GSTIN, Aadhaar, owner email and statement', () => {
    expect(
      firstInvalidStep({ ...complete, gst: '', aadhar: '', owneremail: '', elevatorStatement: '' }),
    ).toBeNull();
  });

  it('find the step of a field the server complained about', () => {
    expect(stepOfField('gst')).toBe(1);
    expect(stepOfField('operationalArea.0.cities.1')).toBe(2);
    expect(stepOfField('phoneVerification')).toBe(0);
    expect(stepOfField('somethingElse')).toBeNull();
  });
});
