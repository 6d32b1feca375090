const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A lower-case DNS host name (or IPv4 address) as `location.hostname` shows it: letters, digits,
 * dashes and dots only; no scheme, port, path or wildcard. Used wherever a configured or edited
 * host reaches a header (CSP) or a comparison.
 */
export function isHostName(value: string): boolean {
  return (
    value.length > 0 && value.length <= 253 && value.split('.').every((part) => label.test(part))
  );
}

/** "Www.Example.org." → "www.example.org": how hosts are compared. */
export function normalizedHost(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}
