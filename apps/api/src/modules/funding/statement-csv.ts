/**
 * CSV for statements: RFC 4180 (comma, CRLF, a field with a comma, quote or line break is
 * quoted and its quotes doubled) and safe to open in a spreadsheet: a text cell that starts
 * with = + - @ (or a tab or carriage return) would be run as a formula there, so it gets a
 * leading apostrophe (OWASP "CSV injection"). Plain numbers such as "-12.50" are left alone:
 * they are amounts made by the server, and a spreadsheet reads them as numbers.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (!NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel opens a UTF-8 file as a legacy code page unless it starts with a byte-order mark; memos may be Chinese. */
export const UTF8_BOM = '\uFEFF';
