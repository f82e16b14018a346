/**
 * Bad JSON bodies for the bad-input gate (`bad-input.test.ts`): fields missing, of the wrong type,
 * out of range or hostile; unknown fields; text that is not JSON or not an object; empty bodies;
 * content types the API does not read; a body over the limit.
 */
import fc from 'fast-check';
import {
  HUGE_LENGTH,
  hostileText,
  jsonText,
  leavesOf,
  NUL,
  outOfRange,
  sampleOf,
  withValueAt,
  wrongTypes,
} from './bad-values.ts';
import { type JsonSchema, mainBranch } from './openapi-operations.ts';
import type { OperationRequests } from './operation-requests.ts';

/** The operation's well-formed body, as a value and as JSON text. */
interface GoodBody {
  bodySchema: JsonSchema;
  nullable: boolean;
  goodBody: unknown;
  goodText: string;
}

const asObject = (value: unknown) => (value !== null && typeof value === 'object' ? value : {});

/**
 * Bad bodies, where the operation takes a body. `readsForms`: the operation takes a form
 * (`application/x-www-form-urlencoded`) as well, so a form is no defect there.
 */
export function addBodyDefects(
  operationRequests: OperationRequests,
  { readsForms }: { readsForms: boolean },
): void {
  const { operation, goodBody } = operationRequests;
  if (goodBody === undefined) return;
  const body: GoodBody = {
    bodySchema: operation.body?.schema ?? { type: 'object' },
    nullable: operation.body?.nullable ?? true,
    goodBody,
    goodText: jsonText(goodBody),
  };
  addFieldDefects(operationRequests, body);
  addUnknownFields(operationRequests, body);
  addTextDefects(operationRequests, body);
  addContentTypeDefects(operationRequests, body, readsForms);
}

/** Fields: missing, wrong type, out of range, hostile text. */
function addFieldDefects(
  { make, nextSeed, add }: OperationRequests,
  { bodySchema, goodBody }: GoodBody,
): void {
  for (const leaf of leavesOf(bodySchema)) {
    const label = leaf.path.join('.');
    const at = (value: unknown) => withValueAt(goodBody, bodySchema, leaf.path, value, make);
    if (leaf.required)
      add(`body ${label} missing`, {
        body: withValueAt(goodBody, bodySchema, leaf.path, undefined, make, true),
      });
    const itemSample = () => make(mainBranch(leaf.schema).items ?? {}, String(leaf.path.at(-1)));
    for (const bad of [
      ...wrongTypes(leaf.schema, nextSeed),
      ...outOfRange(leaf.schema, itemSample),
      ...hostileText(leaf.schema),
    ])
      add(`body ${label}: ${bad.label}`, { body: at(bad.value) });
  }
}

/** Unknown fields, each with something no request may carry. */
function addUnknownFields(
  { make, nextSeed, add }: OperationRequests,
  { bodySchema, goodBody, goodText }: GoodBody,
): void {
  const required = mainBranch(bodySchema).required ?? [];
  const firstRequired = required[0];
  const withoutFirstRequired =
    firstRequired === undefined
      ? undefined
      : withValueAt(goodBody, bodySchema, [firstRequired], undefined, make, true);
  const extras = sampleOf(
    fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 10 })
        .filter((key) => !(key in (mainBranch(bodySchema).properties ?? {}))),
      fc.jsonValue({ maxDepth: 2 }),
      { minKeys: 1, maxKeys: 4 },
    ),
    3,
    nextSeed(),
  );
  for (const [index, extra] of extras.entries()) {
    add(`unknown fields (${index + 1}) with an unknown field holding NUL`, {
      body: { ...asObject(goodBody), ...extra, zzExtra: NUL },
    });
    if (withoutFirstRequired !== undefined)
      add(`unknown fields (${index + 1}) and ${firstRequired} missing`, {
        body: { ...asObject(withoutFirstRequired), ...extra },
      });
  }
  const inner = goodText.slice(1, -1);
  const sep = inner ? ',' : '';
  add('unknown field __proto__', { text: `{${inner}${sep}"__proto__":{"isAdmin":true}}` });
  add('unknown field constructor.prototype', {
    text: `{${inner}${sep}"constructor":{"prototype":{"isAdmin":true}}}`,
  });
  add('unknown field named with NUL', { text: `{${inner}${sep}"zz\\u0000":1}` });
  add('unknown field with an unpaired surrogate', { text: `{${inner}${sep}"zz":"\\udfff"}` });
  add(`unknown field huge (${HUGE_LENGTH}) and NUL`, {
    body: { ...asObject(goodBody), zz: `${'x'.repeat(HUGE_LENGTH)}\u0000` },
  });
}

/** Text that is not JSON, JSON that is not an object, and empty bodies. */
function addTextDefects({ nextSeed, add }: OperationRequests, { nullable, goodText }: GoodBody): void {
  // JSON that is not JSON.
  const brokenTexts = [
    '{',
    '{"a":',
    "{'a':1}",
    '{a:1}',
    `${goodText.slice(0, -1)},}`,
    '[1,2',
    'NaN',
    'undefined',
    '{"a":1}{"b":2}',
    '{"a":01}',
    '"unterminated',
    '{"a":"\\x41"}',
    '\u0000',
    `${goodText} trailing`,
    '{"a":1e999999999999}x',
  ];
  for (const [index, text] of brokenTexts.entries()) add(`broken JSON ${index + 1}`, { text });
  for (const cut of sampleOf(fc.integer({ min: 1, max: Math.max(1, goodText.length - 1) }), 3, nextSeed()))
    add(`JSON cut at ${cut}`, { text: goodText.slice(0, cut) });
  add('deeply nested JSON', { text: `${'['.repeat(5000)}${']'.repeat(5000)}` });

  // JSON of another shape than an object.
  for (const text of ['[]', '[{}]', '"text"', '42', 'true', 'false', ...(nullable ? [] : ['null'])])
    add(`body is ${text}`, { text });

  // Empty bodies.
  if (!nullable) {
    add('empty body, no content type', { text: '', contentType: null });
    add('empty body as JSON', { text: '', contentType: 'application/json' });
  }
  add('blank body as JSON', { text: '   ', contentType: 'application/json' });
}

/** Content types the API does not read, and a body over the limit. */
function addContentTypeDefects(
  { add }: OperationRequests,
  { goodBody, goodText }: GoodBody,
  readsForms: boolean,
): void {
  const form = new URLSearchParams(
    Object.entries(asObject(goodBody)).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
  if (!readsForms)
    add('form-urlencoded', { text: form || 'a=1', contentType: 'application/x-www-form-urlencoded' });
  for (const contentType of [
    'text/plain',
    'text/plain; charset=utf-8',
    'application/xml',
    'application/octet-stream',
    'multipart/form-data; boundary=zz',
  ])
    add(`content type ${contentType}`, { text: goodText, contentType });
  add('JSON without a content type', { text: goodText, contentType: null });

  // Larger than the body limit (1 MiB).
  add('body over 1 MiB', { text: `{"zz":"${'x'.repeat(1024 * 1024 + 10)}"}` });
}
