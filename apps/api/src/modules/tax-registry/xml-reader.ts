/**
 * A small, strict reader for the SOAP answers of the tax registry. It builds a tree of
 * elements by local name (namespace prefixes dropped: the registry's answers use a default
 * namespace and prefixes interchangeably) and refuses anything a registry answer never
 * needs: a DOCTYPE (so no entity is ever declared, expanded or fetched from outside),
 * entities other than the five predefined ones and character references, unbalanced tags,
 * and documents larger or deeper than an answer can be.
 */

export interface XmlElement {
  /** Local name, without a namespace prefix. */
  name: string;
  /** Attributes by local name. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data, entities decoded; CDATA kept as written. */
  text: string;
}

export class XmlReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlReadError';
  }
}

const MAX_DOCUMENT_LENGTH = 1_000_000;
const MAX_DEPTH = 64;
const NAME = /^[A-Za-z_][\w.:-]*/;
const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function localName(qualifiedName: string): string {
  return qualifiedName.slice(qualifiedName.indexOf(':') + 1);
}

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, reference: string) => {
    if (!whole.endsWith(';')) throw new XmlReadError('An & that starts no entity');
    const predefined = PREDEFINED_ENTITIES[reference];
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(reference);
    const codePoint = numeric ? Number.parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10) : NaN;
    if (!Number.isInteger(codePoint) || codePoint < 1 || codePoint > 0x10ffff) {
      throw new XmlReadError(`Unknown entity &${reference};`);
    }
    return String.fromCodePoint(codePoint);
  });
}

function indexAfter(source: string, terminator: string, from: number): number {
  const end = source.indexOf(terminator, from);
  if (end < 0) throw new XmlReadError(`Unterminated markup: ${terminator} missing`);
  return end + terminator.length;
}

export function parseXml(source: string): XmlElement {
  if (source.length > MAX_DOCUMENT_LENGTH) throw new XmlReadError('Document too large');
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    const text = source.slice(i, open < 0 ? source.length : open);
    const current = stack.at(-1);
    if (current) current.element.text += decodeEntities(text);
    else if (text.trim() !== '') throw new XmlReadError('Text outside the root element');
    if (open < 0) break;
    if (source.startsWith('<?', open)) i = indexAfter(source, '?>', open);
    else if (source.startsWith('<!--', open)) i = indexAfter(source, '-->', open);
    else if (source.startsWith('<![CDATA[', open)) {
      if (!current) throw new XmlReadError('CDATA outside the root element');
      const end = indexAfter(source, ']]>', open);
      current.element.text += source.slice(open + '<![CDATA['.length, end - ']]>'.length);
      i = end;
    } else if (source.startsWith('<!', open)) {
      throw new XmlReadError('Declarations (DOCTYPE, ENTITY) are refused');
    } else if (source.startsWith('</', open)) {
      const end = indexAfter(source, '>', open);
      const closing = source.slice(open + 2, end - 1).trim();
      if (stack.pop()?.qualifiedName !== closing) throw new XmlReadError(`Unexpected </${closing}>`);
      i = end;
    } else {
      if (root && stack.length === 0) throw new XmlReadError('More than one root element');
      const tag = readStartTag(source, open);
      if (current) current.element.children.push(tag.element);
      root ??= tag.element;
      if (!tag.selfClosing) {
        if (stack.length >= MAX_DEPTH) throw new XmlReadError('Document nested too deeply');
        stack.push(tag);
      }
      i = tag.end;
    }
  }
  if (!root || stack.length > 0) throw new XmlReadError('Unbalanced or missing root element');
  return root;
}

interface OpenElement {
  qualifiedName: string;
  element: XmlElement;
}

/** Reads `<name attr="…">` or `<name/>` starting at `open`. */
function readStartTag(source: string, open: number): OpenElement & { selfClosing: boolean; end: number } {
  const qualifiedName = NAME.exec(source.slice(open + 1, open + 201))?.[0];
  if (!qualifiedName) throw new XmlReadError('A tag without a name');
  const element: XmlElement = { name: localName(qualifiedName), attributes: {}, children: [], text: '' };
  let i = open + 1 + qualifiedName.length;
  const skipSpace = () => {
    while (/\s/.test(source[i] ?? '')) i++;
  };
  for (;;) {
    skipSpace();
    if (source.startsWith('/>', i)) return { qualifiedName, element, selfClosing: true, end: i + 2 };
    if (source[i] === '>') return { qualifiedName, element, selfClosing: false, end: i + 1 };
    const attributeName = NAME.exec(source.slice(i, i + 200))?.[0];
    if (!attributeName) throw new XmlReadError(`Malformed attribute in <${qualifiedName}>`);
    i += attributeName.length;
    skipSpace();
    if (source[i] !== '=') throw new XmlReadError(`Attribute ${attributeName} without a value`);
    i++;
    skipSpace();
    const quote = source[i];
    if (quote !== '"' && quote !== "'") throw new XmlReadError(`Unquoted attribute ${attributeName}`);
    const end = source.indexOf(quote, i + 1);
    if (end < 0) throw new XmlReadError(`Unterminated attribute ${attributeName}`);
    element.attributes[localName(attributeName)] = decodeEntities(source.slice(i + 1, end));
    i = end + 1;
  }
}

/** The first element named `name` at any depth under `element` (document order), if any. */
export function findElement(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const child of element.children) {
    if (child.name === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Every direct child named `name`. */
export function childElements(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

/** Trimmed text of a direct child; null when it is missing, empty or `xsi:nil="true"`. */
export function childText(element: XmlElement | undefined, name: string): string | null {
  const child = element?.children.find((candidate) => candidate.name === name);
  if (!child || child.attributes.nil === 'true') return null;
  const text = child.text.trim();
  return text === '' ? null : text;
}

/** Text for an XML element or attribute value: the five characters XML gives meaning to, escaped. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character,
  );
}
