/**
 * The barcode modal's content, loaded on the first tap on 'Show barcode' together with the part of
 * JsBarcode it draws with: the CODE128 encoder and the SVG renderer, imported directly. The package's
 * main module registers every symbology (EAN, UPC, ITF, MSI, codabar, pharmacode…) and a canvas renderer,
 * which a pay code never uses.
 */
import code128 from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';
import svgRenderer from 'jsbarcode/bin/renderers/svg.js';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { groupCode } from '../../format/group-code';
import { t } from '../../i18n/t';

/**
 * The class a CommonJS module exports as `exports.default`, from its default import: Node's rules, which
 * the build follows for a `"type": "module"` package, make that import `module.exports` (the class one
 * `default` further down); Vitest's interop hands over the class itself.
 * @example classOf({ default: Date }) === Date // true
 */
export function classOf<T extends abstract new (...args: never[]) => unknown>(imported: T | { default: T }): T {
  return typeof imported === 'function' ? imported : imported.default;
}

const CODE128 = classOf(code128);
const SVGRenderer = classOf(svgRenderer);

/**
 * What `JsBarcode(svg, code, { format: 'CODE128', width: 2, height: 96, margin: 12, displayValue: false })`
 * hands the renderer: its defaults with ours over them, every margin filled in from `margin`.
 */
const BARCODE_OPTIONS = {
  width: 2,
  height: 96,
  format: 'CODE128',
  displayValue: false,
  fontOptions: '',
  font: 'monospace',
  textAlign: 'center',
  textPosition: 'bottom',
  textMargin: 2,
  fontSize: 20,
  background: '#ffffff',
  lineColor: '#000000',
  margin: 12,
  marginTop: 12,
  marginBottom: 12,
  marginLeft: 12,
  marginRight: 12,
};

/**
 * Draws `code` as a CODE128 barcode into an `<svg>` that scales to the dialog width (a wide, high
 * barcode scans reliably at a store counter). Returns false when the code cannot be encoded.
 */
export function drawBarcode(svg: SVGSVGElement, code: string): boolean {
  try {
    const encoder = new CODE128(code, BARCODE_OPTIONS);
    if (!encoder.valid()) return false;
    const encoded = encoder.encode();
    new SVGRenderer(
      svg,
      [{ ...encoded, options: { ...BARCODE_OPTIONS, ...encoded.options } }],
      BARCODE_OPTIONS,
    ).render();
  } catch {
    return false;
  }
  const w = svg.getAttribute('width');
  const h = svg.getAttribute('height');
  if (w && h) svg.setAttribute('viewBox', `0 0 ${parseFloat(w)} ${parseFloat(h)}`);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  return true;
}

export function BarcodeDialog({ code, open, onClose }: { code: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={t('Barcode')} closeLabel={t('Close')} className="barcode__dialog">
      {open && <Barcode code={code} />}
    </Dialog>
  );
}

function Barcode({ code }: { code: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState(true);
  useEffect(() => {
    if (svg.current) setDrawn(drawBarcode(svg.current, code));
  }, [code]);
  return (
    <div className="barcode">
      <svg
        ref={svg}
        role="img"
        aria-label={t('Barcode of the reference number {code}', { code: groupCode(code) })}
        className="barcode__svg"
        style={drawn ? undefined : { display: 'none' }}
      />
      {!drawn && (
        <p role="alert">
          {t('This reference number cannot be shown as a barcode. Please give the number to the cashier.')}
        </p>
      )}
      <p className="barcode__text">{groupCode(code)}</p>
      <p className="barcode__hint">{t('Show this barcode to the cashier.')}</p>
    </div>
  );
}
