import { describe, expect, it } from 'vitest';
import { scriptsOfIndexHtml } from './storefront-documents';

describe('scriptsOfIndexHtml', () => {
  it('lists the shell\'s scripts in order, quoted or not (html-webpack-plugin minifies attributes)', () => {
    const html = '<!doctype html><html lang=fr><head><link rel=icon href=/favicon.svg><script defer src=/main.8056b823.js></script>'
      + '<script type="module" src="/extra.1234abcd.js"></script><script>inline()</script></head><body><div id=root></div></body></html>';
    expect(scriptsOfIndexHtml(html)).toEqual(['/main.8056b823.js', '/extra.1234abcd.js']);
    expect(scriptsOfIndexHtml('<html></html>')).toEqual([]);
  });
});
