import { describe, expect, it } from 'vitest';
import { renderContent } from './render.ts';

describe('renderContent', () => {
  it('keeps an article structure and removes scripts, handlers and javascript: links', () => {
    const { html } = renderContent(
      'Html',
      '<h2>Ήλιος</h2><p onclick="steal()">Αντηλιακό <a href="javascript:alert(1)">εδώ</a> <a href="https://example.org" target="_blank">πηγή</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toContain('<h2>Ήλιος</h2>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">πηγή</a>',
    );
    // A link without a safe address is dropped with its text kept out of a dead anchor.
    expect(html).not.toContain('<a>');
  });

  it('renders Markdown and sanitises the raw HTML inside it', () => {
    const { html, words } = renderContent(
      'Markdown',
      '## Βιταμίνη D\n\nΧρειάζεται **ήλιο** και [διατροφή](https://example.org).\n\n<img src="https://cdn.example/a.png" onerror="x()">\n\n| α | β |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Βιταμίνη D</h2>');
    expect(html).toContain('<strong>ήλιο</strong>');
    expect(html).toContain('<table>');
    expect(html).toContain('<img src="https://cdn.example/a.png" loading="lazy" />');
    expect(html).not.toContain('onerror');
    expect(words).toBeGreaterThanOrEqual(8);
  });

  it('escapes a plain text and keeps its paragraphs and line breaks', () => {
    const { html } = renderContent('PlainText', 'Πρώτη <b>γραμμή</b>\nδεύτερη\n\nνέα παράγραφος');
    expect(html).toBe('<p>Πρώτη &lt;b&gt;γραμμή&lt;/b&gt;<br />δεύτερη</p>\n<p>νέα παράγραφος</p>');
  });

  it('keeps the product-card placeholder and nothing else of a div', () => {
    const { html } = renderContent(
      'Html',
      '<div data-product-code="AB-123" class="x" style="color:red">κάρτα</div>',
    );
    expect(html).toBe('<div data-product-code="AB-123">κάρτα</div>');
  });
});
