import { describe, expect, it } from 'vitest';
import { storefrontDocument, type DocumentParts } from './storefront-document';

const parts = (over: Partial<DocumentParts['head']> = {}): DocumentParts => ({
  head: {
    locale: 'fr', title: 'Les Galets – Domaine "des" Coteaux', description: 'AOP <Côtes du Rhône>', canonical: 'https://v.test/coteaux/les-galets-1',
    image: null, type: 'product', siteName: 'Domaine', themeColor: '#7B2D43', jsonLd: { '@type': 'Product', name: '</script>' }, noindex: false, ...over,
  },
  css: '.sf{}', body: '<div class="sf">x</div>', data: { name: '</script><script>alert(1)</script>' }, scripts: ['/storefront/boot.0123abcd.js'], shellScripts: ['/main.1.js'],
});

describe('storefrontDocument', () => {
  it('carries the title, description, canonical and Open Graph, escaped', () => {
    const html = storefrontDocument(parts());
    expect(html.startsWith('<!doctype html><html lang="fr"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Les Galets – Domaine &quot;des&quot; Coteaux</title>');
    expect(html).toContain('<meta name="description" content="AOP &lt;Côtes du Rhône&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://v.test/coteaux/les-galets-1">');
    expect(html).toContain('<meta property="og:title" content="Les Galets – Domaine &quot;des&quot; Coteaux">');
    expect(html).toContain('<meta property="og:url" content="https://v.test/coteaux/les-galets-1">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('noindex');
    expect(storefrontDocument(parts({ image: 'https://v.test/v1/files/a.jpg', noindex: true }))).toContain('<meta property="og:image" content="https://v.test/v1/files/a.jpg"><meta name="twitter:card" content="summary_large_image">');
  });

  it('inlines data and JSON-LD that no text can break out of, and only deferred scripts', () => {
    const html = storefrontDocument(parts());
    // The only closing tags are the real ones: JSON-LD, data, shell list.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    const data = /<script type="application\/json" id="storefront-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({ name: '</script><script>alert(1)</script>' });
    expect(html).toContain('<script defer src="/storefront/boot.0123abcd.js"></script>');
    expect(html).toContain('<div id="root"><div class="sf">x</div></div>');
    expect(html).not.toMatch(/<script>(?!<)/);
  });
});
