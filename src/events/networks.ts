// Where webhook deliveries may go (WEBHOOK_ALLOWED_NETWORKS): checked on the address a
// delivery actually connects to, inside the connection itself (a literal address before
// connecting, a name's addresses as DNS answers them), so a name that resolves elsewhere
// between a check and the connection (DNS rebinding) cannot reach a refused address, and a
// refused delivery sends nothing at all.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { buildConnector } from 'undici';

/** Networks given as `address/length` (or an address), `!` before one refusing it. */
export class Networks {
  private readonly allowed = new BlockList();
  private readonly refused = new BlockList();
  readonly text: string;

  constructor(entries: readonly string[]) {
    this.text = entries.join(',');
    for (const entry of entries) {
      const refuse = entry.startsWith('!');
      const [address, length] = entry.slice(refuse ? 1 : 0).split('/');
      const family = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
      const width = family === 'ipv6' ? 128 : 32;
      (refuse ? this.refused : this.allowed).addSubnet(address!, length === undefined ? width : Number(length), family);
    }
  }

  /** Whether `address` lies in an allowed network and in no refused one. */
  allows(address: string): boolean {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return this.allowed.check(address, family) && !this.refused.check(address, family);
  }
}

export class NetworkRefused extends Error {
  constructor(address: string, host: string) {
    super(`Address ${address} of ${host} is not in WEBHOOK_ALLOWED_NETWORKS; nothing sent.`);
  }
}

/** undici's connector with `options`, connecting only to addresses `networks` allows. */
export function guardedConnector(networks: Networks, options: buildConnector.BuildOptions): buildConnector.connector {
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((a) => networks.allows(a.address));
      if (!usable.length) return callback(new NetworkRefused(addresses[0]?.address ?? '(none)', hostname), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
  const connect = buildConnector({ ...options, lookup } as buildConnector.BuildOptions);
  return (opts, callback) => {
    // A literal address is connected to without a lookup.
    if (isIP(opts.hostname) && !networks.allows(opts.hostname)) {
      queueMicrotask(() => callback(new NetworkRefused(opts.hostname, opts.hostname), null));
      return;
    }
    connect(opts, callback);
  };
}
