import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { idsNamedIn, cutFirstCatalog, wholeCatalogIn } = require('./first-catalog.cjs') as {
  idsNamedIn: (sources: string[], ids: Iterable<string>) => Set<string>;
  cutFirstCatalog: (text: string, named: Set<string>) => { text: string; counts: Array<{ whole: number; first: number }> } | null;
  wholeCatalogIn: (text: string) => Record<string, unknown>;
};
const loader = require('./first-catalog-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

// What @lingui/loader writes for a catalog, then minified as terser does (single quotes around JSON).
const whole = { a1B2c3: ['Commandes'], 'x/Y+z9': ['Bonjour ', ['name']], Qq0000: ['Jamais vu'] };
const lingui = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(whole))});`;
const minified = `(self.c=self.c||[]).push([[9],{9:(e,s,t)=>{t.d(s,{messages:()=>a});const a=JSON.parse(__VENDANGE_FIRST_CATALOG__('${JSON.stringify(whole)}'))}}]);`;

describe('first catalogs', () => {
  it('the loader wraps the whole catalog in the marker the build replaces', () => {
    const out = loader.call({ resourcePath: 'fr.po' }, lingui);
    expect(out).toBe(`/*eslint-disable*/export const messages=JSON.parse(__VENDANGE_FIRST_CATALOG__(${JSON.stringify(JSON.stringify(whole))}));`);
    expect(() => loader.call({ resourcePath: 'fr.po' }, 'export const messages = {}')).toThrow(/changed shape/);
  });

  it('finds the ids a chunk names as quoted strings, and only those', () => {
    const chunk = 'e.jsx(Trans,{id:"a1B2c3"});t._({id:\'x/Y+z9\',values:{name:n}});const q="Qq00000";';
    expect([...idsNamedIn([chunk], Object.keys(whole))].sort()).toEqual(['a1B2c3', 'x/Y+z9']);
    expect(idsNamedIn([], Object.keys(whole)).size).toBe(0);
  });

  it('replaces the marker with the messages named, keeping the rest of the chunk', () => {
    expect(wholeCatalogIn(minified)).toEqual(whole);
    const cut = cutFirstCatalog(minified, new Set(['x/Y+z9']))!;
    expect(cut.counts).toEqual([{ whole: 3, first: 1 }]);
    expect(cut.text).not.toContain('__VENDANGE_FIRST_CATALOG__');
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(cut.text)![1]!;
    expect(cut.text.replace(literal, '')).toBe(minified.replace(/__VENDANGE_FIRST_CATALOG__\('[^']*'\)/, ''));
    const messages = JSON.parse(JSON.parse(literal)) as unknown;
    expect(messages).toEqual({ 'x/Y+z9': ['Bonjour ', ['name']] });
    expect(cutFirstCatalog('const a=1;', new Set())).toBeNull();
  });

  it('reads a marker whose string holds escaped quotes', () => {
    const tricky = { id1: ["L'été \"chaud\""] };
    const text = `x(__VENDANGE_FIRST_CATALOG__('${JSON.stringify(tricky).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'))`;
    expect(JSON.parse(JSON.parse(cutFirstCatalog(text, new Set(['id1']))!.text.slice(2, -1)))).toEqual(tricky);
  });
});
