import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readSources, repositoryRoot, type SourceFile } from './check-imports.ts';
import { readModelExceptions } from './read-models.ts';
import { workflows } from './workflows.ts';

/** The rules as the repository keeps them: its read models and its workflows. */
export const repositoryConfig = { readModelExceptions, workflows };

/** The repository's TypeScript files as the working tree has them, untracked ones included. */
export function repositorySources(): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  // A file deleted in the working tree is still in git's index until the deletion is committed.
  const paths = listed
    .split('\n')
    .filter((path) => /^(apps|packages|e2e)\/.*\.tsx?$/.test(path) && existsSync(join(repositoryRoot, path)));
  return readSources(repositoryRoot, paths);
}
