import { describe, expect, it } from 'vitest';
import { groupIban } from './iban';

describe('groupIban', () => {
  it('groups by four, the last group shorter', () => expect(groupIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189'));
  it('regroups what was typed with other spaces or dashes, upper case', () => expect(groupIban(' fr76-3000 600001 1234567890189 ')).toBe('FR76 3000 6000 0112 3456 7890 189'));
  it('leaves no trailing space on a full group', () => expect(groupIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00'));
  it('keeps an empty input empty', () => expect(groupIban('  ')).toBe(''));
});
