/**
 * Text files written by other programs, decoded as they were written: UTF-8 (with or without a
 * byte-order mark) when the bytes are valid UTF-8, else Windows-1252 — what Outlook and older
 * Windows calendars write ("Reuni\xe3o" is "Reunião", never "Reuni�o"). Pure.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
