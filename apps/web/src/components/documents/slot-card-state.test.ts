import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../lib/document-files';
import { photo } from '../../test/drivers';
import { slotCardState } from './slot-card-state';

const pdf = photo({
  slot: 'medicalCertificate',
  contentType: 'application/pdf',
  hasThumbnail: false,
});

describe('a document slot card', () => {
  it('is empty, uploading, an image preview or a file chip', () => {
    const base = { uploading: false, canOpen: true };
    expect(slotCardState({ ...base, document: undefined })).toEqual({ kind: 'empty' });
    expect(slotCardState({ ...base, document: photo(), uploading: true })).toEqual({
      kind: 'uploading',
    });
    expect(slotCardState({ ...base, document: photo() })).toEqual({
      kind: 'image',
      document: photo(),
    });
    expect(slotCardState({ ...base, document: pdf })).toEqual({ kind: 'file', document: pdf });
  });

  it('keeps a file closed to those who may not open it', () => {
    const aadhaar = photo({ slot: 'aadharFrontImage' });
    const input = { document: aadhaar, uploading: false };
    expect(slotCardState({ ...input, canOpen: false }).kind).toBe('restricted');
    expect(slotCardState({ ...input, canOpen: true }).kind).toBe('image');
  });

  it('refuses a wrong type or a file over the limit before sending it', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });
    const accepted = ['image/png', 'application/pdf'];
    expect(fileProblem(file('image/png', 10), accepted, 100)).toBeNull();
    expect(fileProblem(file('image/svg+xml', 10), accepted, 100)).toBe('type');
    expect(fileProblem(file('application/pdf', 101), accepted, 100)).toBe('size');
  });
});
