import { describe, expect, it } from 'vitest';
import { parseSse, reconnectDelay } from './sse-parser';

describe('parseSse', () => {
  it('reads complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseSse('event: notification\ndata: {"id":1}\n\nevent: notif');
    expect(events).toEqual([{ event: 'notification', data: '{"id":1}' }]);
    expect(rest).toBe('event: notif');
  });
  it('continues an event split across chunks', () => {
    const first = parseSse('event: notification\nda');
    const second = parseSse(`${first.rest}ta: {"id":2}\n\n`);
    expect(first.events).toEqual([]);
    expect(second.events).toEqual([{ event: 'notification', data: '{"id":2}' }]);
    expect(second.rest).toBe('');
  });
  it('drops comments (keep-alive pings) and defaults the event name', () => {
    expect(parseSse(': ping\n\ndata: x\n\n').events).toEqual([{ event: 'message', data: 'x' }]);
  });
  it('joins multi-line data and accepts CRLF', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

describe('reconnectDelay', () => {
  it('backs off from 2 s to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
