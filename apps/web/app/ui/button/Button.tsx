import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

/**
 * primary: filled, the main action · secondary: outlined, a second action beside it ·
 * quiet: plain outline in the text colour (slider steps) · icon: round, an icon alone.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon';
/** Horizontal room: compact (tight bars), normal, wide (form submits), large (a page's call to action). */
export type ButtonSize = 'compact' | 'normal' | 'wide' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The caller's own layout class (alignment, margins); it wins over the button's rules. */
  className?: string;
}

/** The button's classes, for elements that look like a button but are not one: a link, a summary. */
export function buttonClass({
  variant = 'primary',
  size = 'normal',
  className,
}: ButtonLook = {}): string {
  return [
    styles.button,
    variant === 'primary' ? null : styles[variant],
    size === 'normal' ? null : styles[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A native button; `type` is "button" unless told otherwise, so it never submits by accident. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
