import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fillTemplate, legalVars, parseBlocks, RichText } from '../../../shared/ui/rich-text/rich-text';

afterEach(cleanup);

describe('RichText', () => {
  it('parses headings, paragraphs and lists', () => {
    expect(parseBlocks('# T\n\n## S\n\nline one\nline two\n\n- a\n- b')).toEqual([
      { kind: 'h1', text: 'T' },
      { kind: 'h2', text: 'S' },
      { kind: 'p', text: 'line one line two' },
      { kind: 'ul', items: ['a', 'b'] },
    ]);
  });

  it('fills placeholders from config and leaves unknown ones visible', () => {
    expect(fillTemplate('{{companyName}} / {{nope}}', legalVars())).toBe('PesoBridge Lending Corporation / {{nope}}');
    expect(legalVars().currency).toBe('₱');
  });

  it('renders text, never HTML, with # one level below the page title', () => {
    render(<RichText source={'# Title\n\nA <img src=x onerror=alert(1)> **bold**'} />);
    screen.getByRole('heading', { level: 2, name: 'Title' });
    screen.getByText(/<img src=x onerror=alert\(1\)>/);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });
});
