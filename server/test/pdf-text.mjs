// Prints the text of the PDF on standard input as JSON, one string per page, the way a PDF
// reader extracts it (pdf.js through pdf-parse). A process of its own: pdf.js starts its worker
// with a dynamic import, which jest's module system cannot run.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify(result.pages.map((page) => page.text)));
