/**
 * RFC 4180 CSV: comma-separated, `"` quotes fields (a doubled `""` is one quote), quoted fields
 * may hold commas and line breaks; CRLF or LF line ends; a leading BOM is dropped; blank lines
 * are skipped. Spreadsheets export this. Returns the records with the file line each starts on.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell.trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return records;
}
