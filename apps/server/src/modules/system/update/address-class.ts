import net from 'node:net';

/** A prefix: its leading bytes and how many bits of them count. */
type Range = readonly [bytes: readonly number[], bits: number];

/**
 * IPv4 ranges that are not the public internet: "this network" and unspecified, private (RFC 1918),
 * CGNAT, loopback, link-local (cloud metadata lives there), IETF protocol assignments, documentation,
 * benchmarking, multicast, reserved and broadcast.
 */
const V4_INTERNAL: readonly Range[] = [
  [[0], 8],
  [[10], 8],
  [[100, 64], 10],
  [[127], 8],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 88, 99], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  [[224], 4],
  [[240], 4],
];

/**
 * IPv6 ranges that are not the public internet: unspecified and loopback (inside ::/96, the old
 * IPv4-compatible block), discard-only, Teredo, documentation, unique local (fc00::/7), link-local,
 * site-local and multicast. Blocks embedding an IPv4 address are judged by that address instead.
 */
const V6_INTERNAL: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96],
  [[0x01, 0, 0, 0, 0, 0, 0, 0], 64],
  [[0x20, 0x01, 0, 0], 32],
  [[0x20, 0x01, 0x0d, 0xb8], 32],
  [[0xfc], 7],
  [[0xfe, 0x80], 10],
  [[0xfe, 0xc0], 10],
  [[0xff], 8],
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function v4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 16 bytes of a valid IPv6 address (a dotted IPv4 tail included). */
function v6Bytes(ip: string): number[] {
  let text = ip;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail.push(...v4Bytes(dotted[1]));
    text = `${text.slice(0, -dotted[1].length)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const words = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  const bytes = words.flatMap((w) => [(w >> 8) & 0xff, w & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

const v4Public = (bytes: readonly number[]) => !V4_INTERNAL.some((r) => inRange(bytes, r));

/** The IPv4 address an IPv6 one stands for (mapped, NAT64 or 6to4), which is what it reaches. */
function embeddedV4(bytes: readonly number[]): number[] | undefined {
  if (inRange(bytes, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96])) return bytes.slice(12);
  if (inRange(bytes, [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96])) return bytes.slice(12);
  if (inRange(bytes, [[0x20, 0x02], 16])) return bytes.slice(2, 6);
  return undefined;
}

/**
 * Whether `ip` (an address, not a name) is on the public internet: false for loopback, private,
 * link-local, CGNAT, unspecified, multicast, reserved and documentation ranges, in IPv4 and IPv6,
 * IPv4-mapped and other IPv6 forms embedding such an IPv4 address included. Anything that is not a
 * valid address is not public either.
 */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = net.isIP(address);
  if (kind === 4) return v4Public(v4Bytes(address));
  if (kind !== 6) return false;
  const bytes = v6Bytes(address);
  const v4 = embeddedV4(bytes);
  if (v4) return v4Public(v4);
  return !V6_INTERNAL.some((r) => inRange(bytes, r));
}
