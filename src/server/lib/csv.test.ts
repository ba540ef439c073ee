import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvRupees } from './csv.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcalc')).toBe("'\tcalc");
    expect(csvCell('\rcalc')).toBe('"\'\rcalc"');
  });

  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('Iyer, Meera')).toBe('"Iyer, Meera"');
    expect(csvCell('The "best" diya')).toBe('"The ""best"" diya"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=1+2, "x"')).toBe('"\'=1+2, ""x"""');
  });

  it('leaves plain text and numbers alone; empty for null', () => {
    expect(csvCell('Meera Iyer')).toBe('Meera Iyer');
    expect(csvCell('मीरा')).toBe('मीरा');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvChunks', () => {
  it('writes a BOM, the header and CRLF lines, batch after batch', async () => {
    async function* batches() {
      yield [['x', 1] as const];
      yield [[null, 'y,z'] as const];
    }
    let csv = '';
    for await (const chunk of csvChunks(['A', 'B'], batches())) csv += chunk;
    expect(csv).toBe('\uFEFFA,B\r\nx,1\r\n,"y,z"\r\n');
  });

  it('rupees with two decimals', () => {
    expect(csvRupees(123_456)).toBe('1234.56');
    expect(csvRupees(100_000)).toBe('1000.00');
    expect(csvRupees(0)).toBe('0.00');
  });
});
