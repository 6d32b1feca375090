/** Component options of SPEC §5, shared by the page elements. */
export const themes = ['transparent-white', 'transparent-black', 'white', 'black'] as const;
export type Theme = (typeof themes)[number];

/** '' = the default size. */
export type Size = 'small' | 'large' | '';

export type ButtonType = 'button' | 'submit' | 'reset';

/** '' = no icon. */
export type TagIcon = 'blog' | 'podcast' | 'video' | '';

/** The class names of a theme and size, looked up in the component's CSS module. */
export function optionClasses(
  styles: Readonly<Record<string, string>>,
  theme: Theme | undefined,
  size: Size | undefined,
): string[] {
  const classes: string[] = [];
  if (theme) classes.push(styles[`theme-${theme}`] ?? '');
  if (size) classes.push(styles[`size-${size}`] ?? '');
  return classes.filter(Boolean);
}
