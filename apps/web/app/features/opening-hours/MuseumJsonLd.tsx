import { jsonForScript, type MuseumLd } from './museum-ld';

/**
 * schema.org Museum as JSON-LD. A data block (type application/ld+json) is never executed,
 * so the CSP's script-src does not apply and no nonce is needed.
 */
export function MuseumJsonLd({ data }: { data: MuseumLd | null }) {
  if (!data) return null;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
