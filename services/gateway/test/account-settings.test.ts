import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type User } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

const address = (zipcode: string) => ({ firstname: 'Jeanne', lastname: 'Martin', street: '3 rue des Vignes', zipcode, city: 'Beaune', country: 'FR' });

describe.each(kinds)('every user edits their own account: settings?link=account (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const register = async (email: string) => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { kind: 'buyer', firstname: 'Jeanne', lastname: 'Martin', email, password: 'Secret1', cgu: true } });
    expect(res.statusCode).toBe(201);
    return { authorization: `Bearer ${res.json<{ jwt: string }>().jwt}` };
  };
  const login = (email: string, password: string) => h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** The token of the newest address-change link mailed to `to` (it lands on the account screen). */
  const changeTokenMailedTo = async (to: string) => {
    await h.settle();
    const mail = h.mails().reverse().find((m) => m.to === to && m.text.includes('/dashboard/settings?link=account&emailToken='));
    const token = mail && /emailToken=([\w%-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no address change link mailed to ${to}`);
    return decodeURIComponent(token);
  };

  it('a buyer changes name, phone and addresses; the phone must be a mobile, the postcode fit the country', async () => {
    const me = await register('profile@example.test');
    const ok = await send('PUT', '/v1/users/me', me, {
      firstname: 'Jeanne-Marie', lastname: 'Martin', phone: '+33 6 12 34 56 78', deliveryAddress: address('21200'), billingAddress: address('21200'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<User>()).toMatchObject({ firstname: 'Jeanne-Marie', phone: '+33 6 12 34 56 78', deliveryAddress: { zipcode: '21200', city: 'Beaune' } });

    const landline = await send('PUT', '/v1/users/me', me, { phone: '03 80 22 00 00' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toContain("Ce numéro n'est pas valide");
    const postcode = await send('PUT', '/v1/users/me', me, { deliveryAddress: address('2120') });
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().message).toMatch(/code postal/i);
    // An emptied phone field clears the number.
    expect((await send('PUT', '/v1/users/me', me, { phone: '' })).json<User>().phone).toBeNull();
    expect((await send('GET', '/v1/users/me', me)).json<User>()).toMatchObject({ firstname: 'Jeanne-Marie', phone: null, deliveryAddress: { zipcode: '21200' } });
  });

  it('a new e-mail address replaces the old one only once the link mailed to it is opened, and only once', async () => {
    const me = await register('before@example.test');
    const ask = await send('POST', '/v1/users/me/email', me, { email: 'After@Example.test', currentPassword: 'Secret1' });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ success: true, message: accountMessages.emailChangeSent });
    // Until confirmed, the old address is the account's: logins and mails go on with it.
    expect((await send('GET', '/v1/users/me', me)).json<User>().email).toBe('before@example.test');
    expect((await send('GET', '/v1/users/me/email', me)).json()).toEqual({ email: 'after@example.test' });
    expect((await login('before@example.test', 'Secret1')).statusCode).toBe(200);
    expect((await login('after@example.test', 'Secret1')).statusCode).toBe(401);

    const token = await changeTokenMailedTo('after@example.test');
    expect(h.mails().some((m) => m.to === 'before@example.test' && m.text.includes('emailToken='))).toBe(false);
    // Opened from any browser: the token alone proves the new address.
    const confirmed = await h.app.inject({ method: 'POST', url: '/v1/users/me/email/confirm', payload: { token } });
    expect(confirmed.json()).toEqual({ success: true, message: accountMessages.emailChanged });
    expect((await send('GET', '/v1/users/me', me)).json<User>()).toMatchObject({ email: 'after@example.test', username: 'after@example.test' });
    expect((await login('after@example.test', 'Secret1')).statusCode).toBe(200);
    expect((await login('before@example.test', 'Secret1')).statusCode).toBe(401);
    expect((await send('GET', '/v1/users/me/email', me)).json()).toEqual({ email: null });

    const again = await h.app.inject({ method: 'POST', url: '/v1/users/me/email/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
  });

  it('refuses a wrong current password, the same address, or one another account uses; a newer request or a cancel voids the link', async () => {
    const me = await register('careful@example.test');
    const wrong = await send('POST', '/v1/users/me/email', me, { email: 'new-careful@example.test', currentPassword: 'Nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: accountMessages.currentPasswordWrong });
    const same = await send('POST', '/v1/users/me/email', me, { email: 'CAREFUL@example.test', currentPassword: 'Secret1' });
    expect(same.json()).toMatchObject({ code: 'SAME_EMAIL', message: accountMessages.sameEmail });
    const taken = await send('POST', '/v1/users/me/email', me, { email: 'owner@vendange.test', currentPassword: 'Secret1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(accountMessages.emailInUse);
    const invalid = await send('POST', '/v1/users/me/email', me, { email: 'pas-une-adresse', currentPassword: 'Secret1' });
    expect(invalid.statusCode).toBe(400);

    expect((await send('POST', '/v1/users/me/email', me, { email: 'first@example.test', currentPassword: 'Secret1' })).statusCode).toBe(200);
    const first = await changeTokenMailedTo('first@example.test');
    expect((await send('POST', '/v1/users/me/email', me, { email: 'second@example.test', currentPassword: 'Secret1' })).statusCode).toBe(200);
    const second = await changeTokenMailedTo('second@example.test');
    expect((await h.app.inject({ method: 'POST', url: '/v1/users/me/email/confirm', payload: { token: first } })).statusCode).toBe(400);
    expect((await send('DELETE', '/v1/users/me/email', me)).json()).toEqual({ email: null });
    expect((await h.app.inject({ method: 'POST', url: '/v1/users/me/email/confirm', payload: { token: second } })).statusCode).toBe(400);
    expect((await send('GET', '/v1/users/me', me)).json<User>().email).toBe('careful@example.test');
  });

  it('refuses the confirmation when another account took the address meanwhile', async () => {
    const me = await register('slow@example.test');
    expect((await send('POST', '/v1/users/me/email', me, { email: 'contested@example.test', currentPassword: 'Secret1' })).statusCode).toBe(200);
    const token = await changeTokenMailedTo('contested@example.test');
    await register('contested@example.test');
    const res = await h.app.inject({ method: 'POST', url: '/v1/users/me/email/confirm', payload: { token } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountMessages.emailInUse);
    expect((await send('GET', '/v1/users/me', me)).json<User>().email).toBe('slow@example.test');
  });

  it('changes the password with the current one, which a stolen session cannot guess freely', async () => {
    const me = await register('secret@example.test');
    const weak = await send('PUT', '/v1/users/me/password', me, { currentPassword: 'Secret1', password: 'faible' });
    expect(weak.statusCode).toBe(400);
    const same = await send('PUT', '/v1/users/me/password', me, { currentPassword: 'Secret1', password: 'Secret1' });
    expect(same.json().message).toContain(accountMessages.samePassword);
    const ok = await send('PUT', '/v1/users/me/password', me, { currentPassword: 'Secret1', password: 'Nouveau2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<User>().email).toBe('secret@example.test');
    expect((await login('secret@example.test', 'Secret1')).statusCode).toBe(401);
    expect((await login('secret@example.test', 'Nouveau2')).statusCode).toBe(200);

    const tries = [];
    for (let i = 0; i < 6; i += 1) tries.push((await send('PUT', '/v1/users/me/password', me, { currentPassword: `Faux${i}`, password: 'Autre3Mot' })).statusCode);
    expect(tries.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[5]).toBe(429);
    // Locked here means locked here only: the person still logs in.
    expect((await login('secret@example.test', 'Nouveau2')).statusCode).toBe(200);
  });

  it('is open to every role, each about their own account only', async () => {
    for (const email of ['owner@vendange.test', 'staff@vendange.test', 'agent@vendange.test', 'buyer@vendange.test', 'admin@vendange.test']) {
      const me = { authorization: `Bearer ${await h.tokenOf(email)}` };
      const res = await send('PUT', '/v1/users/me', me, { phone: '+33 6 98 76 54 32' });
      expect(res.statusCode, email).toBe(200);
      expect(res.json<User>().email, email).toBe(email);
      expect((await send('GET', '/v1/users/me/email', me)).statusCode, email).toBe(200);
    }
    expect((await h.app.inject({ method: 'PUT', url: '/v1/users/me/password', payload: { currentPassword: 'x', password: 'Nouveau2' } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/v1/users/me/email', payload: { email: 'x@example.test', currentPassword: 'x' } })).statusCode).toBe(401);
  });
});
