import { csvCell, csvLine, inBatches } from './csv.js';

describe('csv', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', `"'+1 555"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['a, "b"\nc', `"a, ""b""\nc"`],
    ['plain', '"plain"'],
  ])('neutralises and quotes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers and null as an empty cell, with CRLF line ends', () => {
    expect(csvLine([29, null, 'x'])).toBe('29,,"x"\r\n');
  });

  it('reads every batch until a short one', async () => {
    const source = Array.from({ length: 7 }, (_, index) => index);
    const seen: number[] = [];
    for await (const row of inBatches(async (skip, take) => source.slice(skip, skip + take), 3)) seen.push(row);
    expect(seen).toEqual(source);
  });
});
