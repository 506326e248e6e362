// Caption markup (SPEC 3, 4): a few inline tags become elements; anything else stays text.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../src/ui/walkthrough/markup';

const html = (text: string) => render(<p>{renderMarkup(text)}</p>).container.innerHTML;

describe('renderMarkup', () => {
  it('turns <b>, <strong>, <em>, <i> and <br> into elements', () => {
    expect(html('Ein <b>fetter</b> und <em>kursiver</em> Text<br>neue Zeile')).toBe(
      '<p>Ein <strong>fetter</strong> und <em>kursiver</em> Text<br>neue Zeile</p>',
    );
    expect(html('<strong>a <i>b</i></strong>')).toBe('<p><strong>a <em>b</em></strong></p>');
  });

  it('keeps any other markup as text, so nothing can be injected', () => {
    const out = html('<img src=x onerror=alert(1)> <script>x</script> <a href="y">z</a>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('closes tags left open and ignores stray closing tags', () => {
    expect(html('<b>offen')).toBe('<p><strong>offen</strong></p>');
    expect(html('zu</b> und weiter')).toBe('<p>zu und weiter</p>');
  });
});
