import { iconNames, type IconName } from './Icon.tsx';

/** Every icon is an example. */
export const examples: Record<string, { name: IconName; label?: string }> = Object.fromEntries(
  iconNames.map((name) => [name, { name }]),
);
