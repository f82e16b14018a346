/**
 * One operation's well-formed request, and `add`, which records a request that differs from it by
 * one defect: what `bad-parameters.ts` and `bad-bodies.ts` build their bad requests on.
 */
import type { StaffRoleName } from '@shop/contract';
import { type Fixtures, jsonText, sample } from './bad-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

export type Principal = 'customer' | StaffRoleName;

export interface BadRequest {
  operation: string;
  kind: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Set after shuffling: every other request carries the bearer token of `principal`. */
  signedIn: boolean;
  principal?: Principal;
  webhook: boolean;
}

/** The parts of a bad request that differ from the well-formed one. */
interface Defect {
  query?: string;
  pathValues?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  text?: string;
  contentType?: string | null;
}

export interface OperationRequests {
  operation: Operation;
  /** A well-formed value of `schema` for the field `name`. */
  make: (schema: JsonSchema, name: string) => unknown;
  goodPathValues: Record<string, string>;
  goodQuery: [string, string][];
  goodHeaders: Record<string, string>;
  /** Undefined where the operation takes no body. */
  goodBody: unknown;
  /** The seed of fast-check's next draw. */
  nextSeed: () => number;
  /** Records a request named `kind`: the well-formed one with the parts `options` gives. */
  add: (kind: string, options?: Defect) => void;
  /** The requests recorded, in the order they were added. */
  requests: BadRequest[];
}

export const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

export function requestsFor(
  operation: Operation,
  {
    lang,
    fixtures,
    xsrfHeaders,
    nextSeed,
  }: { lang: string; fixtures: Fixtures; xsrfHeaders: Record<string, string>; nextSeed: () => number },
): OperationRequests {
  const requests: BadRequest[] = [];
  const name = `${operation.method} ${operation.path}`;
  const make = (schema: JsonSchema, field: string) => sample(schema, field, operation.path, fixtures);
  const pathWith = (values: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_match, param: string) => values[param] ?? '');
  const goodPathValues: Record<string, string> = {};
  for (const param of operation.pathParams)
    goodPathValues[param.name] =
      param.name === 'lang' ? lang : encodeURIComponent(String(make(param.schema, param.name)));
  const goodQuery: [string, string][] = operation.query
    .filter((param) => param.required)
    .map((param) => [param.name, String(make(param.schema, param.name))]);
  const goodHeaders: Record<string, string> = {};
  for (const param of operation.headers)
    if (param.required) goodHeaders[param.name] = String(make(param.schema, param.name));
  const goodBody = operation.body ? make(operation.body.schema, 'body') : operation.webhook ? {} : undefined;

  const urlOf = (query: string, pathValues = goodPathValues) =>
    `${pathWith(pathValues)}${query ? `?${query}` : ''}`;

  const add = (kind: string, options: Defect = {}) => {
    const hasBody = 'body' in options || 'text' in options;
    const payload = hasBody
      ? (options.text ?? jsonText(options.body))
      : goodBody === undefined || operation.method === 'GET'
        ? undefined
        : jsonText(goodBody);
    const contentType =
      options.contentType === null
        ? undefined
        : (options.contentType ?? (payload === undefined ? undefined : 'application/json'));
    requests.push({
      operation: name,
      kind,
      method: operation.method,
      url: urlOf(options.query ?? encodeQuery(goodQuery), options.pathValues),
      headers: {
        ...xsrfHeaders,
        ...(options.headers ?? goodHeaders),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
      signedIn: false,
      webhook: operation.webhook,
    });
  };

  return { operation, make, goodPathValues, goodQuery, goodHeaders, goodBody, nextSeed, add, requests };
}
