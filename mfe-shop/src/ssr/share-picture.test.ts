import { describe, expect, it } from 'vitest';
import { sharePictureOf } from './share-picture';

describe("a shop page's picture for shared links (og:image)", () => {
  const shop = { banner: null, logo: null };
  const products = [{ imageUrl: null }, { imageUrl: '/v1/files/p2.jpg' }];
  it('is the banner, else the logo, else the first product with a picture, else none', () => {
    expect(sharePictureOf({ banner: '/v1/files/b.jpg', logo: '/v1/files/l.png' }, products, 'https://v.test')).toBe('https://v.test/v1/files/b.jpg');
    expect(sharePictureOf({ ...shop, logo: '/v1/files/l.png' }, products, 'https://v.test')).toBe('https://v.test/v1/files/l.png');
    expect(sharePictureOf(shop, products, 'https://v.test')).toBe('https://v.test/v1/files/p2.jpg');
    expect(sharePictureOf(shop, [{ imageUrl: null }], 'https://v.test')).toBeNull();
    expect(sharePictureOf(shop, [{ imageUrl: 'https://cdn.test/x.webp' }], 'https://v.test')).toBe('https://cdn.test/x.webp');
  });
});
