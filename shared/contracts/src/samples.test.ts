import { describe, expect, it } from 'vitest';
import { stockDocumentBodySchema } from './stock';
import { consumerSampleRefusal, followUpOf, sampleDue, sampleMoveAllowed, sampleNumber, sampleMessages } from './sample-names';
import { sampleBodySchema } from './samples';

describe('samples', () => {
  it('moves prepared → sent → answered → ordered, and cancels only before it left', () => {
    expect(sampleMoveAllowed('prepared', 'send')).toBe(true);
    expect(sampleMoveAllowed('sent', 'send')).toBe(false);
    expect(sampleMoveAllowed('prepared', 'answer')).toBe(false);
    expect(sampleMoveAllowed('sent', 'answer')).toBe(true);
    expect(sampleMoveAllowed('answered', 'answer')).toBe(true);
    expect(sampleMoveAllowed('sent', 'order')).toBe(true);
    expect(sampleMoveAllowed('answered', 'order')).toBe(true);
    expect(sampleMoveAllowed('prepared', 'order')).toBe(false);
    expect(sampleMoveAllowed('ordered', 'order')).toBe(false);
    expect(sampleMoveAllowed('prepared', 'cancel')).toBe(true);
    for (const s of ['sent', 'answered', 'ordered', 'cancelled'] as const) expect(sampleMoveAllowed(s, 'cancel')).toBe(false);
    expect(sampleMoveAllowed('sent', 'followUp')).toBe(true);
    expect(sampleMoveAllowed('prepared', 'followUp')).toBe(false);
    expect(sampleMoveAllowed('answered', 'followUp')).toBe(false);
    expect(sampleMoveAllowed('ordered', 'followUp')).toBe(false);
  });

  it('follows up 14 days after it left unless a day was chosen, across months and years', () => {
    expect(followUpOf('2026-11-27')).toBe('2026-12-11');
    expect(followUpOf('2026-12-25')).toBe('2027-01-08');
    expect(followUpOf('2028-02-20')).toBe('2028-03-05');
    expect(followUpOf('2026-11-27', '2026-12-01')).toBe('2026-12-01');
  });

  it('is due from its follow-up day while it waits for an answer', () => {
    expect(sampleDue({ status: 'sent', followUpOn: '2026-12-11' }, '2026-12-10')).toBe(false);
    expect(sampleDue({ status: 'sent', followUpOn: '2026-12-11' }, '2026-12-11')).toBe(true);
    expect(sampleDue({ status: 'answered', followUpOn: '2026-12-01' }, '2026-12-11')).toBe(false);
    expect(sampleDue({ status: 'prepared', followUpOn: null }, '2026-12-11')).toBe(false);
  });

  it('refuses an unsolicited sample to a private client, in French', () => {
    expect(consumerSampleRefusal({ isPro: true }, false)).toBeNull();
    expect(consumerSampleRefusal({ isPro: false }, true)).toBeNull();
    expect(consumerSampleRefusal({ isPro: false }, false)).toBe(sampleMessages.consumer);
    expect(sampleMessages.consumer).toContain('demandé par le client');
  });

  it('numbers per shop and year, and reads a body', () => {
    expect(sampleNumber(2026, 7)).toBe('ECH-2026-0007');
    const body = sampleBodySchema.parse({ shopId: 1, clientId: 2, lines: [{ productId: 3, formatId: 4, quantity: 2 }], purpose: '  ' });
    expect(body).toMatchObject({ purpose: null, requestedByClient: false });
    expect(sampleBodySchema.safeParse({ shopId: 1, clientId: 2, lines: [] }).success).toBe(false);
  });

  it("lets an orders document exit as a sale or a sample only", () => {
    const body = { shopId: 1, key: 'sample:1:exit', document: { type: 'sample', id: 1, ref: 'ECH-2026-0001' }, direction: 'exit', lines: [{ formatId: 1, vintage: null, quantity: 2 }] };
    expect(stockDocumentBodySchema.parse(body).reason).toBeUndefined();
    expect(stockDocumentBodySchema.parse({ ...body, reason: 'sample' }).reason).toBe('sample');
    expect(stockDocumentBodySchema.safeParse({ ...body, reason: 'loss' }).success).toBe(false);
  });
});
