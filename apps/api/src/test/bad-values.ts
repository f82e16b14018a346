/**
 * Values for the bad-input gate (`bad-input.test.ts`): a well-formed value of a schema, and the
 * values a field of that schema must refuse. Where fast-check adds values, they are drawn with
 * seeds that follow the test's own (`seedsAfter`), so every run sends the same requests.
 */
import fc from 'fast-check';
import { PASSWORD } from '../modules/customers/test-fixtures.ts';
import {
  allowsEmptyText,
  isNumeric,
  type JsonSchema,
  mainBranch,
  numberAllowed,
  typesOf,
} from './openapi-operations.ts';

export const HUGE_LENGTH = 100_000;
export const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udc00z';

// ---------------------------------------------------------------------------------------------
// Plausible values: ids and urls of the fixtures where a field names one, else from the schema.

/** Rows of the test's database that requests name, so that each is well-formed but for its defect. */
export interface Fixtures {
  productId: number;
  productUrl: string;
  productCode: string;
  categoryId: number;
  categoryUrl: string;
  manufacturerId: number;
  manufacturerUrl: string;
  addressId: number;
  wishlistId: number;
  customerId: number;
  email: string;
}

function plausible(name: string, path: string, f: Fixtures): unknown {
  const field = name.toLowerCase();
  const route = path.toLowerCase();
  const byPath = (product: unknown, category: unknown, manufacturer: unknown) =>
    route.includes('/categories/') ? category : route.includes('/manufacturers/') ? manufacturer : product;
  switch (field) {
    case 'url':
      return byPath(f.productUrl, f.categoryUrl, f.manufacturerUrl);
    case 'code':
      return route.includes('promotion') ? 'WELCOME' : f.productCode;
    case 'pid':
    case 'productid':
    case 'to_id':
      return f.productId;
    case 'productsids':
    case 'productids':
      return String(f.productId);
    case 'wid':
      return f.wishlistId;
    case 'cid':
      return route.includes('/staff/') ? f.customerId : 1;
    case 'id':
      if (route.includes('/addresses/')) return f.addressId;
      if (route.includes('/wishlists/') && !route.includes('template')) return f.wishlistId;
      if (route.includes('/products/')) return f.productId;
      return byPath(1, f.categoryId, f.manufacturerId);
    case 'eml':
    case 'email':
      // A fresh address where one would be created, so an accepted request would show in the database.
      return route.includes('register') ? 'bad-input.fresh@example.gr' : f.email;
    case 'pwd':
    case 'cpwd':
    case 'opwd':
      return PASSWORD;
    case 'fnm':
      return 'Μαρία';
    case 'lnm':
      return 'Παπαδοπούλου';
    case 'mob':
      return '6912345678';
    case 'dob':
      return '1990-01-01';
    case 'pc':
      return '10563';
    case 'afm':
      return '094014201';
    case 'uid':
    case 'ref':
      return '3f1c2a9e-5b7d-4e8f-9a6b-1c2d3e4f5a6b';
    case 'idempotency-key':
      return 'bad-input-idempotency-0001';
    case 'key':
    case 'q':
      return 'βιταμίνη';
    default:
      return undefined;
  }
}

function fits(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (typeof value === 'number') return types.has('number');
  if (typeof value === 'string') return types.has('string') && !mainBranch(schema).enum;
  return false;
}

/** A well-formed value of `schema`: required properties only, one item per array. */
export function sample(schema: JsonSchema, name: string, path: string, f: Fixtures): unknown {
  const known = plausible(name, path, f);
  if (known !== undefined && fits(schema, known)) return known;
  const branch = mainBranch(schema);
  if (branch.enum && branch.enum.length > 0) return branch.enum[0];
  if (branch.default !== undefined) return branch.default;
  const types = typesOf(branch);
  if (types.has('object') || branch.properties) {
    const value: Record<string, unknown> = {};
    for (const key of branch.required ?? []) {
      const property = branch.properties?.[key];
      if (property) value[key] = sample(property, key, path, f);
    }
    return value;
  }
  if (types.has('array')) {
    const count = Math.max(1, branch.minItems ?? 0);
    return Array.from({ length: count }, () => sample(branch.items ?? {}, name, path, f));
  }
  if (types.has('integer') || types.has('number')) return Math.max(1, branch.minimum ?? 1);
  if (types.has('boolean')) return true;
  if (branch.format === 'uuid') return '3f1c2a9e-5b7d-4e8f-9a6b-1c2d3e4f5a6b';
  if (types.has('string')) return 'abcdefgh'.slice(0, Math.max(1, Math.min(8, branch.maxLength ?? 8)));
  return 'x';
}

// ---------------------------------------------------------------------------------------------
// Bad values.

/** JSON text written as it is (a number no `JSON.stringify` writes, such as 1e999). */
class RawJson {
  constructor(readonly text: string) {}
}

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface BadValue {
  label: string;
  value: unknown;
}

export const sampleOf = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, seed: number) =>
  fc.sample(arbitrary, { seed, numRuns });

/** The seeds after `seed`, one a call: `seed + 1`, `seed + 2`, … */
export function seedsAfter(seed: number): () => number {
  let current = seed;
  return () => {
    current += 1;
    return current;
  };
}

/** Values of another JSON type than the field's, each bad even where the schema coerces numbers. */
export function wrongTypes(schema: JsonSchema, nextSeed: () => number): BadValue[] {
  const types = typesOf(schema);
  const numeric = isNumeric(schema);
  const zeroBad = numeric && !numberAllowed(schema, 0);
  const oneBad = numeric && !numberAllowed(schema, 1);
  const values: BadValue[] = [];
  if (!types.has('number')) values.push({ label: 'number for a non-number', value: 12345 });
  if (!types.has('string') || mainBranch(schema).enum)
    values.push({ label: 'text for a non-string', value: 'not-a-valid-value' });
  if (!types.has('object')) values.push({ label: 'object', value: { nested: 'object' } });
  if (!types.has('array')) values.push({ label: 'array', value: ['x', 'y'] });
  if (!types.has('array') && (!numeric || zeroBad)) values.push({ label: 'empty array', value: [] });
  if (!types.has('null') && (!numeric || zeroBad)) values.push({ label: 'null', value: null });
  if (!types.has('boolean') && (!numeric || oneBad)) values.push({ label: 'true', value: true });
  if (!types.has('boolean') && (!numeric || zeroBad)) values.push({ label: 'false', value: false });
  // Two more, drawn with the seed: text no number reads, or a number, object or list.
  const drawn = numeric
    ? fc.string({ minLength: 1, maxLength: 12 }).filter((text) => Number.isNaN(Number(text)))
    : types.has('string')
      ? fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
        )
      : fc.string({ minLength: 1, maxLength: 12 }).filter((text) => Number.isNaN(Number(text)));
  for (const value of sampleOf(drawn as fc.Arbitrary<unknown>, 2, nextSeed()))
    values.push({ label: 'generated wrong type', value });
  return values;
}

/** Values of the field's own type outside its constraints. */
export function outOfRange(schema: JsonSchema, itemSample: () => unknown): BadValue[] {
  const branch = mainBranch(schema);
  const types = typesOf(schema);
  const values: BadValue[] = [];
  if (branch.enum && types.has('string'))
    values.push({ label: 'not one of the enum', value: 'definitely-not-listed' });
  if (branch.enum && types.has('boolean'))
    for (const value of [true, false].filter((item) => !branch.enum?.includes(item)))
      values.push({ label: 'the boolean the enum leaves out', value });
  if (isNumeric(schema)) {
    if (branch.type === 'integer') values.push({ label: 'fraction', value: 1.5 });
    if (!numberAllowed(schema, -1)) values.push({ label: 'negative', value: -1 });
    if (!numberAllowed(schema, 0)) values.push({ label: 'zero', value: 0 });
    const above =
      branch.maximum === undefined ? undefined : branch.maximum >= 2 ** 52 ? 1e20 : branch.maximum + 1;
    if (above !== undefined) values.push({ label: 'above the maximum', value: above });
    values.push({ label: 'number too large for a double', value: new RawJson('1e999') });
    if (branch.enum) values.push({ label: 'number not in the enum', value: 987654 });
  }
  if (types.has('string') && !isNumeric(schema) && !branch.enum) {
    if (!allowsEmptyText(schema)) values.push({ label: 'empty string', value: '' });
    if (branch.maxLength !== undefined && branch.maxLength < HUGE_LENGTH)
      values.push({ label: 'one over maxLength', value: 'y'.repeat(branch.maxLength + 1) });
    if (branch.format === 'uuid') values.push({ label: 'not a uuid', value: 'not-a-uuid' });
  }
  if (types.has('array')) {
    if ((branch.minItems ?? 0) >= 1) values.push({ label: 'empty list', value: [] });
    if (branch.maxItems !== undefined && branch.maxItems <= 1000)
      values.push({
        label: 'one item over maxItems',
        value: Array.from({ length: branch.maxItems + 1 }, itemSample),
      });
  }
  return values;
}

/** Text no field may hold: 100 000 characters, NUL, unpaired surrogates. */
export function hostileText(schema: JsonSchema): BadValue[] {
  // For a number, a huge run of digits (Infinity once read); for text, a huge run of letters.
  const huge = isNumeric(schema) ? '9'.repeat(HUGE_LENGTH) : 'x'.repeat(HUGE_LENGTH);
  return [
    { label: `huge (${HUGE_LENGTH} characters)`, value: huge },
    { label: 'NUL', value: NUL },
    { label: 'unpaired high surrogate', value: LONE_HIGH },
    { label: 'unpaired low surrogate', value: LONE_LOW },
  ];
}

// ---------------------------------------------------------------------------------------------
// Bodies, field by field.

interface Leaf {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property of a body schema, nested objects and the first item of lists included. */
export function leavesOf(schema: JsonSchema, path: (string | number)[] = [], depth = 0): Leaf[] {
  const branch = mainBranch(schema);
  const leaves: Leaf[] = [];
  if (depth > 3) return leaves;
  for (const [key, property] of Object.entries(branch.properties ?? {})) {
    const here = [...path, key];
    leaves.push({ path: here, schema: property, required: (branch.required ?? []).includes(key) });
    const inner = mainBranch(property);
    if (inner.properties) leaves.push(...leavesOf(inner, here, depth + 1));
    if (inner.items && mainBranch(inner.items).properties)
      leaves.push(...leavesOf(inner.items, [...here, 0], depth + 1));
  }
  return leaves;
}

/** `base` with `value` at `path`, creating the containers on the way from the schema. */
export function withValueAt(
  base: unknown,
  root: JsonSchema,
  path: (string | number)[],
  value: unknown,
  make: (schema: JsonSchema, name: string) => unknown,
  remove = false,
): unknown {
  const copy = JSON.parse(JSON.stringify(base ?? {})) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  let schema = mainBranch(root);
  for (const [index, step] of path.entries()) {
    const last = index === path.length - 1;
    const next =
      typeof step === 'number' ? mainBranch(schema.items ?? {}) : mainBranch(schema.properties?.[step] ?? {});
    if (last) {
      if (remove) delete node[step];
      else node[step] = value;
      break;
    }
    if (node[step] === undefined || node[step] === null || typeof node[step] !== 'object') {
      node[step] =
        typeof path[index + 1] === 'number'
          ? [make(next.items ?? {}, String(step))]
          : make(next, String(step));
    }
    node = node[step] as Record<string | number, unknown>;
    schema = next;
  }
  return copy;
}
