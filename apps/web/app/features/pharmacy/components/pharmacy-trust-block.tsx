import type { PharmacyDetails } from '@shop/contract';
import { Fragment, useId } from 'react';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { getPharmacyDetails } from '../api/pharmacy-details';
import { EuCommonLogoMark } from './eu-common-logo';

/** The details the block lists, in order, with their labels; a detail the shop has not set is left out. */
const ROWS = [
  'legalName',
  'licence',
  'licenceAuthority',
  'responsiblePharmacist',
  'address',
  'vatNumber',
  'taxOffice',
  'gemiNumber',
] as const satisfies readonly (keyof PharmacyDetails)[];

/**
 * The pharmacy's legal identity as the EU and Greek rules for online pharmacies ask
 * (Directive 2011/62/EU art. 85c): the EU common logo linking to the regulator's list of
 * registered online pharmacies, the operator, its licence and issuing authority, the
 * responsible pharmacist, address, ΑΦΜ and ΔΟΥ, ΓΕΜΗ, phone and e-mail. Server-rendered with the
 * `details` the page's loader read (`getPharmacyDetails`); without them (the loader's call failed),
 * drawn once the browser has them.
 */
export function PharmacyTrustBlock({
  details,
  landmark = true,
}: {
  details?: PharmacyDetails | null;
  landmark?: boolean;
}) {
  const { t } = useTranslation('pharmacy');
  const language = useLanguage();
  // The block may show twice on a page (the footer's and the who-we-are page's): the page's copy is
  // no landmark, as two regions of one name are one too many (axe landmark-unique).
  const titleId = useId();
  const Box = landmark ? 'section' : 'div';
  const asked = useBrowserData(details ? null : ['pharmacy', 'details', language], (signal) =>
    getPharmacyDetails(language, signal),
  );
  const data = details ?? asked.data;
  if (!data) return null;
  const rows = ROWS.flatMap((key) => {
    const value = data[key];
    return value ? [{ key, value }] : [];
  });
  return (
    <Box
      aria-labelledby={landmark ? titleId : undefined}
      className="container-page flex flex-col gap-6 py-6 md:flex-row md:items-start"
      data-testid="pharmacy-trust-block"
    >
      <a
        href={data.regulatorUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('verify')} ${t('opens_in_new_tab')}`}
        className="flex max-w-xs shrink-0 items-center gap-3 rounded border border-line bg-white p-2 text-sm font-semibold text-ink hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        data-testid="eu-common-logo"
      >
        <EuCommonLogoMark className="h-14 w-auto shrink-0" />
        {t('verify')}
      </a>
      <div className="text-sm">
        <h2 id={titleId} className="font-semibold">
          {t('title')}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {/* The terms and details are the grid's cells themselves: a wrapper for each pair would be
              ten more elements in the footer of every page. */}
          {rows.map(({ key, value }) => (
            <Fragment key={key}>
              <dt className="text-muted">{t(`fields.${key}`)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          {data.phone && (
            <>
              <dt className="text-muted">{t('fields.phone')}</dt>
              <dd>
                <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
                  {data.phone}
                </a>
              </dd>
            </>
          )}
          {data.email && (
            <>
              <dt className="text-muted">{t('fields.email')}</dt>
              <dd>
                <a href={`mailto:${data.email}`} className="text-brand-700 underline">
                  {data.email}
                </a>
              </dd>
            </>
          )}
        </dl>
      </div>
    </Box>
  );
}
