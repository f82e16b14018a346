import { describe, expect, it } from 'vitest';
import { checkImports, type SourceFile } from './check-imports.ts';
import { repositoryConfig as config, repositorySources } from './repository-sources.ts';

const rulesBrokenBy = (files: SourceFile[], extra = config) => checkImports(files, extra).map((v) => v.rule);

describe('import rules', () => {
  it('the repository breaks none of them', () => {
    const sources = repositorySources();
    expect(sources.length).toBeGreaterThan(200);
    expect(checkImports(sources, config)).toEqual([]);
  });

  it('fail when a forbidden import is added to a real file of the repository', () => {
    const sources = repositorySources();
    const drawer = sources.find((file) => file.path === 'apps/web/app/components/ui/drawer.tsx');
    expect(drawer).toBeDefined();
    const broken = sources.map((file) =>
      file === drawer
        ? { ...file, text: `import { CartRuntime } from '~/features/cart';\n${file.text}` }
        : file,
    );
    expect(checkImports(broken, config)).toEqual([
      {
        file: 'apps/web/app/components/ui/drawer.tsx',
        specifier: '~/features/cart',
        rule: 'components/ui knows no feature or route',
      },
    ]);
  });

  it("fail when a route reaches into a feature's internals", () => {
    const sources = repositorySources();
    const route = sources.find((file) => file.path === 'apps/web/app/routes/admin-orders.tsx');
    expect(route?.text).toContain("from '~/features/admin-orders';");
    const broken = sources.map((file) =>
      file === route
        ? { ...file, text: `import { OrderList } from '~/features/admin-orders/order-list';\n${file.text}` }
        : file,
    );
    expect(checkImports(broken, config)).toEqual([
      {
        file: 'apps/web/app/routes/admin-orders.tsx',
        specifier: '~/features/admin-orders/order-list',
        rule: 'a route imports a feature only through its index.ts or server.ts (features/admin-orders)',
      },
    ]);
  });

  it("the contract's rules take no value from Zod or a schema file, only types (decision 012)", () => {
    const rule = "the contract's rules and constants import no Zod and no *-schemas file (decision 012)";
    expect(
      rulesBrokenBy([
        { path: 'packages/contract/src/cart.ts', text: "import { z } from 'zod/mini';" },
        { path: 'packages/contract/src/money.ts', text: "import * as z from 'zod/mini';" },
        {
          path: 'packages/contract/src/orders.ts',
          text: "import { cartSchema, type Cart } from './cart-schemas.ts';",
        },
        {
          path: 'packages/contract/src/products.ts',
          text: "import type { Product } from './products-schemas.ts';\nimport { type Cart } from './cart-schemas.ts';",
        },
        { path: 'packages/contract/src/cart-schemas.ts', text: "import * as z from 'zod/mini';" },
        { path: 'packages/contract/src/index.ts', text: "export * from './cart-schemas.ts';" },
        {
          path: 'packages/contract/src/cart.test.ts',
          text: "import { cartSchema } from './cart-schemas.ts';",
        },
      ]),
    ).toEqual([rule, rule, rule]);
  });

  it('the contract imports nothing but zod/mini (its tests may use test tools)', () => {
    const rule = 'the contract imports nothing but zod/mini';
    expect(
      rulesBrokenBy([
        {
          path: 'packages/contract/src/a-schemas.ts',
          text: "import * as z from 'zod/mini';\nimport { b } from './b.ts';",
        },
        { path: 'packages/contract/src/d-schemas.ts', text: "import { z } from 'zod';" },
        { path: 'packages/contract/src/b.ts', text: "import { useState } from 'react';" },
        { path: 'packages/contract/src/b.test.ts', text: "import { it } from 'vitest';" },
        {
          path: 'packages/contract/src/c.ts',
          text: "import { db } from '../../../apps/api/src/db/client.ts';",
        },
      ]),
    ).toEqual([rule, rule, rule]);
  });

  it('the storefront does not import the API', () => {
    expect(
      rulesBrokenBy([
        {
          path: 'apps/web/app/routes/home.tsx',
          text: "import type { Services } from '../../../api/src/services.ts';",
        },
        { path: 'apps/web/app/lib/x.ts', text: "export { a } from '@shop/api';" },
      ]),
    ).toEqual(['the storefront does not import the API', 'the storefront does not import the API']);
  });

  it('components/ui and lib know no feature or route', () => {
    expect(
      rulesBrokenBy([
        { path: 'apps/web/app/components/ui/dialog.tsx', text: "import { x } from '~/features/cart';" },
        { path: 'apps/web/app/components/ui/field.tsx', text: "import { y } from '../../routes/home';" },
        { path: 'apps/web/app/lib/api-client.ts', text: "const m = await import('~/features/customers');" },
        { path: 'apps/web/app/lib/route-data-cache.ts', text: "import { z } from '~/components/ui/dialog';" },
      ]),
    ).toEqual([
      'components/ui knows no feature or route',
      'components/ui knows no feature or route',
      'lib/ imports no feature or route',
    ]);
  });

  it('a feature imports another feature only through its index.ts, and never in a circle', () => {
    expect(
      rulesBrokenBy([
        {
          path: 'apps/web/app/features/cart/a.ts',
          text: "import { s } from '~/features/shell/hooks/use-modals';",
        },
        { path: 'apps/web/app/features/cart/b.ts', text: "import { w } from '~/features/wishlists';" },
        { path: 'apps/web/app/features/cart/c.ts', text: "import { c } from '~/features/cart/d';" },
        { path: 'apps/web/app/features/wishlists/e.ts', text: "import { k } from '../cart/index';" },
      ]),
    ).toEqual([
      'a feature imports another feature only through its index.ts or server.ts (features/shell)',
      'features import each other in a circle: cart → wishlists → cart',
    ]);
  });

  it('a route imports a feature only through its index.ts or server.ts', () => {
    const rule = (feature: string) =>
      `a route imports a feature only through its index.ts or server.ts (features/${feature})`;
    expect(
      rulesBrokenBy([
        { path: 'apps/web/app/routes/cart.tsx', text: "import { c } from '~/features/cart';" },
        { path: 'apps/web/app/routes/admin.tsx', text: "import { s } from '~/features/admin-frame/server';" },
        { path: 'apps/web/app/routes/home.tsx', text: "import { i } from '../features/cart/index';" },
        { path: 'apps/web/app/routes/product.tsx', text: "import { p } from '~/features/catalog/price';" },
        { path: 'apps/web/app/routes/x.test.ts', text: "import { q } from '../features/cart/hooks/q.ts';" },
        { path: 'apps/web/app/root.tsx', text: "import { l } from '~/features/shell/layout';" },
      ]),
    ).toEqual([rule('catalog'), rule('cart'), rule('shell')]);
  });

  it("the API's lib/ and plugins import no module", () => {
    expect(
      rulesBrokenBy([
        { path: 'apps/api/src/lib/messages.ts', text: "import { m } from '../modules/cart/messages.ts';" },
        {
          path: 'apps/api/src/plugins/auth.ts',
          text: "import type { C } from '../modules/customers/service.ts';",
        },
        { path: 'apps/api/src/lib/links.ts', text: "import { HttpError } from './http-error.ts';" },
      ]),
    ).toEqual([
      "the API's lib/ imports no module",
      'plugins take their types from the contract or their own files, not from a module',
    ]);
  });

  it('a module imports only its own schema tables, except the read models named in decision 006', () => {
    const files = [
      {
        path: 'apps/api/src/modules/cart/service.ts',
        text: "import { carts } from '../../db/schema/cart.ts';",
      },
      {
        path: 'apps/api/src/modules/cart/other.ts',
        text: "import { products } from '../../db/schema/catalog.ts';",
      },
      { path: 'apps/api/src/modules/cart/all.ts', text: "import { carts } from '../../db/schema/index.ts';" },
      {
        path: 'apps/api/src/modules/cart/cart.test.ts',
        text: "import { products } from '../../db/schema/catalog.ts';",
      },
      {
        path: 'apps/api/src/modules/reviews/service.ts',
        text: "import { products } from '../../db/schema/catalog.ts';",
      },
    ];
    expect(rulesBrokenBy(files)).toEqual([
      "modules/cart reads catalog's tables through its service (decision 006)",
      'a module imports its tables from its own schema file, not the index',
      "modules/reviews reads catalog's tables through its service (decision 006)",
    ]);
    expect(
      rulesBrokenBy(files, {
        ...config,
        readModelExceptions: { 'apps/api/src/modules/reviews/service.ts': ['catalog'] },
      }),
    ).toHaveLength(2);
  });

  it('a module names only its own tables in SQL, except the read models named in decision 006', () => {
    const schema = [
      {
        path: 'apps/api/src/db/schema/catalog.ts',
        text: "export const products = pgTable(\n  'products', {});",
      },
      { path: 'apps/api/src/db/schema/cart.ts', text: "export const cartItems = pgTable('cart_items', {});" },
    ];
    const files = [
      ...schema,
      {
        path: 'apps/api/src/modules/cart/service.ts',
        text: 'sql`select * from cart_items c join products p on true`',
      },
      {
        path: 'apps/api/src/modules/cart/other.ts',
        text: 'sql`UPDATE products set stock = 0`;\n// read from basket',
      },
      { path: 'apps/api/src/modules/catalog/service.ts', text: 'sql`select id from products`' },
      { path: 'apps/api/src/modules/cart/cart.test.ts', text: 'sql`insert into products values (1)`' },
    ];
    expect(
      checkImports(files, config).map((violation) => `${violation.file} ${violation.specifier}`),
    ).toEqual([
      'apps/api/src/modules/cart/service.ts products',
      'apps/api/src/modules/cart/other.ts products',
    ]);
    const excepted = {
      ...config,
      readModelExceptions: { 'apps/api/src/modules/cart/service.ts': ['catalog'] },
    };
    expect(rulesBrokenBy(files, excepted)).toEqual([
      "modules/cart queries catalog's table products; it asks catalog's service (decision 006)",
    ]);
  });
});
