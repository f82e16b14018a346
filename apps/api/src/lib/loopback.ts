/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}
