import {
  type DeleteAccountRequest,
  type Language,
  languageOr,
  type OwnAccount,
  type OwnDataExport,
  OwnDataFieldError,
  shopNameOf,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuthenticatedCustomer } from '../../plugins/auth.ts';
import { type AddressService, eraseAddressesOf } from '../addresses/index.ts';
import { type AppointmentService, eraseAppointmentsOf } from '../appointments/index.ts';
import { type CartService, eraseCartOf } from '../cart/index.ts';
import {
  anonymiseCustomer,
  type CustomerRow,
  type CustomerService,
  deletedAccountEmail,
  type GoogleIdTokenVerifier,
} from '../customers/index.ts';
import {
  type DeletedEmails,
  forfeitPointsOf,
  type LoyaltyService,
  loyaltyExportOf,
} from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import { eraseSubscriptionOf, newsletterExportOf, unsubscribeAddress } from '../newsletter/index.ts';
import { anonymiseOrdersOf, type OrdersService, ordersExportOf } from '../orders/index.ts';
import { anonymisePromotionsOf, type GiftCardService, type PromotionService } from '../promotions/index.ts';
import { eraseReferralsOf, type ReferralService } from '../referrals/index.ts';
import { eraseRepeatPurchasesOf, type RepeatPurchaseService } from '../repeat-purchases/index.ts';
import { anonymiseReviewsOf, reviewsExportOf } from '../reviews/index.ts';
import { eraseWishlistsOf, type WishlistService } from '../wishlists/index.ts';
import { renderAccountDeletedMail } from './mail.ts';

/** The domains that keep something of a customer, each asked for its part. */
export type OwnDataOwners = {
  customers: CustomerService;
  mail: MailService;
  addresses: AddressService;
  cart: CartService;
  wishlists: WishlistService;
  orders: OrdersService;
  loyalty: LoyaltyService;
  deletedEmails: DeletedEmails;
  promotions: PromotionService;
  giftCards: GiftCardService;
  referrals: ReferralService;
  repeatPurchases: RepeatPurchaseService;
  appointments: AppointmentService;
};

export interface OwnDataSettings {
  /** `SHOP_NAME`; null signs with the demo shop's name. */
  shopName: string | null;
  /** `ORDER_RETENTION_YEARS`: what the deletion mail says of the kept orders. */
  orderRetentionYears: number;
}

const fieldError = (field: 'pwd' | 'idt', key: MessageKey, code: string) =>
  new HttpError(400, key, { [field]: [code] });

/**
 * The customer's own data (GDPR art. 15, 17, 20, 21; decision 024): the export of everything the
 * shop keeps about the signed-in account, its deletion in one transaction across the domains, and
 * the one-click withdrawal of marketing consent. Every call is scoped by the authenticated id.
 */
export class OwnDataService {
  constructor(
    private readonly db: Db,
    private readonly owners: OwnDataOwners,
    private readonly google: GoogleIdTokenVerifier,
    private readonly settings: OwnDataSettings,
  ) {}

  async exportFor(customerId: number, language: Language, now = new Date()): Promise<OwnDataExport> {
    const customer = await this.requireCustomer(customerId);
    const { addresses, cart, wishlists, orders, promotions, giftCards, referrals } = this.owners;
    const { repeatPurchases, appointments } = this.owners;
    const [
      newsletter,
      addressList,
      orderList,
      loyalty,
      reviews,
      wishlistList,
      cartItems,
      repeats,
      consultations,
      referralList,
      coupons,
      boughtCards,
    ] = await Promise.all([
      newsletterExportOf(this.db, customer.email),
      addresses.list(customerId, language),
      ordersExportOf(this.db, orders.reads, customerId, language),
      loyaltyExportOf(this.db, customerId),
      reviewsExportOf(this.db, customerId, language),
      wishlists.list(customerId, language),
      cart.get(customerId, language),
      repeatPurchases.list(customerId, language),
      appointments.forCustomer(customerId, language, now),
      referrals.listFor(customerId),
      promotions.customerCoupons(customerId, language, false),
      giftCards.boughtBy(customerId),
    ]);
    return {
      exported: now.toISOString(),
      account: accountOf(customer),
      newsletter,
      addresses: addressList,
      orders: orderList,
      loyalty,
      reviews,
      wishlists: wishlistList,
      cart: cartItems.items,
      repeatPurchases: repeats,
      appointments: consultations,
      referrals: referralList,
      coupons,
      giftCards: boughtCards,
    };
  }

  /**
   * Deletes the account after the owner proves it is them again: the password, or for an account
   * without one a fresh Google sign-in of the same Google account. Wrong proof changes nothing.
   * Everything else happens in one transaction, the confirmation mail to the address included.
   */
  async deleteAccount(auth: AuthenticatedCustomer, input: DeleteAccountRequest): Promise<void> {
    if (auth.impersonatorStaffId !== null) throw new HttpError(403, 'not_while_impersonating');
    const customer = await this.requireCustomer(auth.id);
    await this.reauthenticate(customer, input);
    const placeholder = deletedAccountEmail(customer.id);
    const language = languageOr(customer.language);
    await this.db.transaction(async (tx) => {
      await this.owners.mail.sendIn(
        tx,
        renderAccountDeletedMail({
          language,
          to: customer.email,
          name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null,
          shopName: shopNameOf(this.settings.shopName, language),
          retentionYears: this.settings.orderRetentionYears,
        }),
      );
      await eraseAddressesOf(tx, customer.id);
      await eraseCartOf(tx, customer.id);
      await eraseWishlistsOf(tx, customer.id);
      await eraseRepeatPurchasesOf(tx, customer.id);
      await eraseAppointmentsOf(tx, customer.id);
      await anonymiseReviewsOf(tx, customer.id);
      await eraseSubscriptionOf(tx, customer.email);
      await eraseReferralsOf(tx, customer.id);
      await anonymisePromotionsOf(tx, customer.id, placeholder);
      await forfeitPointsOf(tx, this.owners.loyalty, customer.id);
      // Only a fingerprint, for the Register points rule (decision 041).
      await this.owners.deletedEmails.remember(tx, customer.email);
      await anonymiseOrdersOf(tx, customer.id, placeholder);
      await anonymiseCustomer(tx, customer.id, placeholder);
    });
  }

  /** Unsubscribes the account's address from the newsletter; the account keeps no other marketing flag. */
  async withdrawConsents(customerId: number): Promise<void> {
    const customer = await this.requireCustomer(customerId);
    await unsubscribeAddress(this.db, customer.email);
  }

  private async reauthenticate(customer: CustomerRow, input: DeleteAccountRequest): Promise<void> {
    if (customer.passwordHash !== null) {
      if (!input.pwd) throw fieldError('pwd', 'password_required', OwnDataFieldError.required);
      if (!(await verifyPassword(customer.passwordHash, input.pwd))) {
        throw fieldError('pwd', 'invalid_current_password', OwnDataFieldError.wrongPassword);
      }
      return;
    }
    if (!input.idt)
      throw fieldError('pwd', 'google_sign_in_required', OwnDataFieldError.googleSignInRequired);
    let subject: string;
    try {
      subject = (await this.google.verify(input.idt)).subject;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        throw fieldError('idt', 'google_account_mismatch', OwnDataFieldError.wrongGoogleAccount);
      }
      throw error;
    }
    if (subject !== customer.googleSubject)
      throw fieldError('idt', 'google_account_mismatch', OwnDataFieldError.wrongGoogleAccount);
  }

  private async requireCustomer(id: number): Promise<CustomerRow> {
    const row = await this.owners.customers.row(id);
    if (!row) throw new HttpError(404, 'customer_not_found');
    return row;
  }
}

function accountOf(customer: CustomerRow): OwnAccount {
  return {
    id: customer.id,
    eml: customer.email,
    fnm: customer.firstName,
    lnm: customer.lastName,
    mob: customer.phone,
    gd: customer.gender,
    dob: customer.birthDate,
    lang: customer.language,
    rgd: customer.createdAt.toISOString(),
    vfd: customer.emailVerifiedAt?.toISOString() ?? null,
    lld: customer.lastLoginAt?.toISOString() ?? null,
    pwd: customer.passwordHash !== null,
    ggl: customer.googleSubject !== null,
    ref: customer.referredByCode,
  };
}
