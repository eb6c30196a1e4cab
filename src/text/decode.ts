/**
 * Text files written by other programs, decoded as they were written: UTF-8 (with or without a
 * byte-order mark) when the bytes are valid UTF-8, else Windows-1252 — what Outlook and older
 * Windows calendars write ("Reuni\xe3o" is "Reunião", never "Reuni�o"). Pure.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // Node's 'windows-1252' decoder is Latin-1 on builds without full ICU (0x96, the en dash of
    // "Dentist – Will", stays a control character): the 27 characters Windows-1252 puts in
    // 0x80–0x9F are mapped here.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, c => CP1252[c.charCodeAt(0) - 0x80] || c);
  }
}

/** Windows-1252's 0x80–0x9F (WHATWG encoding table); '' where it has no character. */
const CP1252 = ['€', '', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '', 'Ž', '', '', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '', 'ž', 'Ÿ'];
