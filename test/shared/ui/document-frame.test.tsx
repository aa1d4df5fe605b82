import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentFrame, stripFrameHeader } from '../../../shared/ui/document-frame';

function docWithHeader(): Document {
  const doc = document.implementation.createHTMLDocument('privacy');
  doc.body.innerHTML =
    '<header class="page-header"><button aria-label="Back"></button><h1>Privacy</h1></header><main><p>Text</p></main>';
  return doc;
}

describe('DocumentFrame', () => {
  it('takes the page header out of a same-origin document', () => {
    const doc = docWithHeader();
    stripFrameHeader({ contentDocument: doc } as unknown as HTMLIFrameElement);
    expect(doc.querySelector('.page-header')).toBeNull();
    expect(doc.querySelector('main')?.textContent).toBe('Text');
  });

  it('leaves a cross-origin frame alone (no document, or a throwing one)', () => {
    expect(() => stripFrameHeader({ contentDocument: null } as unknown as HTMLIFrameElement)).not.toThrow();
    const throwing = {
      get contentDocument(): Document {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(() => stripFrameHeader(throwing as unknown as HTMLIFrameElement)).not.toThrow();
  });

  it('renders a sandboxed frame that sends no referrer, same-origin only by default', () => {
    const { container } = render(<DocumentFrame src="/privacy.html" title="Privacy policy" />);
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame?.getAttribute('title')).toBe('Privacy policy');
  });
});
