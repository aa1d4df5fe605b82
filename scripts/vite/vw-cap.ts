/**
 * PostCSS plugin run after px → vw: rewrites every `Nvw` length as `calc(N * var(--vw))`, so the
 * 375 px design scales with a phone's width but stops growing on tablets and desktops, where
 * `shared/ui/theme.css` fixes `--vw` and centres the page in a phone-width column. Without it, the
 * public marketing site on a 1440 px monitor renders every 16 px font at 61 px.
 */
import type { Plugin } from 'postcss';

const VW = /(-?\d*\.?\d+)vw\b/g;
const HAS_VW = /\d\.?\d*vw\b/;

export function vwCap(): Plugin {
  return {
    postcssPlugin: 'loan-vw-cap',
    Declaration(decl) {
      // `--vw` itself is the unit; custom properties holding sizes (`--font-size-body`) are rewritten
      // too. PostCSS visits a changed declaration again: the rewritten value has no `<number>vw` left.
      if (decl.prop === '--vw' || !HAS_VW.test(decl.value)) return;
      decl.value = decl.value.replace(VW, (_, n: string) => `calc(${n} * var(--vw))`);
    },
  };
}
vwCap.postcss = true;
