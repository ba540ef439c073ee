import { describe, expect, it } from 'vitest';
import { paiseToRupeesInput, rupeesToPaiseInput } from './money-input.ts';

describe('rupee inputs', () => {
  it.each([
    ['499', 49_900],
    [' 499.5 ', 49_950],
    ['0.1', 10],
    ['1234.56', 123_456],
    ['0', 0],
    ['-5', -500],
  ])('%j rupees is %i paise', (text, paise) => {
    expect(rupeesToPaiseInput(text)).toBe(paise);
  });

  it('leaves an empty input undefined and a non-number NaN', () => {
    expect(rupeesToPaiseInput('  ')).toBeUndefined();
    expect(rupeesToPaiseInput('abc')).toBeNaN();
  });

  it('keeps a third decimal fractional, so the schema refuses it rather than rounding', () => {
    expect(Number.isInteger(rupeesToPaiseInput('12.345'))).toBe(false);
  });

  it.each([
    [49_900, '499'],
    [49_950, '499.50'],
    [5, '0.05'],
  ])('%i paise shows as %j', (paise, text) => {
    expect(paiseToRupeesInput(paise)).toBe(text);
  });
});
