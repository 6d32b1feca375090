import type { SocialMedia } from '~/domain/types';
import { ExternalMark } from './MenuLink';
import styles from './SocialLinks.module.css';
import { useT } from '~/i18n/react';

/** Brand names are the same in both languages. */
const networks: { key: keyof SocialMedia; name: string }[] = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'linkedin', name: 'LinkedIn' },
];

export function SocialLinks({ socialMedia }: { socialMedia: SocialMedia | null }) {
  const t = useT('menu');
  const links = networks.flatMap(({ key, name }) => {
    const url = socialMedia?.[key];
    return url ? [{ key, name, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('socialLabel')}>
      {links.map(({ key, name, url }) => (
        <li key={key}>
          <a href={url} rel="noopener" className={styles.link}>
            {name}
            <ExternalMark label={t('external')} />
          </a>
        </li>
      ))}
    </ul>
  );
}
