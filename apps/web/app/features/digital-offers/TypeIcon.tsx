import type { DigitalOfferType } from '~/domain/types';

/** SPEC §5 tag icons: blog, podcast, video — or none (quiz). Decorative: a text label always follows. */
const paths: Partial<Record<DigitalOfferType, string>> = {
  Blog: 'M4 4h16v2H4zm0 4h16v2H4zm0 4h10v2H4zm0 4h10v2H4zm12-4h4v6h-4z',
  Podcast:
    'M12 2a4 4 0 0 1 4 4v5a4 4 0 0 1-8 0V6a4 4 0 0 1 4-4zm-7 9h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h3v2H8v-2h3v-3.1A7 7 0 0 1 5 11z',
  Video:
    'M3 5h13a1 1 0 0 1 1 1v3.5l4-2.5v10l-4-2.5V18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
};

export function TypeIcon({ type, className }: { type: DigitalOfferType; className?: string }) {
  const path = paths[type];
  if (!path) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
