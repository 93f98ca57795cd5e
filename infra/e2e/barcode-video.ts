/**
 * A picture of an EAN-13 barcode as a camera would film it, for the till's camera journey: Chromium's fake camera
 * plays a YUV4MPEG2 file (`--use-file-for-fake-video-capture`), so the till's reader decodes real bars.
 */

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((b) => (b === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
/** Which left-hand digits use the G (even) set, told by the first digit (which has no bars of its own). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 (1 = bar, 0 = space): guard, 6 digits (L/G), centre guard, 6 digits (R), guard. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`An EAN-13 has 13 digits: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d.slice(1, 7).map((digit, i) => (parity[i] === 'L' ? L : G)[digit]).join('');
  const right = d.slice(7).map((digit) => R[digit]).join('');
  return `101${left}01010${right}101`;
}

/** A grey frame (Y plane, 0 black … 255 white) of the code's bars on white, with quiet zones, centred. */
export function barcodeFrame(code: string, width: number, height: number, modulePx = 4): Uint8Array {
  const modules = ean13Modules(code);
  const frame = new Uint8Array(width * height).fill(255);
  const startX = Math.floor((width - modules.length * modulePx) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);
  if (startX < 11 * modulePx) throw new Error('The frame is too narrow for the bars and their quiet zones.');
  for (let y = top; y < bottom; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] !== '1') continue;
      frame.fill(0, y * width + startX + m * modulePx, y * width + startX + (m + 1) * modulePx);
    }
  }
  return frame;
}

/** A YUV4MPEG2 (4:2:0) video of `frames` identical frames of the code: header, then per frame `FRAME` and Y, U, V. */
export function barcodeY4m(code: string, width = 640, height = 480, frames = 2): Buffer {
  const luma = barcodeFrame(code, width, height);
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii')];
  for (let i = 0; i < frames; i += 1) parts.push(Buffer.from('FRAME\n', 'ascii'), Buffer.from(luma), Buffer.from(chroma), Buffer.from(chroma));
  return Buffer.concat(parts);
}
