/**
 * The two parts of JsBarcode the barcode modal imports directly (CommonJS modules with a default
 * export, no declarations of their own): the CODE128 encoder that picks sets A/B/C itself, and the SVG
 * renderer.
 */
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  /** A CODE128 symbol of `data`: `valid()` says whether it can be encoded, `encode()` gives its bars. */
  export default class CODE128 {
    constructor(data: string, options: object);
    valid(): boolean;
    /** `data`: one character per module, '1' a bar and '0' a space. */
    encode(): { data: string; text: string; options?: object };
  }
}

declare module 'jsbarcode/bin/renderers/svg.js' {
  /** Draws encodings into an `<svg>`, replacing its content, and sets its width, height and viewBox. */
  export default class SVGRenderer {
    constructor(svg: SVGSVGElement, encodings: object[], options: object);
    render(): void;
  }
}
