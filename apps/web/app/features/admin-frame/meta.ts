import type { MetaDescriptor } from 'react-router';
import { translate } from '~/lib/meta';
import { languageOf } from '~/lib/public-config';

/** A back-office page's title; staff pages are never indexed. */
export function adminMeta(pathname: string, key: string): MetaDescriptor[] {
  const language = languageOf(pathname);
  return [
    { title: `${translate(language, `admin:${key}`)} | ${translate(language, 'admin:title')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
