import { describe, expect, it } from 'vitest';
import { contactFormUrl, qrFileName } from './contact-form-link';

describe("the shop's contact-form QR code", () => {
  it("links to the buyer registration branded with the shop's code, on the app's origin", () => {
    expect(contactFormUrl('http://localhost:3000', 'COTEAUX')).toBe('http://localhost:3000/auth/register/buyer?id=COTEAUX');
    expect(contactFormUrl('https://vendange.example/', 'A B&C')).toBe('https://vendange.example/auth/register/buyer?id=A%20B%26C');
  });

  it('names the downloaded image after the code', () => {
    expect(qrFileName('COTEAUX')).toBe('qr-contact-coteaux.png');
    expect(qrFileName('../')).toBe('qr-contact-boutique.png');
  });
});
