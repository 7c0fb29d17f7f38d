/** What a file really is, judged by its first bytes rather than its name or declared type. */
export type FileKind = 'pdf' | 'zip' | 'xml' | 'png' | 'jpg';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b]) && [0x0304, 0x0506, 0x0708].includes((bytes[2] << 8) | bytes[3])) return 'zip'; // PK..
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart();
  if (/^<\?xml[\s?]/.test(head) || /^<!(DOCTYPE\s|--)/.test(head) || /^<[A-Za-z_][\w.:-]*[\s>/]/.test(head)) return 'xml';
  return null;
}

export const IMAGE_TYPES: Record<'png' | 'jpg', string> = { png: 'image/png', jpg: 'image/jpeg' };
