import type { Download, DownloadKind } from '~/domain/types';
import type { TagIcon } from '../content-screens/options';
import { TagIconMark } from '../tags/TagIconMark';
import { fileLabel } from './file-label';
import styles from './MaterialBlock.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { fileHref } from '~/site/media-paths';

const kindIcon: Record<DownloadKind, TagIcon> = {
  booklet: '',
  video: 'video',
  pressCommentary: '',
  download: '',
};

/** One booklet, video, press commentary or download: a link with its kind, type and size. */
function MaterialItem({ item }: { item: Download }) {
  const locale = useLocale();
  const t = useT('screens');
  // An upload from the site's own origin (server/media.ts), else the editor's address.
  const upload = item.file ? fileHref(item.file) : null;
  const address = upload ?? item.url;
  if (!address) return null;
  const external = !upload;
  const details = upload && item.file ? fileLabel(item.file, locale) : null;
  return (
    <li className={styles.item}>
      <p className={styles.kind}>
        <TagIconMark icon={kindIcon[item.kind]} />
        {t(`material.${item.kind}`)}
      </p>
      <a
        href={address}
        className={styles.link}
        {...(external ? { rel: 'noopener noreferrer' } : { download: item.file?.name ?? '' })}
      >
        {item.title}
        {details ? <span className={styles.details}> ({details})</span> : null}
        {external ? <span className={styles.details}> ({t('material.external')})</span> : null}
      </a>
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
    </li>
  );
}

/** Booklets, videos, press commentary and downloads of a page or press release (SPEC §1). */
export function MaterialBlock({
  title,
  items,
  headingLevel = 'h2',
}: {
  title: string | null;
  items: readonly Download[];
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT('screens');
  const Heading = headingLevel;
  const shown = items.filter((item) => (item.file && fileHref(item.file)) || item.url);
  return (
    <section className={styles.block}>
      <Heading className={styles.heading}>{title?.trim() || t('material.heading')}</Heading>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((item, index) => (
            <MaterialItem key={`${item.title}-${index}`} item={item} />
          ))}
        </ul>
      ) : (
        <p>{t('material.empty')}</p>
      )}
    </section>
  );
}
