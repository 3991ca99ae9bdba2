/**
 * The per-IP OTP budget's key. An IPv4 address is one client; an IPv6 client usually holds a whole
 * /64 (often far more), so counting single IPv6 addresses let one client rotate through 2⁶⁴ fresh
 * budgets. IPv6 addresses count by their /64; IPv4-mapped ones (::ffff:1.2.3.4) as the IPv4.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
