import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, numberInIndianWords } from '../../src/billing';

describe('amount in words, Indian numbering', () => {
  it('writes 1,23,45,678.50 in crore, lakh and thousand, then paise', () => {
    expect(amountInWords(1_23_45_678_50)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    );
  });

  it('leaves out the places that are zero', () => {
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(10_00_00_005_05)).toBe('Rupees Ten Crore Five and Five Paise Only');
    expect(amountInWords(3_200_00)).toBe('Rupees Three Thousand Two Hundred Only');
    expect(amountInWords(11_800_00)).toBe('Rupees Eleven Thousand Eight Hundred Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(99)).toBe('Rupees Zero and Ninety-Nine Paise Only');
  });

  it('counts crores in lakh and thousand above 99 crore', () => {
    expect(numberInIndianWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
    expect(numberInIndianWords(1_15_00_00_000)).toBe('One Hundred Fifteen Crore');
    expect(numberInIndianWords(19)).toBe('Nineteen');
    expect(numberInIndianWords(70)).toBe('Seventy');
  });

  it('refuses fractions and negatives', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

describe('rupees with Indian grouping', () => {
  it('writes paise as ₹ with lakh and crore commas and two decimals', () => {
    expect(formatRupees(1_23_45_678_50)).toBe('₹1,23,45,678.50');
    expect(formatRupees(1_600_00)).toBe('₹1,600.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-250_00)).toBe('-₹250.00');
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});
