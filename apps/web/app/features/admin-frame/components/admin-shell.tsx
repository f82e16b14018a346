import { LANGUAGES, type Language, type StaffRoleName, staffMay } from '@shop/contract';
import type { ReactNode } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { FieldErrorTexts } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { adminPath } from '../paths';
import { ADMIN_SECTIONS } from '../sections';

export interface StaffMember {
  eml: string;
  nm: string;
  role: StaffRoleName;
}

/** The same back-office page in another language. */
function inLanguage(pathname: string, search: string, language: Language): string {
  return `${pathname.replace(/^\/(el|en)\/admin/, adminPath(language))}${search}`;
}

/** The back office's frame: its own header and navigation, none of the shop's. */
export function AdminShell({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const location = useLocation();
  const readOnly = !staffMay(staff.role, 'orders', 'write');
  return (
    <FieldErrorTexts.Provider value="admin">
      <div className="min-h-screen bg-gray-50 print:bg-white">
        <header className="border-b border-line bg-white print:hidden">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <Link to={adminPath(language)} className="font-semibold text-brand-800">
              {t('title')}
            </Link>
            <span className="text-sm text-muted" data-testid="staff-member">
              {staff.nm || staff.eml} · {t(`roles.${staff.role}`)}
              {readOnly && (
                <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t('read_only')}</span>
              )}
            </span>
            <nav aria-label={t('language')} className="ml-auto flex gap-2 text-sm">
              {LANGUAGES.map((code) => (
                <Link
                  key={code}
                  to={inLanguage(location.pathname, location.search, code)}
                  lang={code}
                  aria-current={code === language ? 'true' : undefined}
                  className="rounded px-2 py-1 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                >
                  {code === 'el' ? 'Ελληνικά' : 'English'}
                </Link>
              ))}
            </nav>
            <Form method="post" action={adminPath(language, '/logout')}>
              <button type="submit" className="text-sm underline">
                {t('sign_out')}
              </button>
            </Form>
          </div>
        </header>
        <div className="md:flex">
          <nav
            aria-label={t('navigation')}
            className="border-b border-line bg-white md:min-h-screen md:w-56 md:border-r md:border-b-0 print:hidden"
          >
            <ul className="flex flex-wrap gap-1 p-2 md:flex-col">
              {ADMIN_SECTIONS.filter((section) => staffMay(staff.role, section.area, 'read')).map(
                (section) => (
                  <li key={section.path}>
                    <NavLink
                      to={adminPath(language, section.path)}
                      end={section.path === ''}
                      className="block rounded px-3 py-1.5 text-sm hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                    >
                      {t(`nav.${section.key}`)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <main id="main" className="min-w-0 flex-1 p-4 md:p-6 print:p-0">
            {children}
          </main>
        </div>
      </div>
    </FieldErrorTexts.Provider>
  );
}
