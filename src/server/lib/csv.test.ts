import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; note: string | null }) => row.name },
    { header: 'Note', value: (row: { name: string; note: string | null }) => row.note },
  ];

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'Asha, R', note: 'said "hi"\nthen left' }])).toBe(
      '"Name","Note"\r\n"Asha, R","said ""hi""\nthen left"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', note: '+1' }])).toBe(
      `"Name","Note"\r\n"'=HYPERLINK(""x"")","'+1"\r\n`,
    );
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(columns, [{ name: 'A', note: null }])).toBe('"Name","Note"\r\n"A",""\r\n');
  });

  it('quotes every field and defuses formulas after a separator', () => {
    expect(toCsv(columns, [{ name: 'hello;=1+2', note: 'a|@SUM(1)\tb, -3\n+cmd' }])).toBe(
      `"Name","Note"\r\n"hello;'=1+2","a|'@SUM(1)\tb, '-3\n'+cmd"\r\n`,
    );
  });

  it('defuses headers like cells: a header can be text an admin typed (an event question, a KPI name)', () => {
    const typed = [
      { header: '=HYPERLINK("http://x","Diet")', value: (row: { a: string }) => row.a },
      { header: '@SUM(1) ; -2', value: (row: { a: string }) => row.a },
      { header: 'Diet?', value: (row: { a: string }) => row.a },
    ];
    expect(toCsv(typed, [{ a: 'x' }])).toBe(
      `"'=HYPERLINK(""http://x"",""Diet"")","'@SUM(1) ; '-2","Diet?"\r\n"x","x","x"\r\n`,
    );
  });

  it('leaves ordinary text alone', () => {
    expect(toCsv(columns, [{ name: 'Asha R-Kumar', note: 'mail a@b.c; 1+1=2' }])).toBe(
      '"Name","Note"\r\n"Asha R-Kumar","mail a@b.c; 1+1=2"\r\n',
    );
  });
});
