import styles from './Embed.module.css';

const ratios = [
  { value: 16 / 9, className: styles.ratioWide },
  { value: 4 / 3, className: styles.ratioClassic },
  { value: 1, className: styles.ratioSquare },
];

/**
 * The class for an embed's width / height: a class, not a style attribute, because the CSP
 * allows no inline styles (the server-rendered attribute would be refused). The nearest of the
 * ratios the CMS offers.
 */
export function ratioClass(aspectRatio: number): string {
  let best = ratios[0]!;
  for (const ratio of ratios) {
    if (Math.abs(ratio.value - aspectRatio) < Math.abs(best.value - aspectRatio)) best = ratio;
  }
  return best.className ?? '';
}
