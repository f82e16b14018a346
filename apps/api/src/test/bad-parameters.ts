/**
 * Bad parameters for the bad-input gate (`bad-input.test.ts`): the path's language, query
 * parameters (unknown ones and the operation's own) and header parameters.
 */
import fc from 'fast-check';
import { HUGE_LENGTH, sampleOf } from './bad-values.ts';
import {
  allowsEmptyText,
  isFreeText,
  isNumeric,
  mainBranch,
  numberAllowed,
  type Operation,
  typesOf,
} from './openapi-operations.ts';
import { encodeQuery, type OperationRequests } from './operation-requests.ts';

/** Path parameters: a language the shop has not, NUL, bad encodings, too long. */
export function addPathDefects({ operation, goodPathValues, add }: OperationRequests): void {
  if (operation.pathParams.some((param) => param.name === 'lang')) {
    for (const bad of ['xx', 'e', 'ell', 'el%00', '%00', '%ED%A0%80', '%', 'z'.repeat(150), 'en-GB'])
      add(`path lang=${bad.slice(0, 12)}`, { pathValues: { ...goodPathValues, lang: bad } });
  }
}

/** Query parameters: unknown ones, each of the operation's, and none at all where one is required. */
export function addQueryDefects(operationRequests: OperationRequests): void {
  const { operation, add } = operationRequests;
  addUnknownQueryParameters(operationRequests);
  for (const param of operation.query) addQueryParameterDefects(operationRequests, param);
  if (operation.query.some((param) => param.required)) add('no query at all', { query: '' });
}

/** Query parameters no route reads, holding text no field may hold; bad percent-encoding. */
function addUnknownQueryParameters({ goodQuery, add }: OperationRequests): void {
  const withGood = (extra: string) => [encodeQuery(goodQuery), extra].filter(Boolean).join('&');
  // (A sequence that does not decode, such as an unpaired surrogate in WTF-8, `%ED%A0%80`, stays
  // literal text in the query parser: harmless where a parameter is free text, so only sent by
  // `addQueryParameterDefects` where no literal text is valid.)
  for (const [label, extra] of [
    ['unknown query parameter with NUL', 'zz=a%00b'],
    ['NUL in a query parameter name', 'z%00z=1'],
    ['unknown query parameter, NUL and more', 'zz=%00&zy=%00%00'],
  ] as const)
    add(label, { query: withGood(extra) });
}

/** One query parameter of the operation: missing, of the wrong kind, out of range, hostile, repeated. */
function addQueryParameterDefects(
  { goodQuery, make, nextSeed, add }: OperationRequests,
  param: Operation['query'][number],
): void {
  const without = goodQuery.filter(([key]) => key !== param.name);
  const set = (value: string, raw = false) =>
    [
      encodeQuery(without),
      raw ? `${encodeURIComponent(param.name)}=${value}` : encodeQuery([[param.name, value]]),
    ]
      .filter(Boolean)
      .join('&');
  if (param.required) {
    add(`query ${param.name} missing`, { query: encodeQuery(without) });
    add(`query ${param.name} only as ${param.name}[a]`, {
      query: [encodeQuery(without), `${encodeURIComponent(param.name)}%5Ba%5D=1`].filter(Boolean).join('&'),
    });
  }
  const types = typesOf(param.schema);
  const branch = mainBranch(param.schema);
  const texts: [string, string][] = [];
  if (isNumeric(param.schema)) {
    for (const text of ['abc', 'NaN', 'Infinity', '1e999', '0x', '--1', '1,5'])
      texts.push([`not a number (${text})`, text]);
    if (branch.type === 'integer') texts.push(['fraction', '1.5']);
    if (!numberAllowed(param.schema, -1)) texts.push(['negative', '-1']);
    if (!numberAllowed(param.schema, 0)) {
      texts.push(['zero', '0']);
      texts.push(['empty', '']);
    }
    if (branch.maximum !== undefined)
      texts.push(['above the maximum', branch.maximum >= 2 ** 52 ? '1e20' : String(branch.maximum + 1)]);
    for (const text of sampleOf(
      fc.string({ minLength: 1, maxLength: 10 }).filter((value) => Number.isNaN(Number(value))),
      2,
      nextSeed(),
    ))
      texts.push(['generated non-number', text]);
  } else {
    if (branch.enum) texts.push(['not one of the enum', 'definitely-not-listed']);
    if (!allowsEmptyText(param.schema)) texts.push(['empty', '']);
    if (branch.maxLength !== undefined && branch.maxLength < HUGE_LENGTH)
      texts.push(['one over maxLength', 'y'.repeat(branch.maxLength + 1)]);
    if (branch.format === 'uuid') texts.push(['not a uuid', 'not-a-uuid']);
  }
  texts.push([`huge (${HUGE_LENGTH} characters)`, (isNumeric(param.schema) ? '9' : 'x').repeat(HUGE_LENGTH)]);
  for (const [label, text] of texts) add(`query ${param.name}: ${label}`, { query: set(text) });
  add(`query ${param.name}: NUL`, { query: set('a%00b', true) });
  add(`query ${param.name}: NUL alone`, { query: set('%00', true) });
  if (!isFreeText(param.schema))
    for (const [label, raw] of [
      ['unpaired surrogate (WTF-8)', '%ED%A0%80'],
      ['overlong NUL', '%C0%80'],
      ['invalid UTF-8', '%FF%FE'],
      ['bad percent-encoding', '%zz'],
    ] as const)
      add(`query ${param.name}: ${label}`, { query: set(raw, true) });
  if (!types.has('array')) {
    const value = encodeQuery([[param.name, String(make(param.schema, param.name))]]);
    add(`query ${param.name} repeated (a list)`, {
      query: [encodeQuery(without), value, value].filter(Boolean).join('&'),
    });
  }
}

/** Header parameters (the idempotency key). */
export function addHeaderDefects({ operation, goodHeaders, add }: OperationRequests): void {
  for (const param of operation.headers) {
    const without = Object.fromEntries(Object.entries(goodHeaders).filter(([key]) => key !== param.name));
    if (param.required) add(`header ${param.name} missing`, { headers: without });
    const branch = mainBranch(param.schema);
    const values: [string, string][] = [[`huge (${HUGE_LENGTH})`, 'h'.repeat(HUGE_LENGTH)]];
    if ((branch.minLength ?? 0) >= 1) values.push(['empty', '']);
    if ((branch.minLength ?? 0) > 1)
      values.push(['one under minLength', 'k'.repeat((branch.minLength ?? 1) - 1)]);
    if (branch.maxLength !== undefined) values.push(['one over maxLength', 'k'.repeat(branch.maxLength + 1)]);
    for (const [label, value] of values)
      add(`header ${param.name}: ${label}`, { headers: { ...without, [param.name]: value } });
  }
}
