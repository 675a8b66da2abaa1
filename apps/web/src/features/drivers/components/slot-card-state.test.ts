import { describe, expect, it } from 'vitest';
import { photo } from '../../../test/drivers';
import { fileProblem, isRequiredSlot, slotCardState } from './slot-card-state';

const pdf = photo({
  slot: 'medicalCertificate',
  contentType: 'application/pdf',
  hasThumbnail: false,
});

describe('a document slot card', () => {
  it('is empty, uploading, an image preview or a file chip', () => {
    const base = { slot: 'livePhoto' as const, uploading: false, restricted: false };
    expect(slotCardState({ ...base, document: undefined })).toEqual({ kind: 'empty' });
    expect(slotCardState({ ...base, document: photo(), uploading: true })).toEqual({
      kind: 'uploading',
    });
    expect(slotCardState({ ...base, document: photo() })).toEqual({
      kind: 'image',
      document: photo(),
    });
    expect(slotCardState({ ...base, slot: 'medicalCertificate', document: pdf })).toEqual({
      kind: 'file',
      document: pdf,
    });
  });

  it('keeps Aadhaar images closed to those who may not open them', () => {
    const aadhaar = photo({ slot: 'aadharFrontImage' });
    const input = { slot: 'aadharFrontImage' as const, document: aadhaar, uploading: false };
    expect(slotCardState({ ...input, restricted: false }).kind).toBe('restricted');
    expect(slotCardState({ ...input, restricted: true }).kind).toBe('image');
  });

  it('marks the licence and the profile photo as required', () => {
    expect(isRequiredSlot('dlFront')).toBe(true);
    expect(isRequiredSlot('dlBack')).toBe(true);
    expect(isRequiredSlot('livePhoto')).toBe(true);
    expect(isRequiredSlot('policeCertificate')).toBe(false);
  });

  it('refuses a wrong type or a file over the limit before sending it', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });
    const accepted = ['image/png', 'application/pdf'];
    expect(fileProblem(file('image/png', 10), accepted, 100)).toBeNull();
    expect(fileProblem(file('image/svg+xml', 10), accepted, 100)).toBe('type');
    expect(fileProblem(file('application/pdf', 101), accepted, 100)).toBe('size');
  });
});
