/**
 * PostCSS plugin run after px → vw: rewrites every `Nvw` length as `calc(N * var(--vw))`, so the
 * 375 px design scales with a phone's width but stops growing on tablets and desktops, where
 * `shared/ui/theme.css` fixes `--vw` and centres the page in a phone-width column. Without it, the
 * public marketing site on a 1440 px monitor renders every 16 px font at 61 px.
 *
 * Type sizes (`font-size`, and the `--font-size-*` tokens) get a floor in `rem` (ADR 0019): the design
 * size at the reader's own text size, so text never shrinks below it on a 320 px phone (a field stays
 * at 16 px or more and iOS does not zoom into it) and grows with a larger text setting (the web view's
 * text zoom scales the root size), while the layout keeps scaling with the screen.
 */
import type { Plugin } from 'postcss';

const VW = /(-?\d*\.?\d+)vw\b/g;
const HAS_VW = /\d\.?\d*vw\b/;
/** A whole value that is one converted length: `4.26667vw`. */
const ONE_VW = /^(\d*\.?\d+)vw$/;

/** The design width px-to-viewport converts from (vite.config.ts). */
export const DESIGN_WIDTH = 375;

function isTypeSize(prop: string): boolean {
  return prop === 'font-size' || prop.startsWith('--font-size');
}

/** `4vw` (15 px at 375) → `0.9375rem`: the design size at a 16 px root. */
function remOf(vw: number): string {
  return `${Number(((vw * DESIGN_WIDTH) / 100 / 16).toFixed(5))}rem`;
}

export function vwCap(): Plugin {
  return {
    postcssPlugin: 'loan-vw-cap',
    Declaration(decl) {
      // `--vw` itself is the unit; custom properties holding sizes (`--font-size-body`) are rewritten
      // too. PostCSS visits a changed declaration again: the rewritten value has no `<number>vw` left.
      if (decl.prop === '--vw' || !HAS_VW.test(decl.value)) return;
      const one = ONE_VW.exec(decl.value.trim());
      if (one && isTypeSize(decl.prop)) {
        decl.value = `max(calc(${one[1]} * var(--vw)), ${remOf(Number(one[1]))})`;
        return;
      }
      decl.value = decl.value.replace(VW, (_, n: string) => `calc(${n} * var(--vw))`);
    },
  };
}
vwCap.postcss = true;
