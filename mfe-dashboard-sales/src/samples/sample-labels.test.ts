import { describe, expect, it } from 'vitest';
import { sampleClientOf, sampleFilterOf, sampleFilterQuery, samplesSearch } from './sample-labels';

describe('the samples filter', () => {
  it('reads « à relancer » and the statuses from the URL, nothing else', () => {
    expect(sampleFilterOf('?filter=due')).toBe('due');
    expect(sampleFilterOf('?filter=sent')).toBe('sent');
    expect(sampleFilterOf('?filter=toString')).toBe('');
    expect(sampleFilterOf('')).toBe('');
  });
  it('asks the list for due=true or a status', () => {
    expect(sampleFilterQuery('due')).toEqual({ due: 'true' });
    expect(sampleFilterQuery('answered')).toEqual({ status: 'answered' });
    expect(sampleFilterQuery('')).toEqual({});
  });
  it('keeps the client the list is narrowed to when the filter changes', () => {
    expect(sampleClientOf('?clientId=12&filter=due')).toBe(12);
    expect(sampleClientOf('?clientId=abc')).toBeNull();
    expect(samplesSearch('?clientId=12', 'due')).toBe('?clientId=12&filter=due');
    expect(samplesSearch('?clientId=12&filter=due', '')).toBe('?clientId=12');
    expect(samplesSearch('?filter=sent', '')).toBe('');
  });
});
