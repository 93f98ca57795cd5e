/**
 * mulberry32, a small seeded generator for the engine's tests: the same values on every run and every machine
 * (the golden carts are pinned to the values it gives; changing it changes every cart).
 */
export function seededGenerator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
