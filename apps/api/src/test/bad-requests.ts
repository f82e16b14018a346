/**
 * The bad-input gate's requests (`bad-input.test.ts`): for every operation of the OpenAPI
 * document, requests that are invalid by construction, each differing from a well-formed one by
 * one defect of its path, query, headers or body.
 */
import fc from 'fast-check';
import { addBodyDefects } from './bad-bodies.ts';
import { addHeaderDefects, addPathDefects, addQueryDefects } from './bad-parameters.ts';
import { type Fixtures, sampleOf, seedsAfter } from './bad-values.ts';
import type { Operation } from './openapi-operations.ts';
import { type BadRequest, requestsFor } from './operation-requests.ts';

/**
 * The bad requests of `operations`, in the order of the operations. The values fast-check adds
 * are drawn with the seeds after `seed`; `formRoutes` are the paths that take a form.
 */
export function buildRequests(
  operations: Operation[],
  {
    seed,
    fixtures,
    xsrfHeaders,
    formRoutes,
  }: {
    seed: number;
    fixtures: Fixtures;
    xsrfHeaders: Record<string, string>;
    formRoutes: readonly string[];
  },
): BadRequest[] {
  const requests: BadRequest[] = [];
  const nextSeed = seedsAfter(seed);
  for (const [operationIndex, operation] of operations.entries()) {
    const lang = operationIndex % 2 === 0 ? 'el' : 'en';
    const operationRequests = requestsFor(operation, { lang, fixtures, xsrfHeaders, nextSeed });
    addPathDefects(operationRequests);
    addQueryDefects(operationRequests);
    addHeaderDefects(operationRequests);
    addBodyDefects(operationRequests, { readsForms: formRoutes.includes(operation.path) });
    requests.push(...operationRequests.requests);
  }
  return requests;
}

/** Fisher-Yates with fast-check's seeded integers. */
export function shuffle<T>(items: T[], seed: number): T[] {
  const draws = sampleOf(fc.integer({ min: 0, max: 2 ** 30 }), items.length, seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = (draws[index] ?? 0) % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
