import { createHash } from 'node:crypto';

/** The namespace the Podcasting 2.0 spec names for podcast:guid (a UUIDv5 of the feed URL). */
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** A name-based UUID, version 5 (RFC 9562: SHA-1 of namespace bytes and name). */
export function uuidV5(name: string, namespace: string): string {
  const namespaceBytes = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  if (namespaceBytes.length !== 16) throw new Error(`not a UUID: ${namespace}`);
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6); // version 5
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8); // RFC 9562 variant
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

/**
 * podcast:guid as the spec computes it: from the feed URL without its scheme and trailing
 * slashes. It follows the configured origin, so an operator who moves the feed to another host
 * keeps the podcast's identity only by keeping SITE_URL (docs/decisions records this).
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return uuidV5(name, PODCAST_NAMESPACE);
}
