import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../use-hydrated';
import type { Image } from '~/domain/types';
import type { ButtonType, Size } from '../content-screens/options';
import { ImageCaption } from '../image/ImageCaption';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes } from '../image/layout-sizes';
import { commandOfKey, slideAfter, slideInView, type SlideCommand } from './slide-state';
import { Button } from '../button/Button';
import styles from './Slider.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/** Longest time a smooth scroll to another slide may take before scrolling counts as the user's. */
const SCROLL_SETTLE_MS = 1500;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Images one at a time, never moving by themselves. Without JavaScript the slides are a
 * horizontally scrollable list (focusable, so arrow keys scroll it); with JavaScript buttons,
 * arrow keys, Home and End move between slides and the position is announced.
 */
export function Slider({
  title,
  images,
  size = '',
  buttonType = 'button',
}: {
  title: string | null;
  images: readonly Image[];
  size?: Size;
  buttonType?: ButtonType;
}) {
  const locale = useLocale();
  const t = useT('screens');
  const listId = useId();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const enhanced = useHydrated();
  const [current, setCurrent] = useState(0);
  /** The slide a button or key asked for, while the list scrolls there (ignore passing slides). */
  const pending = useRef<{ index: number; until: number } | null>(null);
  const count = images.length;

  const show = useCallback((index: number) => {
    const list = listRef.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    pending.current = { index, until: Date.now() + SCROLL_SETTLE_MS };
    list.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setCurrent(index);
  }, []);

  const run = (command: SlideCommand) => show(slideAfter(command, current, count));

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const command = commandOfKey(event.key);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const inView = slideInView(list.scrollLeft, list.clientWidth, count);
    const target = pending.current;
    if (target && inView !== target.index && Date.now() < target.until) return;
    pending.current = null;
    setCurrent(inView);
  };

  if (count === 0) return null;
  const label = title?.trim() || t('slider.label');
  const sizeClass = size ? styles[`size-${size}`] : undefined;
  return (
    <section
      className={[styles.slider, sizeClass].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1); with JavaScript its
          arrow keys move between slides. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={listId}
        ref={listRef}
        className={styles.list}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={label}
        onKeyDown={enhanced ? onKeyDown : undefined}
        onScroll={enhanced ? onScroll : undefined}
      >
        {images.map((image, index) => (
          <li key={`${image.media?.file ?? image.url}-${index}`} className={styles.slide}>
            <figure className={styles.figure}>
              <ResponsiveImage
                image={image}
                locale={locale}
                sizes={imageSizes.article}
                className={styles.image}
              />
              <ImageCaption
                image={image}
                locale={locale}
                className={styles.caption}
                fallback={image.alt[locale]}
              />
            </figure>
          </li>
        ))}
      </ul>
      {enhanced && count > 1 ? (
        <div className={styles.controls}>
          <Button
            variant="quiet"
            type={buttonType}
            aria-controls={listId}
            onClick={() => run('previous')}
          >
            <span aria-hidden="true">←</span> {t('slider.previous')}
          </Button>
          <p className={styles.status} aria-live="polite">
            {t('slider.status', { current: current + 1, count })}
          </p>
          <Button
            variant="quiet"
            type={buttonType}
            aria-controls={listId}
            onClick={() => run('next')}
          >
            {t('slider.next')} <span aria-hidden="true">→</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
