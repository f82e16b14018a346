/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab, newline and return, the
 * surrogates and U+FFFE/U+FFFF); a catalogue text that slipped one in must not break the document.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A text as XML character data or an attribute value. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<name>text</name>`, or nothing for a missing or empty value. */
export function element(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}
