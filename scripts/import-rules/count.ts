import { checkImports } from './check-imports.ts';
import { moduleDependencies } from './module-rules.ts';
import { repositoryConfig, repositorySources } from './repository-sources.ts';

/**
 * Counts the repository's violations of each import rule, for a before-and-after figure while a
 * rule is being met: `npx tsx scripts/import-rules/count.ts` (`--list` adds every violation,
 * `--map` every API module with the modules it imports).
 */
const sources = repositorySources();
const violations = checkImports(sources, repositoryConfig);
const kind = (rule: string) => rule.replace(/ \(.*\)$/, '').replace(/: .*$/, '');
const counts = new Map<string, number>();
for (const violation of violations)
  counts.set(kind(violation.rule), (counts.get(kind(violation.rule)) ?? 0) + 1);
for (const [rule, count] of counts) console.log(`${String(count).padStart(5)}  ${rule}`);
console.log(`${String(violations.length).padStart(5)}  in all`);
if (process.argv.includes('--list')) {
  for (const { file, specifier, rule } of violations) console.log(`${file}: ${specifier}: ${rule}`);
}
const dependencies = moduleDependencies(sources);
const pairs = [...dependencies].flatMap(([module, imported]) =>
  [...imported]
    .filter((other) => module < other && dependencies.get(other)?.has(module))
    .map((other) => `${module}↔${other}`),
);
console.log(
  `${String(pairs.length).padStart(5)}  pairs of API modules importing each other ${pairs.join(' ')}`,
);
if (process.argv.includes('--map')) {
  for (const [module, imported] of [...dependencies].sort())
    console.log(`${module}: ${[...imported].sort().join(', ')}`);
}
