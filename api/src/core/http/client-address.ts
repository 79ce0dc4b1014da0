import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, in full (`2001:db8::1` → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const parse = (part: string) => (part ? part.split(':') : []);
  const left = parse(head!);
  const right = tail === null ? [] : parse(tail);
  // An IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills the last two groups.
  const last = right.length ? right : left;
  if (last.length && isIPv4(last.at(-1)!)) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number);
    last.push(((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16));
  }
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...right].map((group) =>
    parseInt(group, 16).toString(16),
  );
}

/**
 * The key a client's address counts under in rate limits and per-visitor counts. An IPv4 address
 * is itself; an IPv6 one is its /64 network, since one subscriber is handed a whole /64 (RFC 6177)
 * and could otherwise take a fresh address, and a fresh limit, for every request.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!; // a link-local zone (`fe80::1%eth0`) names an interface, not a client
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The request's client, as addressKey counts it (behind a trusted proxy: the address it reports). */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return addressKey(request.ip);
}
