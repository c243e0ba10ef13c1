/**
 * The text of an uploaded file that says nothing of its encoding (an OFX statement, a CSV saved by
 * Excel): UTF-8 when it is valid UTF-8, otherwise Windows-1252, what Brazilian banks and Excel in
 * Portuguese write ('•' of a masked CPF is its byte 0x95). A UTF-8 byte order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Node built without full ICU decodes 'windows-1252' as latin1 (0x95 -> U+0095): 0x80-0x9F are mapped here.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (ch) => CP1252_80_9F[ch.charCodeAt(0) - 0x80]);
  }
}

// Windows-1252's 0x80-0x9F (the only bytes where it differs from latin1); the five it leaves undefined stay as they are.
const CP1252_80_9F = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];
