import proxyAddr from '@fastify/proxy-addr';

/** Decides, for each hop from the socket outwards, whether that address is a proxy we trust. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Trusts nobody: X-Forwarded-* headers never change the client's address or protocol. */
export const TRUST_NONE: TrustProxy = () => false;

/**
 * TRUST_PROXY is a hop count ("1" behind one load balancer whose address is not fixed, as on Heroku)
 * or a comma list of proxy addresses and CIDR ranges. Returns null when the value is neither.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined) return TRUST_NONE;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Fastify fails closed on a bare number, so the hop rule is given as a function.
    return hops === 0 ? TRUST_NONE : (_address, hop) => hop < hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.some((address) => address === '')) return null;
  try {
    return proxyAddr.compile(addresses);
  } catch {
    return null;
  }
}
