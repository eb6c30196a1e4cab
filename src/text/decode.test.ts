import {describe, expect, it} from 'vitest';
import {decodeText as decodeBytes} from './decode.js';

describe('decodeText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeBytes(Buffer.from('Reunião às 9h', 'utf8'))).toBe('Reunião às 9h');
    expect(decodeBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Café', 'utf8')]))).toBe('Café');
  });

  it('reads Windows-1252 / Latin-1 when the bytes are not UTF-8', () => {
    expect(decodeBytes(Buffer.from('Reunião no Café', 'latin1'))).toBe('Reunião no Café');
    // 0x96 is the en dash in Windows-1252 ("Dentist – Will"), a control character in Latin-1.
    expect(decodeBytes(Uint8Array.from([0x44, 0x20, 0x96, 0x20, 0x57]))).toBe('D – W');
  });
});
