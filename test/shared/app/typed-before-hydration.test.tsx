import { cleanup, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTyped, snapshotTyped } from '../../../shared/app/typed-before-hydration';

afterEach(cleanup);

describe('typed before hydration (D17)', () => {
  it('takes only fields holding typed text, not prefilled, empty, file or checkbox ones', () => {
    document.body.innerHTML = `<div id="r">
      <input id="a" value=""><input id="b" value="pre"><textarea id="c"></textarea>
      <input id="d" type="checkbox"><input id="e" type="tel"><input id="f" type="hidden" value="">
    </div>`;
    (document.getElementById('a') as HTMLInputElement).value = 'typed';
    (document.getElementById('c') as HTMLTextAreaElement).value = 'long text';
    (document.getElementById('e') as HTMLInputElement).value = '0917';
    (document.getElementById('f') as HTMLInputElement).value = 'x';
    const typed = snapshotTyped(document.getElementById('r') as HTMLElement);
    expect(typed.map((t) => [t.id, t.value])).toEqual([
      ['a', 'typed'],
      ['c', 'long text'],
      ['e', '0917'],
    ]);
    document.body.innerHTML = '';
  });

  it("types the snapshot back through the field's own onChange, over a state set meanwhile", () => {
    function Form() {
      const [text, setText] = useState('');
      // Like the complaint form's draft restore: an effect that sets the field after mount.
      useEffect(() => setText('draft'), []);
      return <textarea id="t" value={text} onChange={(e) => setText(e.currentTarget.value.toUpperCase())} />;
    }
    const { container } = render(<Form />);
    const el = container.querySelector('textarea') as HTMLTextAreaElement;
    expect(el.value).toBe('draft');
    replayTyped([{ el, id: 't', name: '', value: 'typed early' }]);
    expect(el.value).toBe('TYPED EARLY');
  });
});
