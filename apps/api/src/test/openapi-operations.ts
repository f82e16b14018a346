/**
 * The API's OpenAPI document, as far as the bad-input gate (`bad-input.test.ts`) reads it: the
 * operations it lists, and what their JSON schemas take.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

type Auth = 'none' | 'optional' | 'required';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  headers: OpenApiParameter[];
  body?: { schema: JsonSchema; nullable: boolean };
  auth: Auth;
  webhook: boolean;
}

/** The operations of `document`; those whose path starts with `webhookPrefix` are webhooks. */
export function operationsOf(document: OpenApiDocument, webhookPrefix: string): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      const security = operation.security ?? [];
      const auth: Auth =
        security.length === 0
          ? 'none'
          : security.some((item) => Object.keys(item).length === 0)
            ? 'optional'
            : 'required';
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((item) => item.in === 'path'),
        query: parameters.filter((item) => item.in === 'query'),
        headers: parameters.filter((item) => item.in === 'header'),
        ...(json ? { body: { schema: json.schema, nullable: json.schema.nullable === true } } : {}),
        auth,
        webhook: path.startsWith(webhookPrefix),
      });
    }
  }
  return operations;
}

export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  if (schema.anyOf) for (const branch of schema.anyOf) for (const type of typesOf(branch)) types.add(type);
  if (Array.isArray(schema.type)) for (const type of schema.type) types.add(type);
  else if (schema.type) types.add(schema.type);
  if (schema.nullable) types.add('null');
  if (types.has('integer')) types.add('number');
  return types;
}

/** The first branch that is not only the empty string (`eml: "" | email`). */
export function mainBranch(schema: JsonSchema): JsonSchema {
  if (!schema.anyOf) return schema;
  return schema.anyOf.find((branch) => !(branch.enum?.length === 1 && branch.enum[0] === '')) ?? schema;
}

/** Whether any text is a value (no enum, format or number): the empty string aside. */
export function isFreeText(schema: JsonSchema): boolean {
  const branch = mainBranch(schema);
  return typesOf(schema).has('string') && !branch.enum && !branch.format;
}

/** Whether some branch takes the empty string (`eml: "" | email`). */
export function allowsEmptyText(schema: JsonSchema): boolean {
  return [schema, ...(schema.anyOf ?? [])].some(
    (branch) =>
      (branch.enum?.includes('') ?? false) ||
      (typesOf(branch).has('string') && !branch.enum && (branch.minLength ?? 0) === 0),
  );
}

export function isNumeric(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return types.has('number') && !types.has('string');
}

/**
 * Whether `value` lies in a numeric field's range. Several body schemas coerce (`z.coerce.number`),
 * so `null`, `false`, `[]` and `""` may read as 0 and `true` as 1: those are only bad where that
 * number is.
 */
export function numberAllowed(schema: JsonSchema, value: number): boolean {
  const branch = mainBranch(schema);
  if (branch.enum) return branch.enum.includes(value);
  if (branch.type === 'integer' && !Number.isInteger(value)) return false;
  if (branch.minimum !== undefined) {
    const exclusive = branch.exclusiveMinimum === true;
    if (exclusive ? value <= branch.minimum : value < branch.minimum) return false;
  }
  if (typeof branch.exclusiveMinimum === 'number' && value <= branch.exclusiveMinimum) return false;
  if (branch.maximum !== undefined && value > branch.maximum) return false;
  return true;
}
