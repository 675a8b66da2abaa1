import { describe, expect, it } from 'vitest';
import { makeDriver, photo } from '../../../../test/drivers';
import { emptyDriverForm } from './driver-form';
import {
  clearDriverDraft,
  DRIVER_DRAFT_KEY,
  draftFromDriver,
  firstIncompleteStep,
  hasUnsavedNewDriver,
  newDriverDraft,
  readDriverDraft,
  writeDriverDraft,
} from './wizard-draft';

const OWNER = 'b8f1c7e2-0000-4000-8000-000000000101';
const DRIVER_ID = 'd71e0000-0000-4000-8000-000000000009';

describe('the driver onboarding draft', () => {
  it('starts at step 0 with experience 0 and timings 24hrs', () => {
    const draft = newDriverDraft(OWNER);
    expect(draft).toMatchObject({ activeStep: 0, driverId: null });
    expect(draft.values.experienceYears).toBe(0);
    expect(draft.values.timings).toEqual({ type: '24hrs', slots: [] });
  });

  it('restores the same step, data and server id after a reload', () => {
    const draft = {
      ...newDriverDraft(OWNER),
      activeStep: 3,
      driverId: DRIVER_ID,
      approvalStatus: 'Staged' as const,
      aadharMasked: 'XXXX XXXX 2346',
      values: {
        ...emptyDriverForm(),
        name: 'Ganesh Shetty',
        dlNumber: 'KA0520151234567',
        languagesKnown: ['Kannada' as const, 'Tulu' as never],
        timings: { type: 'slots' as const, slots: [{ from: '06:00', to: '14:00' }] },
        emergencyContact: { name: 'Lakshmi', phone: '9845012345' },
      },
    };
    writeDriverDraft(localStorage, draft);
    const restored = readDriverDraft(localStorage, OWNER);
    expect(restored).toEqual({
      ...draft,
      values: { ...draft.values, languagesKnown: ['Kannada', 'Tulu'] },
    });
  });

  it('never stores the Aadhaar number as typed, only its masked form', () => {
    writeDriverDraft(localStorage, {
      ...newDriverDraft(OWNER),
      aadharMasked: 'XXXX XXXX 2346',
      values: { ...emptyDriverForm(), aadharNumber: '234123412346' },
    });
    const stored = localStorage.getItem(DRIVER_DRAFT_KEY) ?? '';
    expect(stored).not.toContain('234123412346');
    expect(stored).toContain('XXXX XXXX 2346');
    expect(readDriverDraft(localStorage, OWNER)?.values.aadharNumber).toBe('');
  });

  it('ignores a draft someone else left in this browser, or one it cannot read', () => {
    writeDriverDraft(localStorage, newDriverDraft('someone-else'));
    expect(readDriverDraft(localStorage, OWNER)).toBeNull();
    localStorage.setItem(DRIVER_DRAFT_KEY, '{not json');
    expect(readDriverDraft(localStorage, OWNER)).toBeNull();
  });

  it('fills what an older draft lacks and keeps the step in range', () => {
    localStorage.setItem(
      DRIVER_DRAFT_KEY,
      JSON.stringify({
        ownerId: OWNER,
        activeStep: 42,
        values: { name: 'Old', aadharNumber: '234123412346', experienceYears: 'x' },
      }),
    );
    const draft = readDriverDraft(localStorage, OWNER)!;
    expect(draft.activeStep).toBe(4);
    expect(draft.values).toEqual({ ...emptyDriverForm(), name: 'Old' });
  });

  it('forgets the draft on start over', () => {
    writeDriverDraft(localStorage, newDriverDraft(OWNER));
    clearDriverDraft(localStorage);
    expect(readDriverDraft(localStorage, OWNER)).toBeNull();
  });

  it('resumes a Staged driver at its first unfinished step', () => {
    const staged = makeDriver({ approvalStatus: 'Staged', images: [] });
    expect(firstIncompleteStep(staged)).toBe(2);
    expect(firstIncompleteStep({ ...staged, currentAddress: null })).toBe(1);
    const withDocuments = {
      ...staged,
      images: [photo({ slot: 'dlFront' }), photo({ slot: 'dlBack' }), photo()],
    };
    expect(firstIncompleteStep({ ...withDocuments, serviceTypes: [] })).toBe(3);
    expect(firstIncompleteStep(withDocuments)).toBe(4);

    const draft = draftFromDriver(OWNER, staged);
    expect(draft).toMatchObject({
      activeStep: 2,
      driverId: staged.id,
      approvalStatus: 'Staged',
      aadharMasked: 'XXXX XXXX 2346',
    });
    expect(draft.values).toMatchObject({ name: staged.name, sameAsAadhar: true, aadharNumber: '' });
    expect(draftFromDriver(OWNER, makeDriver({ approvalStatus: 'Rejected' })).activeStep).toBe(0);
  });

  it('knows when replacing the draft would lose a new driver not saved yet', () => {
    expect(hasUnsavedNewDriver(null)).toBe(false);
    expect(hasUnsavedNewDriver(newDriverDraft(OWNER))).toBe(false);
    const typed = { ...newDriverDraft(OWNER), values: { ...emptyDriverForm(), name: 'Ganesh' } };
    expect(hasUnsavedNewDriver(typed)).toBe(true);
    expect(hasUnsavedNewDriver({ ...typed, driverId: DRIVER_ID })).toBe(false);
  });
});
