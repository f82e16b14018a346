import { type Language, languageOfPath, localizePath } from '@shop/contract';
import { useCallback } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { PublicConfig } from './public-config';

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData('root') as { config: PublicConfig } | undefined;
  if (!data) throw new Error('usePublicConfig outside the root route');
  return data.config;
}

/** The language of the current page: the first path segment when it is a supported code. */
export function useLanguage(): Language {
  const config = usePublicConfig();
  return languageOfPath(useLocation().pathname, config.paths.defaultLanguage);
}

/** Builds links in the current language, following the prefix / omit-default / trailing-slash settings. */
export function useLocalizedPath(): (path: string, language?: Language) => string {
  const config = usePublicConfig();
  const current = useLanguage();
  return useCallback(
    (path: string, language: Language = current) => localizePath(language, path, config.paths),
    [config.paths, current],
  );
}
