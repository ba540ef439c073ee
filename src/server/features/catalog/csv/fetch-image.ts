import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_UPLOAD_BYTES } from '#shared/uploads/uploads.ts';

/** An image fetched by URL could not be had; the message says why, for the row's problem. */
export class FetchImageError extends Error {
  override name = 'FetchImageError';
}

export interface FetchImageOptions {
  timeoutMs: number;
  /** Tests only: the local stand-in on 127.0.0.1 may be fetched. */
  allowPrivate: boolean;
}

/** Only public unicast addresses: no loopback, private, link-local (cloud metadata) or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The DNS answer checked where the connection is made, so a name cannot point at a private address in between. */
const publicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || list.length === 0)
      return callback(new FetchImageError('its address is not a public one'), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

const MAX_REDIRECTS = 3;

/**
 * An image's bytes by http(s) URL, as an upload would bring them: at most 5 MB (read no further), within the timeout,
 * at most 3 redirects, each hop to a public address unless `allowPrivate`. The content is checked by the caller.
 */
export async function fetchImage(url: string, options: FetchImageOptions, hops = 0): Promise<Buffer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new FetchImageError('only http and https addresses');
  if (
    !options.allowPrivate &&
    ipaddr.isValid(target.hostname.replace(/^\[|\]$/g, '')) &&
    !isPublicAddress(target.hostname.replace(/^\[|\]$/g, ''))
  )
    throw new FetchImageError('its address is not a public one');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      target,
      {
        timeout: options.timeoutMs,
        headers: { accept: 'image/*', 'user-agent': 'Karigar catalog import' },
        ...(options.allowPrivate ? {} : { lookup: publicOnly }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (hops >= MAX_REDIRECTS) return reject(new FetchImageError('too many redirects'));
          const next = new URL(response.headers.location, target).toString();
          return fetchImage(next, options, hops + 1).then(resolve, reject);
        }
        if (status !== 200) {
          response.resume();
          return reject(new FetchImageError(`the server answered ${status}`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > MAX_UPLOAD_BYTES) {
          response.destroy();
          return reject(new FetchImageError('the image is over 5MB'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UPLOAD_BYTES) {
            response.destroy();
            reject(new FetchImageError('the image is over 5MB'));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', (error) => reject(new FetchImageError(error.message)));
      },
    );
    request.on('timeout', () => request.destroy(new FetchImageError('it took too long')));
    request.on('error', (error) =>
      reject(error instanceof FetchImageError ? error : new FetchImageError(error.message)),
    );
  });
}
