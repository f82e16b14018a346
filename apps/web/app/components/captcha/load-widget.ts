/**
 * ALTCHA's widget, loaded only by a form that shows the security check (a sign-in that answered
 * `captcha_required`, the contact page's forms once used); no other page carries it. The `external` build brings no inline worker (a blob under a strict CSP) and its styles
 * come as a file; its PBKDF2 work is done by our in-page solver, so no worker script is needed.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/el';
import 'altcha/i18n/en';
import type {} from 'altcha/types/global';
import { InPageSolver, SOLVABLE_ALGORITHMS } from './solve';

/**
 * Hands the widget our solver for the algorithms the API uses. A function the caller runs, not a
 * statement of this module: the storefront's modules are free of side effects for the bundler,
 * which would drop a registration that nothing imports.
 */
export function registerInPageSolvers(): void {
  for (const algorithm of SOLVABLE_ALGORITHMS) {
    globalThis.$altcha.algorithms.set(algorithm, () => new InPageSolver() as unknown as Worker);
  }
}
