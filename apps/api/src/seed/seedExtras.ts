import { COUNTRY_ID, ORDER_LINE_KIND, ORDER_STATUS, MS_PER_DAY } from '@salon/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deliveryMethods, eventTickets, events, jobAdvertisements, orderLines, orders, products, searchStatistics } from '../db/schema';
import { slugify, translations } from '../lib/i18n';
import { toCents } from '../lib/money';
import { computeOrderTotals } from '../orders/totals';
import { EVENT_DATA, JOB_DATA } from './catalogueData';
import type { Random } from './prng';
import type { SeededCatalogue } from './seedCatalogue';
import type { SeededPeople } from './seedPeople';
import { parseOmnivaLocations, PARCEL_MACHINE_PROVIDER } from '../parcelMachines/omniva';
import { storeParcelMachines } from '../parcelMachines/store';
import omnivaSnapshot from './data/omniva-locations.json' with { type: 'json' };

const EVENT_SPACING_DAYS = 12;
const EVENT_FIRST_OFFSET_DAYS = -20;
const EVENT_LENGTH_HOURS = 6;
/** 08:00 UTC: a training day from 10:00 (11:00 in summer) in Tallinn and Riga, not from 02:00. */
const EVENT_START_HOUR_UTC = 8;
const TICKET_CAPACITY = 20;
const HISTORY_ORDERS_PER_CUSTOMER = 3;
const LINES_PER_HISTORY_ORDER = 3;
const SEEDED_SEARCHES = 60;
const MS_PER_HOUR = MS_PER_DAY / 24;

/** Event dates are relative to the seeding day so that upcoming, running and past events exist. */
export async function seedEvents(db: Executor, now: Date): Promise<void> {
  const startOfDay = Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY;
  for (const [index, event] of EVENT_DATA.entries()) {
    const startsAt = new Date(startOfDay + (EVENT_FIRST_OFFSET_DAYS + index * EVENT_SPACING_DAYS) * MS_PER_DAY + EVENT_START_HOUR_UTC * MS_PER_HOUR);
    const [row] = await db
      .insert(events)
      .values({
        name: translations(event.name),
        slug: slugify(event.name[1]),
        description: translations(event.description),
        location: event.location,
        startsAt,
        endsAt: new Date(startsAt.getTime() + EVENT_LENGTH_HOURS * MS_PER_HOUR),
      })
      .returning({ id: events.id });
    await db.insert(eventTickets).values(
      event.ticketPrices.map((price, ticketIndex) => ({
        eventId: row!.id,
        name: translations(ticketIndex === 0 ? ['Täispilet', 'Full ticket', 'Полный билет', 'Täysi lippu', 'Pilna biļete'] : ['Sooduspilet', 'Reduced ticket', 'Льготный билет', 'Alennuslippu', 'Atlaides biļete']),
        price: price.toFixed(2),
        capacity: TICKET_CAPACITY,
      })),
    );
  }
}

export async function seedDeliveryMethods(db: Executor): Promise<void> {
  await db.insert(deliveryMethods).values([
    { code: 'EE_COURIER', kind: 'COURIER', countryId: COUNTRY_ID.EE, price: '5.90', freeFrom: '100.00', order: 0, name: translations(['Kuller', 'Courier', 'Курьер', 'Kuriiri', 'Kurjers']) },
    { code: 'EE_PARCEL', kind: 'PARCEL_MACHINE', countryId: COUNTRY_ID.EE, price: '3.49', freeFrom: '60.00', order: 1, name: translations(['Pakiautomaat', 'Parcel machine', 'Почтомат', 'Pakettiautomaatti', 'Pakomāts']) },
    { code: 'EE_PICKUP', kind: 'PICKUP', countryId: COUNTRY_ID.EE, price: '0.00', freeFrom: null, order: 2, name: translations(['Järeletulemine Tallinnas', 'Pick-up in Tallinn', 'Самовывоз в Таллинне', 'Nouto Tallinnasta', 'Saņemšana Tallinā']) },
    { code: 'LV_COURIER', kind: 'COURIER', countryId: COUNTRY_ID.LV, price: '6.90', freeFrom: '120.00', order: 0, name: translations(['Kuller', 'Courier', 'Курьер', 'Kuriiri', 'Kurjers']) },
    { code: 'LV_PARCEL', kind: 'PARCEL_MACHINE', countryId: COUNTRY_ID.LV, price: '3.99', freeFrom: '70.00', order: 1, name: translations(['Pakiautomaat', 'Parcel machine', 'Почтомат', 'Pakettiautomaatti', 'Pakomāts']) },
  ]);
}

/**
 * A hand-made snapshot in the format of Omniva's locations.json (shopping centres of Estonia
 * and Latvia, placeholder ZIPs): the first refresh from PARCEL_MACHINES_URL replaces it
 * (docs/decisions/0041). Goes through the same parser and store as that refresh.
 */
export async function seedParcelMachines(db: Executor, now: Date): Promise<void> {
  await storeParcelMachines(db, PARCEL_MACHINE_PROVIDER.OMNIVA, parseOmnivaLocations(omnivaSnapshot).machines, now);
}

export async function seedJobAdvertisements(db: Executor, now: Date): Promise<void> {
  await db.insert(jobAdvertisements).values(
    JOB_DATA.map((job, index) => ({
      title: translations(job.title),
      description: translations(job.title.map((title) => `${title}: ${job.location}.`)),
      location: job.location,
      employmentType: job.employmentType,
      publishedFrom: new Date(now.getTime() - (index + 1) * MS_PER_DAY),
    })),
  );
}

/** Past orders give the history, reorder and loyalty screens something to show. */
export async function seedOrderHistory(db: Executor, random: Random, people: SeededPeople, now: Date): Promise<void> {
  const buyable = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(isNotNull(products.price), eq(products.isDisabled, false)))
    .orderBy(products.id)
    .limit(200);
  const owners = [
    { customerUuid: people.customerUuids.loyal, userId: people.userIds.LOYAL },
    { customerUuid: people.customerUuids.business, userId: people.userIds.BUSINESS_ADMIN },
    { customerUuid: people.customerUuids.private, userId: people.userIds.PRIVATE },
  ];
  for (const owner of owners) {
    for (let index = 0; index < HISTORY_ORDERS_PER_CUSTOMER; index += 1) {
      const chosen = new Map<number, { id: number; price: string | null }>();
      while (chosen.size < LINES_PER_HISTORY_ORDER) {
        const product = random.pick(buyable);
        chosen.set(product.id, product);
      }
      const lines = [...chosen.values()].map((product) => ({ productId: product.id, price: product.price!, quantity: random.int(1, 3) }));
      const totals = computeOrderTotals({
        lines: lines.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity })),
        transportCents: 0,
        useLoyaltyPoints: false,
        availablePoints: 0,
        totalSpentEur: null,
      });
      const submittedAt = new Date(now.getTime() - (index + 1) * 30 * MS_PER_DAY);
      const [order] = await db
        .insert(orders)
        .values({
          status: index === 0 ? ORDER_STATUS.SUBMITTED : ORDER_STATUS.FULFILLED,
          customerUuid: owner.customerUuid,
          userId: owner.userId,
          deliveryCountryId: COUNTRY_ID.EE,
          linesTotal: totals.linesTotal,
          loyaltyDiscount: totals.loyaltyDiscount,
          transportCost: totals.transportCost,
          totalWithCouponDiscount: totals.totalWithCouponDiscount,
          vat: totals.vat,
          submittedAt,
          createdAt: submittedAt,
        })
        .returning({ uuid: orders.uuid });
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderUuid: order!.uuid, kind: ORDER_LINE_KIND.PRODUCT })));
    }
  }
}

/** A few past searches so the popular lists are not empty on a fresh install. */
export async function seedSearchStatistics(db: Executor, random: Random, catalogue: SeededCatalogue): Promise<void> {
  const terms = ['shampoo', 'palsam', 'geellakk', 'föön', 'juukselakk', 'serum', 'käärid', 'mask'];
  await db.insert(searchStatistics).values(
    Array.from({ length: SEEDED_SEARCHES }, () => {
      const term = random.pick(terms);
      return {
        term,
        normalizedTerm: term,
        resultCount: random.int(1, 200),
        locale: 'et_EE',
        matchedBrandId: random.pick(catalogue.brandIds),
        matchedCategoryId: random.pick(catalogue.leafCategoryIds),
      };
    }),
  );
}
