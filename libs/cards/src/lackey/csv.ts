/**
 * RFC 4180-style CSV reader for the LackeyCCG card-list export: UTF-8 byte-order mark, comma
 * separated, fields optionally quoted, quoted fields may contain commas, doubled quotes and line
 * breaks. Pure: works on a string.
 */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  const length = source.length;
  let row: string[] = [];
  let i = 0;
  // Each iteration reads one field starting at i, then the separator after it.
  while (i <= length) {
    let value: string;
    if (source.charCodeAt(i) === 34 /* " */) {
      let cursor = i + 1;
      let parts = '';
      for (;;) {
        const quote = source.indexOf('"', cursor);
        if (quote < 0) {
          parts += source.slice(cursor);
          cursor = length;
          break;
        }
        parts += source.slice(cursor, quote);
        if (source.charCodeAt(quote + 1) === 34) {
          parts += '"';
          cursor = quote + 2;
          continue;
        }
        cursor = quote + 1;
        break;
      }
      // Tolerate stray characters between the closing quote and the separator.
      let next = cursor;
      while (next < length && !isSeparator(source.charCodeAt(next))) next += 1;
      value = parts + source.slice(cursor, next);
      i = next;
    } else {
      let next = i;
      while (next < length && !isSeparator(source.charCodeAt(next))) next += 1;
      value = source.slice(i, next);
      i = next;
    }
    row.push(value);
    const separator = source.charCodeAt(i);
    if (separator === 44 /* , */) {
      i += 1;
      continue;
    }
    // End of line or end of input.
    rows.push(row);
    row = [];
    if (separator === 13 && source.charCodeAt(i + 1) === 10) i += 2;
    else i += 1;
    if (i >= length) break;
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

function isSeparator(code: number): boolean {
  return code === 44 || code === 10 || code === 13;
}

/** Reads a CSV with a header row into records keyed by the header names. */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header, ...body] = looksTabSeparated(text) ? parseTabSeparated(text) : parseCsv(text);
  if (!header) return { header: [], records: [] };
  const records = body.map((cells) => {
    const record: Record<string, string> = {};
    header.forEach((name, index) => {
      record[name] = cells[index] ?? '';
    });
    return record;
  });
  return { header, records };
}

/** LackeyCCG's own plugin files are tab separated without quoting: a header line with tabs and no commas. */
function looksTabSeparated(text: string): boolean {
  const first = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  return first.includes('\t') && !first.includes(',');
}

function parseTabSeparated(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return source
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}
