import { createHash } from 'node:crypto';

// Weak: the bytes sent differ once compressed, the page is the same.
export const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;
