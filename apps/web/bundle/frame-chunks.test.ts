import { describe, expect, it } from 'vitest';
import { type ModuleGraph, usedModules } from './frame-chunks';

const app = '/shop/apps/web/app';
const contract = '/shop/packages/contract/src';

/** A module graph as the bundler shows it: each module's code after transforms, its imports and exports. */
function graphOf(
  modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>,
): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module
        ? { code: module.code, importedIds: module.imports ?? [], exports: module.exports ?? [] }
        : null;
    },
  };
}

describe('the modules a route needs before it runs', () => {
  const graph = graphOf({
    [`${app}/routes/shell.tsx?__react-router-build-client-route`]: {
      code: `export { default } from "${app}/routes/shell.tsx";`,
      imports: [`${app}/routes/shell.tsx`],
    },
    [`${app}/routes/shell.tsx`]: {
      code: [
        'import { jsx } from "react/jsx-runtime";',
        'import { Footer } from "~/features/shell";',
        'import { languageOfPath } from "@shop/contract";',
        'export default function Shell() { return jsx(Footer, { language: languageOfPath("/") }); }',
      ].join('\n'),
      imports: [
        '/shop/node_modules/react/jsx-runtime.js',
        `${app}/features/shell/index.ts`,
        `${contract}/index.ts`,
      ],
    },
    [`${app}/features/shell/index.ts`]: {
      code: [
        '/** The shell. */',
        'export { Footer } from "./components/footer";',
        'export { Header as SiteHeader } from "./components/header";',
      ].join('\n'),
      imports: [`${app}/features/shell/components/footer.tsx`, `${app}/features/shell/components/header.tsx`],
    },
    [`${app}/features/shell/components/footer.tsx`]: {
      code: 'import { shopName } from "../../../lib/public-config";\nexport function Footer() { return shopName; }',
      imports: [`${app}/lib/public-config.ts`],
      exports: ['Footer'],
    },
    [`${app}/features/shell/components/header.tsx`]: {
      code: 'export function Header() {}',
      exports: ['Header'],
    },
    [`${app}/lib/public-config.ts`]: { code: 'export const shopName = "shop";', exports: ['shopName'] },
    [`${contract}/index.ts`]: {
      code: 'export * from "./paths.ts";\nexport * from "./cart-schemas.ts";',
      imports: [`${contract}/paths.ts`, `${contract}/cart-schemas.ts`],
    },
    [`${contract}/paths.ts`]: { code: 'export function languageOfPath() {}', exports: ['languageOfPath'] },
    [`${contract}/cart-schemas.ts`]: {
      code: 'import * as z from "zod/mini";\nexport const cartSchema = z.object({});',
      imports: ['/shop/node_modules/zod/v4/mini/index.js'],
      exports: ['cartSchema'],
    },
  });

  it('follows names through barrels, and leaves out what a barrel names but nobody asks for', () => {
    const used = usedModules(graph, app, `${app}/routes/shell.tsx?__react-router-build-client-route`);
    expect([...used].sort()).toEqual(
      [
        `${contract}/paths.ts`,
        `${app}/features/shell/components/footer.tsx`,
        `${app}/lib/public-config.ts`,
        `${app}/routes/shell.tsx`,
      ].sort(),
    );
  });
});
