'use client';
import type { MouseEvent, ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

type Common = ButtonVariants & {
  children: ReactNode;
  /** An icon element, placed by `icon` (start or end). */
  iconElement?: ReactNode;
  disabled?: boolean;
  id?: string;
  'aria-disabled'?: boolean;
  'aria-describedby'?: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export type ButtonProps = Common &
  (
    | { href: string; type?: never; name?: never; value?: never; form?: never }
    | {
        href?: never;
        type?: 'button' | 'submit' | 'reset';
        name?: string;
        value?: string;
        form?: string;
      }
  ) & {
    'aria-controls'?: string;
    'aria-expanded'?: boolean;
    'aria-pressed'?: boolean;
    'data-action'?: string;
  };

/**
 * The one button. Renders `<a>` with `href`, else `<button>`. Disabled or aria-disabled blocks
 * every click handler, including a link's navigation and a form submit.
 */
export function Button({
  children,
  iconElement,
  color,
  size,
  layout,
  icon = iconElement ? 'start' : 'none',
  disabled,
  className,
  onClick,
  ...rest
}: ButtonProps) {
  const blocked = !!disabled || !!rest['aria-disabled'];
  const classes = [button({ color, size, layout, icon }), className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const content = (
    <>
      {icon !== 'none' && iconElement}
      <span>{children}</span>
    </>
  );
  if ('href' in rest && rest.href !== undefined) {
    const { href, ...anchorRest } = rest;
    return (
      <a
        {...anchorRest}
        href={blocked ? undefined : href}
        role={blocked ? 'link' : undefined}
        aria-disabled={blocked || undefined}
        className={classes}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest as { type?: 'button' | 'submit' | 'reset' };
  return (
    <button
      {...buttonRest}
      type={type}
      disabled={disabled}
      aria-disabled={rest['aria-disabled'] || undefined}
      className={classes}
      onClick={handleClick}
    >
      {content}
    </button>
  );
}
