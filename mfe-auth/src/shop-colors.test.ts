import { describe, expect, it } from 'vitest';
import { readableTextOn, usableColor } from './shop-colors';

describe('usableColor', () => {
  it.each([
    ['#7B2D43', '#7B2D43'],
    [' #abc ', '#abc'],
    ['red', null],
    ['#12345', null],
    ['', null],
    [null, null],
    ['url(javascript:alert(1))', null],
  ])('%j -> %j', (input, expected) => expect(usableColor(input)).toBe(expected));
});

describe('readableTextOn', () => {
  it.each([
    ['#7B2D43', 'white'],
    ['#2E5E4E', 'white'],
    ['#219EBC', '#1a202c'],
    ['#ffffff', '#1a202c'],
    ['#fff', '#1a202c'],
    ['#000000', 'white'],
    ['#F5D76E', '#1a202c'],
  ])('%s -> %s', (bg, expected) => expect(readableTextOn(bg)).toBe(expected));
});
