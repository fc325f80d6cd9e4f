/**
 * From this width the header shows its own service links and menu; below it the burger menu
 * carries the service links (Header.css.ts and BurgerMenu.css.ts switch together).
 */
export const wideHeader = '(min-width: 64rem)';
