import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

/**
 * Loaded only when the till's camera opens (a dynamic import of this module): the ZXing reader and its WebAssembly,
 * taken from this build (`wasmUrl`, emitted by webpack) and never from the library's CDN default.
 */
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

/** The bottle codes a till reads: EAN-13/GTIN-13, EAN-8, UPC-A/E, and ITF-14 (GTIN-14 on cartons). */
export const bottleFormats = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'] as const;

/** A reader of bottle codes in a video frame. */
export function bottleCodeReader(): { read: (frame: HTMLVideoElement) => Promise<string | null> } {
  const detector = new BarcodeDetector({ formats: [...bottleFormats] });
  return {
    read: async (frame) => {
      const found = await detector.detect(frame);
      return found.find((b) => /^\d{8,14}$/.test(b.rawValue))?.rawValue ?? null;
    },
  };
}
