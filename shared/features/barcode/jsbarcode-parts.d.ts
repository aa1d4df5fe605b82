/**
 * The two parts of JsBarcode the barcode modal imports directly (CommonJS modules without declarations of
 * their own, each with its class as `exports.default`): the CODE128 encoder that picks sets A/B/C itself,
 * and the SVG renderer. As a default import, a CommonJS module is the class or `module.exports` around it,
 * depending on the loader (`classOf` in barcode-dialog.tsx).
 */
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  /** A CODE128 symbol of `data`: `valid()` says whether it can be encoded, `encode()` gives its bars. */
  type CODE128 = new (
    data: string,
    options: object,
  ) => {
    valid(): boolean;
    /** `data`: one character per module, '1' a bar and '0' a space. */
    encode(): { data: string; text: string; options?: object };
  };
  const exported: CODE128 | { default: CODE128 };
  export default exported;
}

declare module 'jsbarcode/bin/renderers/svg.js' {
  /** Draws encodings into an `<svg>`, replacing its content, and sets its width, height and viewBox. */
  type SVGRenderer = new (svg: SVGSVGElement, encodings: object[], options: object) => { render(): void };
  const exported: SVGRenderer | { default: SVGRenderer };
  export default exported;
}
