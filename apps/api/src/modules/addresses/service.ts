import { type Address, type AddressInput, type Language, normalizePostalCode } from '@shop/contract';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { GeoService } from '../geo/index.ts';

/** Enough for home, work, family and a few lockers; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

const addressExists = () => new HttpError(409, 'address_exists', { tl: ['address_exists'] });
const addressNotFound = () => new HttpError(404, 'address_not_found');

/**
 * A customer's addresses. Every query is scoped by the authenticated customer's id, so an id
 * of someone else's address answers "not found", exactly like an id that does not exist.
 */
export class AddressService {
  constructor(
    private readonly db: Db,
    private readonly geo: GeoService,
  ) {}

  async list(customerId: number, language: Language): Promise<Address[]> {
    return this.select(language, eq(addresses.customerId, customerId));
  }

  async get(customerId: number, id: number, language: Language): Promise<Address> {
    const [address] = await this.select(
      language,
      and(eq(addresses.customerId, customerId), eq(addresses.id, id)),
    );
    if (!address) throw addressNotFound();
    return address;
  }

  async insert(customerId: number, input: AddressInput, language: Language): Promise<Address> {
    await this.checkPlace(input);
    const [row] = await this.db
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    if ((row?.total ?? 0) >= MAX_ADDRESSES_PER_CUSTOMER) throw new HttpError(422, 'too_many_addresses');
    let created: { id: number } | undefined;
    try {
      [created] = await this.db
        .insert(addresses)
        .values({ customerId, ...this.columns(input) })
        .returning({ id: addresses.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw addressExists();
      throw error;
    }
    if (!created) throw new Error('addresses insert returned nothing');
    return this.get(customerId, created.id, language);
  }

  async update(customerId: number, id: number, input: AddressInput, language: Language): Promise<Address> {
    await this.checkPlace(input);
    let updated: { id: number }[];
    try {
      updated = await this.db
        .update(addresses)
        .set({ ...this.columns(input), updatedAt: new Date() })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw addressExists();
      throw error;
    }
    if (updated.length === 0) throw addressNotFound();
    return this.get(customerId, id, language);
  }

  async remove(customerId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw addressNotFound();
  }

  private async checkPlace(input: AddressInput): Promise<void> {
    const problem = await this.geo.checkRegion(input.ctid, input.crid, input.pc);
    if (problem === 'invalid_country') throw new HttpError(400, problem, { ctid: [problem] });
    if (problem === 'invalid_region') throw new HttpError(400, problem, { crid: [problem] });
    if (problem === 'postcode_not_in_region') throw new HttpError(400, problem, { pc: [problem] });
  }

  private columns(input: AddressInput) {
    return {
      title: input.tl,
      firstName: input.fnm || null,
      lastName: input.lnm || null,
      street: input.adr1,
      countryId: input.ctid,
      regionId: input.crid,
      city: input.ct,
      postalCode: normalizePostalCode(input.pc, input.ctid),
      mobile: input.mob || null,
      comments: input.cmt || null,
    };
  }

  private async select(language: Language, where: SQL | undefined): Promise<Address[]> {
    const rows = await this.db.select().from(addresses).where(where).orderBy(asc(addresses.id));
    if (rows.length === 0) return [];
    const names = await this.geo.names(
      [...new Set(rows.map((row) => row.countryId))],
      [...new Set(rows.map((row) => row.regionId))],
      language,
    );
    return rows.map((address) => ({
      id: address.id,
      tl: address.title,
      fnm: address.firstName,
      lnm: address.lastName,
      adr1: address.street,
      ctid: address.countryId,
      ctnm: names.countries.get(address.countryId) ?? '',
      crid: address.regionId,
      crnm: names.regions.get(address.regionId) ?? '',
      ct: address.city,
      pc: address.postalCode,
      mob: address.mobile,
      cmt: address.comments,
    }));
  }
}
