import type { ParcelLocker } from '@shop/contract';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { parcelLockers } from '../../db/schema/checkout-options.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { BoxNowClient, BoxNowLocker } from './boxnow-client.ts';

/** Most lockers one search answers. */
export const LOCKER_SEARCH_LIMIT = 20;
/** How long BoxNow's list is kept: lockers open and close rarely, a search must not wait for it. */
const BOXNOW_CACHE_MS = 10 * 60_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function fromBoxNow(locker: BoxNowLocker): ParcelLocker {
  return {
    id: locker.id,
    nm: locker.name,
    adr: locker.address,
    pc: locker.postalCode,
    ct: locker.city ?? '',
    lat: locker.lat,
    lng: locker.lng,
  };
}

/**
 * Parcel lockers searchable by postcode (its start) or city and name (a part of them): the shop's
 * own list by default, BoxNow's partner API when `BOXNOW_API_URL` and `BOXNOW_TOKEN` are set.
 */
export class ParcelLockerDirectory {
  private cached: { loadedAt: number; lockers: Promise<ParcelLocker[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly boxNow: BoxNowClient | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async search(query: string): Promise<ParcelLocker[]> {
    const term = query.trim();
    if (term === '') return [];
    if (this.boxNow) {
      const wanted = fold(term);
      const lockers = await this.boxNowLockers();
      return lockers
        .filter(
          (locker) =>
            locker.pc.startsWith(term.replace(/\s+/g, '')) ||
            fold(locker.ct).includes(wanted) ||
            fold(locker.nm).includes(wanted),
        )
        .slice(0, LOCKER_SEARCH_LIMIT);
    }
    const part = `%${escapeLike(term)}%`;
    const rows = await this.db
      .select()
      .from(parcelLockers)
      .where(
        and(
          eq(parcelLockers.isActive, true),
          or(
            ilike(parcelLockers.postcode, `${escapeLike(term.replace(/\s+/g, ''))}%`),
            ilike(parcelLockers.city, part),
            ilike(parcelLockers.name, part),
          ),
        ),
      )
      .orderBy(asc(parcelLockers.postcode), asc(parcelLockers.id))
      .limit(LOCKER_SEARCH_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      nm: row.name,
      adr: row.address,
      pc: row.postcode,
      ct: row.city,
      lat: row.latitude,
      lng: row.longitude,
    }));
  }

  /** The locker with this id, from the same source as the search; undefined when there is none. */
  async byId(id: string): Promise<ParcelLocker | undefined> {
    if (this.boxNow) return (await this.boxNowLockers()).find((locker) => locker.id === id);
    const [row] = await this.db
      .select()
      .from(parcelLockers)
      .where(and(eq(parcelLockers.id, id), eq(parcelLockers.isActive, true)));
    return (
      row && {
        id: row.id,
        nm: row.name,
        adr: row.address,
        pc: row.postcode,
        ct: row.city,
        lat: row.latitude,
        lng: row.longitude,
      }
    );
  }

  private boxNowLockers(): Promise<ParcelLocker[]> {
    const client = this.boxNow;
    if (!client) return Promise.resolve([]);
    if (this.cached && Date.now() - this.cached.loadedAt < BOXNOW_CACHE_MS) return this.cached.lockers;
    const lockers = client.destinations({ locationType: 'apm' }).then((result) => {
      if (!result.ok) {
        this.log.warn({ code: result.code, status: result.status }, 'BoxNow destinations unavailable');
        throw new HttpError(503, 'lockers_unavailable');
      }
      return result.lockers.map(fromBoxNow);
    });
    this.cached = { loadedAt: Date.now(), lockers };
    // A failed load is not kept: the next search asks again.
    lockers.catch(() => {
      if (this.cached?.lockers === lockers) this.cached = null;
    });
    return lockers;
  }
}
