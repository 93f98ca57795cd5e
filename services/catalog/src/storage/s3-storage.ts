import { createHash, createHmac } from 'node:crypto';
import type { FileStorage } from './file-storage';

export interface S3Config { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An S3-compatible object storage (AWS, Scaleway, OVH, MinIO) with path-style URLs and AWS
 * Signature V4, on fetch: no SDK for three calls.
 */
export function s3Storage(config: S3Config, now: () => Date = () => new Date()): FileStorage {
  const base = config.endpoint.replace(/\/$/, '');
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = new URL(`${base}/${config.bucket}/${key}`);
    const stamp = now().toISOString().replace(/[:-]|\.\d{3}/g, '');
    const day = stamp.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': stamp, ...(contentType ? { 'content-type': contentType } : {}) };
    const names = Object.keys(headers).sort();
    const canonical = [method, url.pathname, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
    const scope = `${day}/${config.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method, ...(body ? { body: new Uint8Array(body) } : {}),
      headers: { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` },
    });
  }
  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw new Error(`object storage PUT failed with ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`object storage GET failed with ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`object storage DELETE failed with ${res.status}`);
    },
  };
}
