// Median time to price one 100-line seller cart with @vendange/pricing (the server's authoritative path).
import { priceSellerCart, type LineInput } from '@vendange/pricing';

export function pricingCartMedianMs(runs = 300): { medianMs: number; p95Ms: number } {
  const lines: LineInput[] = Array.from({ length: 100 }, (_, i) => ({
    id: i, quantity: 1 + (i % 13),
    format: {
      unity: 'cl', unityValue: i % 5 === 0 ? 150 : 75, price: 900 + i * 7,
      discountPrice: { '6': 850 + i * 7, '12': 800 + i * 7 }, discountAdd: i % 3 === 0 ? { '24': -50 } : null,
      promotions: i % 4 === 0 ? [{ type: '%', amount: '5', activation: 'minProduct', threshold: 6 }] : null,
    },
    product: { vatType: i % 7 === 0 ? 'reduced' : 'standard', productType: 'bottle' },
    excise: { category: i % 9 === 0 ? 'sparkling-wine' : 'still-wine', abv: '13.5' },
    customTax: i % 10 === 0 ? { amountPerHL: '1.5' } : null,
  }));
  const context = { typology: { key: 'particulier', ttc: true, globalDiscount: '2' }, shop: { hasTVA: true }, date: '2026-03-15' };
  for (let i = 0; i < 20; i++) priceSellerCart({ lines, context }); // warm-up (JIT)
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    priceSellerCart({ lines, context, shipping: { price: 900, franco: { amount: 30000 } } });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(runs / 2)]!, p95Ms: times[Math.floor(runs * 0.95)]! };
}
