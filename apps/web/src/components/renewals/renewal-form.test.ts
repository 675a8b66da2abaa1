import { describe, expect, it } from 'vitest';
import { renewalProblems, renewalRequest, type RenewalSpec } from './renewal-form';

const TODAY = '2026-06-15';
const policy = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
const insurance: RenewalSpec = {
  dated: true,
  numbered: true,
  slots: ['insuranceDocument'],
  labelOf: () => 'Insurance policy',
};
const licence: RenewalSpec = {
  dated: true,
  numbered: false,
  slots: ['dlFront', 'dlBack'],
  labelOf: (slot) => (slot === 'dlFront' ? 'Licence (front)' : 'Licence (back)'),
};

describe('renewing a paper', () => {
  it('asks for a new date that is still valid today, and the new document', () => {
    expect(renewalProblems({ validTill: '', number: '', files: {} }, insurance, TODAY)).toEqual({
      validTill: 'Give the date the new paper is valid till',
      'file.insuranceDocument': 'Upload the new Insurance policy',
    });
    expect(
      renewalProblems(
        { validTill: '2026-06-14', number: '', files: { insuranceDocument: policy } },
        insurance,
        TODAY,
      ),
    ).toEqual({ validTill: 'The new paper must still be valid today' });
    expect(
      renewalProblems(
        { validTill: TODAY, number: '', files: { insuranceDocument: policy } },
        insurance,
        TODAY,
      ),
    ).toEqual({});
  });

  it('needs each of the paper’s documents, each a JPEG, PNG, WebP or PDF', () => {
    const page = new File(['<html>'], 'licence.html', { type: 'text/html' });
    expect(
      renewalProblems(
        { validTill: '2036-01-01', number: '', files: { dlFront: page } },
        licence,
        TODAY,
      ),
    ).toEqual({
      'file.dlFront': 'Licence (front): choose a JPEG, PNG, WebP or PDF file',
      'file.dlBack': 'Upload the new Licence (back)',
    });
  });

  it('sends the date and a given number, and keeps the old number when none is given', () => {
    const files = { insuranceDocument: policy };
    expect(
      renewalRequest({ validTill: '2027-06-14', number: '  POL-2 ', files }, insurance),
    ).toEqual({ validTill: '2027-06-14', number: 'POL-2', files });
    expect(renewalRequest({ validTill: '2027-06-14', number: ' ', files }, insurance)).toEqual({
      validTill: '2027-06-14',
      files,
    });
    const certificate: RenewalSpec = { ...insurance, dated: false, numbered: false };
    expect(renewalRequest({ validTill: '2027-06-14', number: 'X', files }, certificate)).toEqual({
      files,
    });
  });
});
