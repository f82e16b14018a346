import type { PharmacyDetails } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Where the EU common logo links when `PHARMACY_REGULATOR_URL` is not set: the National
 * Organisation for Medicines (ΕΟΦ), which lists the pharmacies registered to sell online in Greece.
 */
export const EOF_REGULATOR_URL = 'https://www.eof.gr/';

type LegalDetails = Omit<PharmacyDetails, 'phone' | 'email' | 'regulatorUrl'>;

/** The demo shop's details, used outside production for every value not configured. */
export const DEMO_PHARMACY: Readonly<Record<keyof LegalDetails, string>> = {
  legalName: 'Φαρμακείο Υγεία – Μ. Παπαδοπούλου & ΣΙΑ Ο.Ε.',
  licence: 'Άδεια λειτουργίας φαρμακείου αρ. 4521/2012',
  licenceAuthority: 'Περιφέρεια Θεσσαλίας, Διεύθυνση Δημόσιας Υγείας Π.Ε. Λάρισας',
  responsiblePharmacist: 'Μαρία Παπαδοπούλου',
  address: 'Κύπρου 45, 412 22 Λάρισα',
  vatNumber: '801645232',
  taxOffice: 'ΔΟΥ Λάρισας',
  gemiNumber: '123456740000',
};

/** Names of the settings behind each detail, for the start-up warning. */
const SETTING_OF: Readonly<Record<keyof LegalDetails, string>> = {
  legalName: 'PHARMACY_LEGAL_NAME',
  licence: 'PHARMACY_LICENCE',
  licenceAuthority: 'PHARMACY_LICENCE_AUTHORITY',
  responsiblePharmacist: 'PHARMACY_RESPONSIBLE_PHARMACIST',
  address: 'PHARMACY_ADDRESS',
  vatNumber: 'PHARMACY_VAT_NUMBER',
  taxOffice: 'PHARMACY_TAX_OFFICE',
  gemiNumber: 'PHARMACY_GEMI_NUMBER',
};

/**
 * The online pharmacy's legal details (Directive 2011/62/EU art. 85c), from the settings. Outside
 * production a detail not configured is the demo shop's; in production it stays unset (the page
 * shows what there is) and the start-up log names every missing setting.
 */
export class PharmacyService {
  readonly details: PharmacyDetails;

  constructor(config: Config, log: Pick<FastifyBaseLogger, 'warn'>) {
    const configured = config.pharmacy;
    const keys = Object.keys(SETTING_OF) as (keyof LegalDetails)[];
    const legal = Object.fromEntries(
      keys.map((key) => [key, configured[key] ?? (config.isProduction ? null : DEMO_PHARMACY[key])]),
    ) as LegalDetails;
    const missing = keys.filter((key) => legal[key] === null).map((key) => SETTING_OF[key]);
    if (missing.length > 0) {
      log.warn(
        { missing },
        'the pharmacy legal details the EU rules for online pharmacies require are not all set',
      );
    }
    this.details = {
      ...legal,
      phone: config.contact.phone,
      email: config.contact.email,
      regulatorUrl: configured.regulatorUrl ?? EOF_REGULATOR_URL,
    };
  }
}
