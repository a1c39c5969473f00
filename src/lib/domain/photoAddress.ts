/**
 * Which photo addresses the server may fetch for a dealer: http(s) only, no
 * credentials in the address, and never a private, loopback, link-local or
 * otherwise internal address (the fetch runs inside our network). The server
 * checks each address a name resolves to with isPublicAddress as well.
 */
import type { PhotoProblemCode } from './photoProblems.ts';

/** Why a photo address cannot be fetched (import.photo.{code}), or null when it may be. */
export function photoAddressProblem(address: string): PhotoProblemCode | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'notWebAddress';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return 'internalServer';
  if (isIpLiteral(host) && !isPublicAddress(host)) return 'privateAddress';
  if (url.port && !['80', '443', '8080', '8443'].includes(url.port)) return 'port';
  return null;
}

const isIpLiteral = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : null;
}

/** Whether an IPv4 or IPv6 address is on the public internet (not private, loopback, link-local, CGNAT, multicast…). */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  if (!v6.includes(':')) return false;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(v6);
  if (mapped?.[1] !== undefined) return isPublicAddress(mapped[1]);
  return !(
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('ff') ||
    v6.startsWith('::ffff:') ||
    v6.startsWith('64:ff9b:')
  );
}
