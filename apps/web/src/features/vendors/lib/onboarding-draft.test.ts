import { describe, expect, it } from 'vitest';
import { emptyWizard, type WizardValues } from './vendor-form';
import {
  draftToValues,
  loadOnboarding,
  ONBOARDING_DRAFT_KEY,
  proofOf,
  saveOnboarding,
  valuesToDraft,
} from './onboarding-draft';

const filled: WizardValues = {
  ...emptyWizard(),
  name: 'Nandi Hills Travels',
  phone: '9886012345',
  pan: 'ABCFE1234F',
  aadhar: '234123412346',
  aadharMasked: 'XXXX XXXX 2346',
  password: 'Nandi@Hills2026',
  confirmPassword: 'Nandi@Hills2026',
  operationalArea: [{ state: 'KA', cities: ['Bengaluru'] }],
};

/** A JWT-shaped token whose payload carries `exp`. */
const tokenExpiringAt = (seconds: number) =>
  `x.${btoa(JSON.stringify({ exp: seconds })).replace(/=+$/, '')}.y`;

describe('the onboarding draft', () => {
  it('never keeps the password or the Aadhaar number, only its mask', () => {
    const draft = valuesToDraft(filled);
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('confirmPassword');
    expect(draft).not.toHaveProperty('aadhar');
    expect(draft).toMatchObject({ aadharMasked: 'XXXX XXXX 2346', pan: 'ABCFE1234F' });

    saveOnboarding({ activeStep: 3, data: draft, proof: null, submitted: null });
    const stored = localStorage.getItem(ONBOARDING_DRAFT_KEY)!;
    expect(stored).not.toContain('Nandi@Hills2026');
    expect(stored).not.toContain('234123412346');
    expect(loadOnboarding()).toMatchObject({
      activeStep: 3,
      data: { name: 'Nandi Hills Travels' },
    });
  });

  it('restores what it can from a broken or foreign draft', () => {
    const values = draftToValues({
      name: 42,
      email: 'ops@nandi.in',
      operationalArea: 'everywhere',
      serviceTypes: ['Outstation'],
      password: 'from an old build',
      aadhar: '234123412346',
    });
    expect(values).toEqual({
      ...emptyWizard(),
      email: 'ops@nandi.in',
      serviceTypes: ['Outstation'],
    });
    localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ activeStep: 99, data: null }));
    expect(loadOnboarding()?.activeStep).toBe(5);
    localStorage.setItem(ONBOARDING_DRAFT_KEY, '{not json');
    expect(loadOnboarding()).toBeNull();
  });

  it('drops a phone proof once it has expired', () => {
    const now = Date.now();
    const live = proofOf('9886012345', tokenExpiringAt(Math.floor(now / 1000) + 3600), now);
    expect(live.expiresAt).toBeGreaterThan(now + 50 * 60 * 1000);
    const stale = proofOf('9886012345', tokenExpiringAt(Math.floor(now / 1000) + 60), now);
    const data = valuesToDraft(filled);
    saveOnboarding({ activeStep: 1, data, proof: live, submitted: null });
    expect(loadOnboarding()?.proof).toEqual(live);
    saveOnboarding({ activeStep: 1, data, proof: stale, submitted: null });
    expect(loadOnboarding()?.proof).toBeNull();
  });
});
