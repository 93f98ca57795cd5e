import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '@vendange/contracts';
import { barcodeFrame, barcodeY4m, ean13Modules } from './barcode-video';

/** Reads the digits back from modules, by the standard's tables (independent of the encoder's own arrays). */
function decode(modules: string): string {
  const l: Record<string, number> = { '0001101': 0, '0011001': 1, '0010011': 2, '0111101': 3, '0100011': 4, '0110001': 5, '0101111': 6, '0111011': 7, '0110111': 8, '0001011': 9 };
  const g: Record<string, number> = { '0100111': 0, '0110011': 1, '0011011': 2, '0100001': 3, '0011101': 4, '0111001': 5, '0000101': 6, '0010001': 7, '0001001': 8, '0010111': 9 };
  const r: Record<string, number> = { '1110010': 0, '1100110': 1, '1101100': 2, '1000010': 3, '1011100': 4, '1001110': 5, '1010000': 6, '1000100': 7, '1001000': 8, '1110100': 9 };
  const parities = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
  let parity = '';
  let digits = '';
  for (let i = 0; i < 6; i += 1) {
    const chunk = modules.slice(3 + i * 7, 10 + i * 7);
    if (chunk in l) { parity += 'L'; digits += l[chunk]; } else { parity += 'G'; digits += g[chunk]; }
  }
  for (let i = 0; i < 6; i += 1) digits += r[modules.slice(50 + i * 7, 57 + i * 7)];
  return `${parities.indexOf(parity)}${digits}`;
}

describe('EAN-13 bars for the camera journey', () => {
  it('encodes guards and digits as the standard tables say (Wikipedia’s 4006381333931)', () => {
    const modules = ean13Modules('4006381333931');
    expect(modules).toHaveLength(95);
    expect([modules.slice(0, 3), modules.slice(45, 50), modules.slice(92)]).toEqual(['101', '01010', '101']);
    // First digit 4: parity LGLLGG, so the second digit (0) is in L and the third (0) in G.
    expect(modules.slice(3, 17)).toBe('0001101' + '0100111');
    expect(decode(modules)).toBe('4006381333931');
  });

  it('draws the demo product’s EAN (checked by its GS1 digit) that reads back from a row of the picture', () => {
    const ean = '3760123450010';
    expect(gs1CheckDigit(ean.slice(0, 12))).toBe(Number(ean[12]));
    const width = 640;
    const frame = barcodeFrame(ean, width, 480);
    const row = frame.subarray(240 * width, 241 * width);
    const start = row.indexOf(0);
    const modules = Array.from({ length: 95 }, (_, m) => (row[start + m * 4] === 0 ? '1' : '0')).join('');
    expect(decode(modules)).toBe(ean);
    // White above the bars, and the quiet zone left of them.
    expect(frame[10 * width + start]).toBe(255);
    expect(row.subarray(start - 44, start).every((v) => v === 255)).toBe(true);
  });

  it('wraps frames as YUV4MPEG2: header, then FRAME and the Y, U, V planes', () => {
    const video = barcodeY4m('3760123450010', 512, 16, 3);
    const header = 'YUV4MPEG2 W512 H16 F10:1 Ip A1:1 C420jpeg\n';
    expect(video.subarray(0, header.length).toString('ascii')).toBe(header);
    const frameBytes = 'FRAME\n'.length + 512 * 16 * 1.5;
    expect(video.length).toBe(header.length + 3 * frameBytes);
    expect(video.subarray(header.length + frameBytes, header.length + frameBytes + 6).toString('ascii')).toBe('FRAME\n');
  });

  it('refuses what is not an EAN-13', () => {
    expect(() => ean13Modules('12345')).toThrow('An EAN-13 has 13 digits');
  });
});
