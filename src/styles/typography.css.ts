import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { typeScale } from './typography.ts';

/** One class per step of the type scale: `text.h1` … `text.small`, for text whose look differs from its element. */
export const text = styleVariants(typeScale, (step) => ({
  fontFamily: step.fontWeight >= 700 ? vars.font.heading : vars.font.body,
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
  fontWeight: step.fontWeight,
}));
