import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the name the server gives', () => {
    expect(fileNameOf('attachment; filename="123456789FEC20261231.txt"', 'fec.txt')).toBe('123456789FEC20261231.txt');
    expect(fileNameOf('attachment; filename=123456789FEC20261231.txt', 'fec.txt')).toBe('123456789FEC20261231.txt');
    expect(fileNameOf("attachment; filename=\"x.txt\"; filename*=UTF-8''FA2026-00001%20avoir.pdf", 'a.pdf')).toBe('FA2026-00001_avoir.pdf');
  });
  it('keeps no folder nor odd characters, and falls back when there is no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'f.txt')).toBe('passwd');
    expect(fileNameOf(null, 'f.txt')).toBe('f.txt');
    expect(fileNameOf('attachment', 'f.txt')).toBe('f.txt');
    expect(fileNameOf('attachment; filename=".."', 'f.txt')).toBe('f.txt');
  });
});
