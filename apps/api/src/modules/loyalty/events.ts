import type { CustomerEvent, CustomerService } from '../customers/index.ts';
import type { DeletedEmails } from './deleted-emails.ts';
import type { LoyaltyService } from './service.ts';
import { shopDate } from './settings.ts';

/** Customers asked for at a time by the birthday sweep. */
const BIRTHDAY_PAGE = 500;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The points a customer earns for the account itself: registering, giving a birth date and a
 * gender (each once per customer ever, by the source `customer:<id>`), and a birthday (once a
 * year, `birthday:<id>:<year>`). Customers tells of registrations and profile saves through its
 * listeners, so customers depends on nobody here. An address whose account was deleted before
 * earns no Register points again.
 */
export class LoyaltyEvents {
  constructor(
    private readonly loyalty: LoyaltyService,
    private readonly customers: CustomerService,
    private readonly deletedEmails: DeletedEmails,
  ) {}

  /** Credits what a stored account change earns; a repeated save earns nothing (unique source). */
  async onCustomerEvent(event: CustomerEvent): Promise<void> {
    const source = `customer:${event.customerId}`;
    if (event.kind === 'registered') {
      if (!(await this.deletedEmails.includes(event.email)))
        await this.loyalty.creditEvent(event.customerId, 'Register', source);
      return;
    }
    if (event.birthDate !== null) await this.loyalty.creditEvent(event.customerId, 'EnterBirthday', source);
    if (event.gender !== null) await this.loyalty.creditEvent(event.customerId, 'EnterGender', source);
  }

  /**
   * Credits the Birthday points of everyone whose birthday is the day `at` falls on in Athens
   * (those born on 29 February on the 28th in other years); answers how many were credited. Run
   * any number of times a day, by any number of processes: each customer's year is credited once.
   */
  async creditBirthdays(at: Date = new Date()): Promise<number> {
    const { year, month, day } = shopDate(at);
    const days = month === 2 && day === 28 && !isLeapYear(year) ? [28, 29] : [day];
    let credited = 0;
    for (const birthDay of days) {
      let afterId = 0;
      for (;;) {
        const ids = await this.customers.idsBornOn(month, birthDay, afterId, BIRTHDAY_PAGE);
        for (const id of ids) {
          if (await this.loyalty.creditBirthday(id, year)) credited += 1;
        }
        const last = ids[ids.length - 1];
        if (last === undefined || ids.length < BIRTHDAY_PAGE) break;
        afterId = last;
      }
    }
    return credited;
  }
}
