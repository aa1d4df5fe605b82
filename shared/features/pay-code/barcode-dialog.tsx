/** The barcode modal's content, loaded on the first tap on 'Show barcode' together with JsBarcode. */
import JsBarcode from 'jsbarcode';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { groupCode } from './group-code';

/**
 * Draws `code` as a CODE128 barcode into an `<svg>` that scales to the dialog width (a wide, high
 * barcode scans reliably at a store counter). Returns false when the code cannot be encoded.
 */
export function drawBarcode(svg: SVGSVGElement, code: string): boolean {
  try {
    JsBarcode(svg, code, {
      format: 'CODE128',
      width: 2,
      height: 96,
      margin: 12,
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
    });
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
    <Dialog open={open} onClose={onClose} title="Barcode" closeLabel="Close" className="pay-code__barcode-dialog">
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
    <div className="pay-code__barcode">
      <svg
        ref={svg}
        role="img"
        aria-label={`Barcode of the reference number ${groupCode(code)}`}
        className="pay-code__barcode-svg"
        style={drawn ? undefined : { display: 'none' }}
      />
      {!drawn && (
        <p role="alert">This reference number cannot be shown as a barcode. Please give the number to the cashier.</p>
      )}
      <p className="pay-code__barcode-text">{groupCode(code)}</p>
      <p className="pay-code__hint">Show this barcode to the cashier.</p>
    </div>
  );
}
