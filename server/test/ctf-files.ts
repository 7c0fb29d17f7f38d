import { SaxesParser } from 'saxes';

/**
 * Readers for the files CTF platforms import, shared by the tests of `pnpm ctf export` and of
 * juice-shop-ctf-cli's exports: enough of each format to read a file back field by field.
 */

/** A small RFC 4180 reader: rows end at CRLF or LF (the last one may have no end), quoted fields may hold both. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r') i += 1;
    } else field += char;
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field');
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** The rows of a CSV with a header row, as records by column name. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(text);
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`A CSV row has ${row.length} fields, the header ${header.length}: ${row.join(' | ').slice(0, 200)}`);
    return Object.fromEntries(header.map((column, index) => [column, row[index]]));
  });
}

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** Parses with saxes (a conforming XML parser: malformed XML throws) into a plain tree. */
export function readXml(text: string): XmlNode {
  const parser = new SaxesParser();
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, text: '', children: [] }];
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on('text', (value) => (stack[stack.length - 1].text += value));
  parser.on('closetag', () => stack.pop());
  parser.write(text).close();
  return stack[0].children[0];
}

export const child = (node: XmlNode, name: string) => node.children.find((candidate) => candidate.name === name)!;
export const children = (node: XmlNode, name: string) => node.children.filter((candidate) => candidate.name === name);
