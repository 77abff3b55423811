import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AppConfig, HostLookup } from '../../platform/config.js';

/*
 * Where webhooks may go. A receiver must be a public unicast address (ipaddr.js's classification:
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast, unspecified, reserved and
 * the IPv6 ranges that embed an IPv4 address are all refused), unless the operator allows the host name,
 * the address or its CIDR in WEBHOOK_ALLOWED_HOSTS. The URL parser has already turned 2130706433, 0x7f.1
 * and 017700000001 into 127.0.0.1; ipaddr.process turns ::ffff:127.0.0.1 into 127.0.0.1. Saving checks
 * every address a host name resolves to; sending checks them again in the socket's own lookup, so the
 * connection is made only to an address that passed (a DNS answer changed since saving cannot slip past).
 */

/** WEBHOOK_ALLOWED_HOSTS read once, and the resolver (DNS, or a test's). */
export interface AddressPolicy {
  hosts: Set<string>;
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  resolve: HostLookup;
}

/** A target refused: `reason` is the delivery log's short words, `message` the submit's 400 (after `url: `). */
export class RefusedTarget extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedTarget';
  }
}

export const ALLOW_HINT = 'ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS';

const policies = new WeakMap<AppConfig, AddressPolicy>();

/** The app's policy, built once per configuration. */
export function addressPolicy(config: AppConfig): AddressPolicy {
  let policy = policies.get(config);
  if (!policy) {
    const hosts = new Set<string>();
    const ranges: AddressPolicy['ranges'] = [];
    for (const entry of config.webhookAllowedHosts) {
      const bare = bareHost(entry);
      if (entry.includes('/')) {
        const [net, bits] = ipaddr.parseCIDR(entry);
        ranges.push(
          net.kind() === 'ipv6' && (net as ipaddr.IPv6).isIPv4MappedAddress() ? [(net as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] : [net, bits],
        );
      } else if (ipaddr.isValid(bare)) {
        const ip = ipaddr.process(bare);
        ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
      } else hosts.add(bare);
    }
    policy = { hosts, ranges, resolve: config.webhookLookup ?? ((host) => dnsLookup(host, { all: true, verbatim: true })) };
    policies.set(config, policy);
  }
  return policy;
}

/** A URL's host as compared: no IPv6 brackets, no final dot, lower case. */
const bareHost = (host: string) =>
  host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/** ::a.b.c.d (deprecated IPv4-compatible; `[::127.0.0.1]` parses as ::7f00:1), which ipaddr.js calls unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Whether a receiver at this address is refused: not public unicast and not in an allowed range. */
export function addressRefused(address: string, policy: AddressPolicy): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(bareHost(address));
  } catch {
    return true;
  }
  if (ip.range() === 'unicast' && !(ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE))) return false;
  return !policy.ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}

/** A URL as shown (endpoint reads, the outbox's recipient): user-info, which only endpoints saved before it was refused can carry, as `***`. */
export function shownUrl(raw: string): string {
  if (!raw.includes('@')) return raw;
  try {
    const u = new URL(raw);
    if (!u.username && !u.password) return raw;
    u.username = '***';
    u.password = '';
    return u.toString();
  } catch {
    return raw;
  }
}

const internal = (address: string) => new RefusedTarget('address not allowed', `Address ${address} is an internal address; ${ALLOW_HINT}`);

/**
 * What can be told of a URL without resolving it: user-info is refused (receivers check the signature),
 * an address literal is checked. Answers the host to resolve, or null when nothing is left to check.
 */
export function literalCheck(url: URL, policy: AddressPolicy): string | null {
  if (url.username || url.password) {
    throw new RefusedTarget('credentials in the URL', 'URL must not carry a user name or password; receivers check the X-HR-Signature header instead');
  }
  const host = bareHost(url.hostname);
  if (policy.hosts.has(host)) return null;
  if (ipaddr.isValid(host)) {
    if (addressRefused(host, policy)) throw internal(host);
    return null;
  }
  return host;
}

/** Every address of a host name, refused when it has none or when any of them is refused. */
async function resolveChecked(host: string, policy: AddressPolicy): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new RefusedTarget('host not found', `Host ${host} could not be found`);
  const bad = addresses.find((a) => addressRefused(a.address, policy));
  if (bad) throw new RefusedTarget('address not allowed', `${host} resolves to ${bad.address}, an internal address; ${ALLOW_HINT}`);
  return addresses;
}

/** The save-time check of an endpoint URL: throws RefusedTarget. */
export async function checkTarget(url: URL, policy: AddressPolicy): Promise<void> {
  const host = literalCheck(url, policy);
  if (host) await resolveChecked(host, policy);
}

/**
 * The socket's lookup for deliveries: resolves with the policy's resolver and hands the socket only
 * addresses that passed (all of them must), so what is checked is what is connected to. Allowed host
 * names are resolved without the check. Node skips the lookup for address literals: literalCheck covers them.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const host = bareHost(hostname);
    const answer = policy.hosts.has(host) ? policy.resolve(host) : resolveChecked(host, policy);
    answer.then(
      (addresses) => {
        const fitting = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (fitting.length === 0) return callback(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) callback(null, fitting);
        else callback(null, fitting[0]!.address, fitting[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
