import { ADMIN_GROUP, COUNTRY_ID, LOCALE_CODE, USER_ROLE, ADDRESS_TYPE } from '@salon/domain';
import type { Executor } from '../db/client';
import { customerAddresses, customerMemberships, customers, loyaltyAccounts, loyaltyTransactions, userPermissionGroups, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { SEED_LOGIN, SEED_PASSWORD } from './accessData';
import type { ReferenceIds } from './seedReference';

export interface SeededPeople {
  userIds: Record<keyof typeof SEED_LOGIN, number>;
  customerUuids: { private: string; business: string; businessIndividual: string; loyal: string };
}

const LOYAL_POINTS = 2500;
const LOYAL_TOTAL_SPENT = '820.00';

/** The demo shoppers and staff (one shared, published password): never in a real shop. */
export async function seedPeople(db: Executor, { roleId, groupId }: ReferenceIds): Promise<SeededPeople> {
  const [privateCustomer, business, businessIndividual, loyal] = await db
    .insert(customers)
    .values([
      { name: 'Mari', middleName: 'Tamm', isIndividual: true, email: SEED_LOGIN.PRIVATE, deliveryCountryId: COUNTRY_ID.EE, locale: LOCALE_CODE.ET, clientGroup: 'RETAIL' },
      { name: 'Ilusalong Kaunis OÜ', isIndividual: false, regCode: '12345678', vat: 'EE101234567', email: SEED_LOGIN.BUSINESS_ADMIN, deliveryCountryId: COUNTRY_ID.EE, locale: LOCALE_CODE.ET, clientGroup: 'SALON' },
      { name: 'Kadri', middleName: 'Kask', isIndividual: true, email: SEED_LOGIN.BUSINESS_ADMIN, deliveryCountryId: COUNTRY_ID.EE, locale: LOCALE_CODE.ET, clientGroup: 'RETAIL' },
      { name: 'Liis', middleName: 'Lojaal', isIndividual: true, email: SEED_LOGIN.LOYAL, deliveryCountryId: COUNTRY_ID.EE, locale: LOCALE_CODE.EN, clientGroup: 'RETAIL', isLoyal: true, hasBeenLoyal: true, canJoinLoyalty: false, showWelcomePopup: true },
    ])
    .returning({ uuid: customers.uuid });

  // One hash per user (its own random salt), as a real sign-up would store; hashed in parallel.
  const SEED_USER_COUNT = 8;
  const hashes = await Promise.all(Array.from({ length: SEED_USER_COUNT }, () => hashPassword(SEED_PASSWORD)));
  const passwordHash = () => hashes.pop()!;
  const userRows = await db
    .insert(users)
    .values([
      { email: SEED_LOGIN.PRIVATE, passwordHash: passwordHash(), firstName: 'Mari', lastName: 'Tamm', activeCustomerUuid: privateCustomer!.uuid },
      // No active customer: the client opens the entity chooser (spec section 4).
      { email: SEED_LOGIN.BUSINESS_ADMIN, passwordHash: passwordHash(), firstName: 'Kadri', lastName: 'Kask', activeCustomerUuid: null },
      { email: SEED_LOGIN.LOYAL, passwordHash: passwordHash(), firstName: 'Liis', lastName: 'Lojaal', activeCustomerUuid: loyal!.uuid, isEmailSubscription: true },
      { email: SEED_LOGIN.TH_ADMIN, passwordHash: passwordHash(), firstName: 'Anna', lastName: 'Admin' },
      { email: SEED_LOGIN.TH_PRODUCT_ADMIN, passwordHash: passwordHash(), firstName: 'Peeter', lastName: 'Tooted' },
      { email: SEED_LOGIN.TH_EVENT_ADMIN, passwordHash: passwordHash(), firstName: 'Eva', lastName: 'Üritus' },
      { email: SEED_LOGIN.TH_SHOP_ADMIN, passwordHash: passwordHash(), firstName: 'Siim', lastName: 'Pood' },
      { email: SEED_LOGIN.TH_USER_ADMIN, passwordHash: passwordHash(), firstName: 'Urmas', lastName: 'Kasutaja' },
    ])
    .returning({ id: users.id });
  const [privateUser, businessUser, loyalUser, adminUser, productAdminUser, eventAdminUser, shopAdminUser, userAdminUser] = userRows.map((row) => row.id) as [
    number, number, number, number, number, number, number, number,
  ];

  const admin = roleId.get(USER_ROLE.CUSTOMER_ADMIN)!;
  await db.insert(customerMemberships).values([
    { userId: privateUser, customerUuid: privateCustomer!.uuid, roleId: admin },
    { userId: businessUser, customerUuid: business!.uuid, roleId: admin },
    { userId: businessUser, customerUuid: businessIndividual!.uuid, roleId: admin },
    { userId: loyalUser, customerUuid: loyal!.uuid, roleId: admin },
  ]);
  await db.insert(userPermissionGroups).values([
    { userId: adminUser, groupId: groupId.get(ADMIN_GROUP.TH_ADMIN)! },
    { userId: productAdminUser, groupId: groupId.get(ADMIN_GROUP.TH_PRODUCT_ADMIN)! },
    { userId: eventAdminUser, groupId: groupId.get(ADMIN_GROUP.TH_EVENT_ADMIN)! },
    { userId: shopAdminUser, groupId: groupId.get(ADMIN_GROUP.TH_SHOP_ADMIN)! },
    { userId: userAdminUser, groupId: groupId.get(ADMIN_GROUP.TH_USER_ADMIN)! },
  ]);

  await db.insert(customerAddresses).values([
    { customerUuid: privateCustomer!.uuid, type: ADDRESS_TYPE.DELIVERY, name: 'Mari Tamm', street: 'Pikk 12-3', city: 'Tallinn', postalCode: '10123', countryId: COUNTRY_ID.EE },
    { customerUuid: business!.uuid, type: ADDRESS_TYPE.INVOICE, name: 'Ilusalong Kaunis OÜ', street: 'Rüütli 5', city: 'Tartu', postalCode: '51007', countryId: COUNTRY_ID.EE },
    { customerUuid: business!.uuid, type: ADDRESS_TYPE.DELIVERY, name: 'Ilusalong Kaunis', street: 'Rüütli 5', city: 'Tartu', postalCode: '51007', countryId: COUNTRY_ID.EE },
  ]);

  await db.insert(loyaltyAccounts).values([
    { customerUuid: loyal!.uuid, pointsBalance: LOYAL_POINTS, totalSpentAmount: LOYAL_TOTAL_SPENT },
    { customerUuid: privateCustomer!.uuid },
  ]);
  await db.insert(loyaltyTransactions).values({ customerUuid: loyal!.uuid, points: LOYAL_POINTS, reason: 'Seeded balance' });

  return {
    userIds: {
      PRIVATE: privateUser,
      BUSINESS_ADMIN: businessUser,
      LOYAL: loyalUser,
      TH_ADMIN: adminUser,
      TH_PRODUCT_ADMIN: productAdminUser,
      TH_EVENT_ADMIN: eventAdminUser,
      TH_SHOP_ADMIN: shopAdminUser,
      TH_USER_ADMIN: userAdminUser,
    },
    customerUuids: { private: privateCustomer!.uuid, business: business!.uuid, businessIndividual: businessIndividual!.uuid, loyal: loyal!.uuid },
  };
}
