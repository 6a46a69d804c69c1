/** Expands an IPv6 address (no zone, maybe with a dotted IPv4 tail) to its eight 16-bit groups, or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let head = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted !== null) {
    const bytes = dotted.slice(2, 6).map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    tail.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
    head = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups = part.split(':');
    if (!groups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return undefined;
    return groups.map((group) => Number.parseInt(group, 16));
  };
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if (left === undefined || right === undefined) return undefined;
  const given = left.length + right.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  return [...left, ...new Array<number>(8 - given).fill(0), ...right, ...tail];
}

/**
 * The group a client address is throttled in (docs/decisions.md#routes-without-a-key): an IPv4 address as it is, an IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address, any other IPv6 address as its /64 network
 * (one subscriber usually holds a whole /64, so per-address limits would not bind), and anything
 * else (a Unix socket, `unknown`) as it is, cut to 64 characters.
 *
 * @param address - The client's address as the runtime reports it.
 * @returns The throttling group's name.
 * @example
 * addressGroup('2001:db8:1:2:aaaa::1') //=> '2001:db8:1:2::/64'
 * addressGroup('::ffff:192.0.2.7') //=> '192.0.2.7'
 */
export function addressGroup(address: string): string {
  if (!address.includes(':')) return address.length > 64 ? address.slice(0, 64) : address;
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const zone = bare.indexOf('%');
  const groups = ipv6Groups(zone === -1 ? bare : bare.slice(0, zone));
  if (groups === undefined) return bare.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
