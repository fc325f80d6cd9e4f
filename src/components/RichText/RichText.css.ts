import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const richText = style({ overflowWrap: 'anywhere' });
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${richText} th, ${richText} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: 'left',
});
globalStyle(`${richText} blockquote`, {
  margin: `${vars.space.lg} 0`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
});
