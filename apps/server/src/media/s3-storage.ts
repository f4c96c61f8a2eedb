import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { STORED_KEY, type ObjectStorage } from './storage';

export interface S3Options {
  /** The service's origin, e.g. https://s3.ap-east-1.amazonaws.com or a MinIO host. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Objects in a bucket of any S3-compatible service, addressed path-style
 * (`{endpoint}/{bucket}/{key}`, which every such service accepts), requests signed with SigV4.
 */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region });
  const urlOf = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${key}`;
  };
  const failed = async (what: string, response: Response) =>
    new Error(`object storage ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);

  return {
    name: 's3',
    async put(key, file, contentType) {
      const body = await fs.readFile(file);
      const response = await client.fetch(urlOf(key), { method: 'PUT', body, headers: { 'content-type': contentType } });
      if (!response.ok) throw await failed('PUT', response);
      await fs.rm(file, { force: true });
    },
    async read(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failed('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async open(key, span) {
      const response = await client.fetch(urlOf(key), { headers: span ? { range: `bytes=${span.start}-${span.end}` } : {} });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw await failed('GET', response);
      // A part answers "bytes 0-23/81234": the whole object's size is after the slash.
      const whole = response.status === 206 ? /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] : response.headers.get('content-length');
      return { body: Readable.fromWeb(response.body as ReadableStream), size: Number(whole ?? 0) };
    },
    async delete(key) {
      // DELETE answers 204 whether or not the object was there; HEAD says which.
      const head = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (head.status === 404) return false;
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok) throw await failed('DELETE', response);
      return true;
    },
  };
}
