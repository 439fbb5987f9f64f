import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv (LackeyCCG export format)', () => {
  it('strips the byte-order mark and splits plain fields', () => {
    expect(parseCsv('\uFEFFa,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const rows = parseCsv('name,text\r\n"Shaka, When","say ""hi""\nthen go"\r\n');
    expect(rows).toEqual([
      ['name', 'text'],
      ['Shaka, When', 'say "hi"\nthen go'],
    ]);
  });

  it('keeps empty trailing fields', () => {
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
  });

  it('maps records by header name', () => {
    const { header, records } = parseCsvRecords('x,y\n1,\n');
    expect(header).toEqual(['x', 'y']);
    expect(records).toEqual([{ x: '1', y: '' }]);
  });
});
