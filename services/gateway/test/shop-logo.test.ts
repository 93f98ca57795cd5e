import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, SaleDetail, Shipment, Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { logoMessages } from '@vendange/service-shops/logo-routes';
import { startHarness, type Harness } from './harness';
import { multipartFile, TINY_PNG } from './multipart';

const kinds = await testDatabaseKinds();
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

/** The shop's logo (issue 17): set by the owner, on the storefront and printed on invoices and delivery notes. */
describe.each(kinds)("the shop's logo (%s)", (kind) => {
  let h: Harness;
  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const upload = async (email: string, bytes: Buffer, type = 'image/png') => {
    const { payload, headers } = multipartFile(bytes, 'logo.png', type);
    return h.app.inject({ method: 'PUT', url: '/v1/shops/me/logo', headers: { ...(await auth(email)), ...headers }, payload });
  };

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it('the owner sets the logo: the shop points at it, it is served, and the documents print it', async () => {
    const before = await h.app.inject({ method: 'POST', url: '/v1/orders/staff', headers: await auth('owner@vendange.test'), payload: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 1 }] } });
    const sale = before.json<SaleDetail>();
    const res = await upload('owner@vendange.test', TINY_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json<{ logo: string }>();
    expect(logo).toMatch(/^\/v1\/shops\/1\/logo\?v=\d+$/);
    expect((await h.app.inject({ url: '/v1/shops/me', headers: await auth('owner@vendange.test') })).json<Shop>().logo).toBe(logo);
    const served = await h.app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const invoice = (await h.app.inject({ method: 'POST', url: `/v1/orders/${sale.id}/invoice`, headers: await auth('owner@vendange.test') })).json<InvoiceDetail>();
    const pdf = await h.app.inject({ url: `/v1/invoices/${invoice.id}/pdf`, headers: await auth('owner@vendange.test') });
    expect(pdf.statusCode).toBe(200);
    expect(hasImage(pdf.rawPayload)).toBe(true);
    const shipment = (await h.app.inject({ method: 'POST', url: `/v1/orders/${sale.id}/shipments`, headers: await auth('owner@vendange.test'), payload: {} })).json<Shipment>();
    expect(hasImage((await h.app.inject({ url: `/v1/shipments/${shipment.id}/pdf`, headers: await auth('owner@vendange.test') })).rawPayload)).toBe(true);

    // Removed: the shop has none, its address answers 404.
    expect((await h.app.inject({ method: 'DELETE', url: '/v1/shops/me/logo', headers: await auth('owner@vendange.test') })).statusCode).toBe(204);
    expect((await h.app.inject({ url: '/v1/shops/me', headers: await auth('owner@vendange.test') })).json<Shop>().logo).toBeNull();
    expect((await h.app.inject({ url: logo })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG, and anyone but the owner', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await upload('owner@vendange.test', gif, 'image/gif');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(logoMessages.badType);
    // An image the service can read, but not one PDF documents print: refused by the same list the picker uses.
    const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1');
    const refused = await upload('owner@vendange.test', webp, 'image/webp');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(logoMessages.badType);
    expect((await upload('staff@vendange.test', TINY_PNG)).statusCode).toBe(403);
    expect((await upload('buyer@vendange.test', TINY_PNG)).statusCode).toBe(403);
  });
});
