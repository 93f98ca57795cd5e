import { describe, expect, it } from 'vitest';
import { centsToDecimal, escapeHtml, jsonForScript, metaText } from './html-text';

describe('jsonForScript', () => {
  it('cannot close the script element nor open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a & b -->', line: 'a\u2028b\u2029c' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});

describe('centsToDecimal', () => {
  it('writes cents as a decimal price without floats', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(centsToDecimal(-199)).toBe('-1.99');
  });
});

describe('metaText', () => {
  it('keeps one line and cuts long text on a word', () => {
    expect(metaText('  Un   vin\nrouge ')).toBe('Un vin rouge');
    const long = metaText('mot '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('mot…')).toBe(true);
  });
});
