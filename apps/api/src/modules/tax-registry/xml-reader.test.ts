import { describe, expect, it } from 'vitest';
import { childElements, childText, escapeXml, findElement, parseXml } from './xml-reader.ts';

describe('xml-reader', () => {
  it('reads elements by local name, attributes, comments, processing instructions and CDATA', () => {
    const root = parseXml(
      `<?xml version="1.0"?><!-- answer --><a:root xmlns:a="urn:x" a:kind='k &amp; k'>` +
        `<a:item>one</a:item><item><![CDATA[<two> & more]]></item><empty xsi:nil="true"/></a:root>`,
    );
    expect(root.name).toBe('root');
    expect(root.attributes.kind).toBe('k & k');
    expect(childElements(root, 'item').map((item) => item.text)).toEqual(['one', '<two> & more']);
    expect(childText(root, 'empty')).toBeNull();
    expect(childText(root, 'missing')).toBeNull();
    expect(findElement(root, 'item')?.text).toBe('one');
  });

  it('decodes the predefined entities and character references, nothing else', () => {
    expect(parseXml('<r>&lt;&gt;&amp;&quot;&apos;&#913;&#x3A9;</r>').text).toBe(`<>&"'ΑΩ`);
    expect(() => parseXml('<r>&nbsp;</r>')).toThrow('Unknown entity');
    expect(() => parseXml('<r>A & B</r>')).toThrow('An & that starts no entity');
    expect(() => parseXml('<r>&#0;</r>')).toThrow('Unknown entity');
  });

  it('refuses declarations, so no entity is ever expanded or fetched', () => {
    expect(() => parseXml('<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>')).toThrow('refused');
    expect(() => parseXml('<r><!ENTITY a "x"></r>')).toThrow('refused');
  });

  it('refuses documents that are not well formed or larger than an answer can be', () => {
    for (const source of [
      '',
      'text',
      '<r>',
      '<r></s>',
      '<r><s></r></s>',
      '<r/><r/>',
      '<r></r>text',
      '<r a=1/>',
      '<r a="1/>',
      '<r><!-- unterminated </r>',
      `<r>${'x'.repeat(1_000_001)}</r>`,
      `${'<d>'.repeat(65)}${'</d>'.repeat(65)}`,
    ]) {
      expect(() => parseXml(source), source.slice(0, 40)).toThrow();
    }
  });

  it('escapes the five characters XML gives meaning to', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
