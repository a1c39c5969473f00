/**
 * Writes supabase/seed.sql: the demo accounts, the eight built-in sample
 * vehicles (the very rows the static site shows) and about 200 realistic
 * listings drawn from a fixed-seed generator, so every run writes the same
 * file. Run: `npm run db:seed` (add `--check` to
 * fail instead of writing when the file is stale).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SAMPLE_VEHICLES } from '../../src/lib/domain/sampleVehicles.ts';
import type { Vehicle } from '../../src/lib/domain/vehicle.ts';
import { FACT_FIELDS } from '../../src/lib/domain/vehicleFacts.ts';
import { GENERATED_COUNT, demoMarket, sampleFacts, type SeedVehicle, type SellerAccount } from './demoListings.ts';
import { demoDrawing, demoPhotoPaths } from './demoPhotoPlan.ts';

export const SEED_PATH = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));

export const DEMO_PASSWORD = 'wheelhouse-demo';

export interface DemoAccount extends Omit<SellerAccount, 'createdAt'> {
  /** Moderator: app_metadata.role = admin, set here by the seed (service role), never by the user. */
  isAdmin?: boolean;
}

export const DEMO_ACCOUNTS = {
  dealer: {
    id: 'dea1e400-0000-4000-8000-000000000001',
    email: 'seller.dealer@wheelhouse.test',
    firstName: 'Autohaus',
    lastName: 'Lindner',
    phone: '+49 30 5550 1000',
    location: 'Berlin',
    bio: 'Family-run dealership for used cars and scooters since 1998. Every vehicle inspected, 12 months warranty.',
    isDealer: true,
  },
  private: {
    id: 'b0b5e11e-0000-4000-8000-000000000002',
    email: 'seller.private@wheelhouse.test',
    firstName: 'Jonas',
    lastName: 'Becker',
    phone: '+49 40 5558 2716',
    location: 'Hamburg',
    bio: 'Selling the family cars and my old scooter.',
    isDealer: false,
  },
  buyer: {
    id: 'b0e1e700-0000-4000-8000-000000000003',
    email: 'buyer@wheelhouse.test',
    firstName: 'Mia',
    lastName: 'Schneider',
    phone: '+49 221 5551 2233',
    location: 'Köln',
    bio: '',
    isDealer: false,
  },
  admin: {
    id: 'ad000000-0000-4000-8000-000000000004',
    email: 'admin@wheelhouse.test',
    firstName: 'Sam',
    lastName: 'Keller',
    phone: '',
    location: 'Berlin',
    bio: '',
    isDealer: false,
    isAdmin: true,
  },
} as const satisfies Record<string, DemoAccount>;

/** How the demo account is labelled in lists of demo accounts. */
export function demoAccountLabel(account: DemoAccount): string {
  return `${account.email}${account.isDealer ? '  (dealer)' : ''}${account.isAdmin ? '  (admin)' : ''}`;
}

/** The demo accounts as printed when a local stack starts. */
export function demoAccountsText(): string {
  const lines = Object.values(DEMO_ACCOUNTS).map((account) => `    ${demoAccountLabel(account)}`);
  return `  Demo accounts (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}`;
}

const ACCOUNT_CREATED_AT = '2026-10-01T08:00:00Z';

/** The demo accounts as sellers (the dealer and the private seller own listings). */
const demoSeller = (account: DemoAccount): SellerAccount => ({ ...account, createdAt: ACCOUNT_CREATED_AT });

const MARKET = demoMarket(DEMO_ACCOUNTS.dealer.id, DEMO_ACCOUNTS.private.id);

/** Every account the seed creates: the four demo accounts first, then the other sellers. */
export const SEED_ACCOUNTS: readonly (SellerAccount & { isAdmin?: boolean | undefined })[] = [
  ...Object.values(DEMO_ACCOUNTS).map((account: DemoAccount) => ({ ...demoSeller(account), isAdmin: account.isAdmin })),
  ...MARKET.sellers,
];

/** The account that sells a sample vehicle: the one named on it (its dealer, or its private owner). */
export function sampleSeller(vehicle: Vehicle): SellerAccount {
  const name = vehicle.seller.name;
  const found = SEED_ACCOUNTS.find(
    (account) =>
      account.isDealer === vehicle.seller.isDealer &&
      (account.isDealer
        ? `${account.firstName} ${account.lastName}`.trim()
        : `${account.firstName} ${account.lastName}`) === name,
  );
  if (!found) throw new Error(`no seller account for ${vehicle.title} (${name})`);
  return found;
}

function sampleRows(): SeedVehicle[] {
  return SAMPLE_VEHICLES.map((vehicle) => {
    const seller = sampleSeller(vehicle);
    return {
      id: vehicle.id,
      sellerId: seller.id,
      type: vehicle.type,
      title: vehicle.title,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      price: vehicle.price,
      mileage: vehicle.mileage,
      fuelType: vehicle.fuelType,
      transmission: vehicle.transmission,
      power: vehicle.power,
      engineSize: vehicle.engineSize,
      color: vehicle.color,
      location: vehicle.location,
      description: vehicle.description,
      imageUrl: vehicle.imageUrl,
      features: vehicle.features,
      status: 'active',
      viewCount: 0,
      createdAt: vehicle.createdAt,
      ...sampleFacts(vehicle),
    };
  });
}

export function literal(value: string | number | boolean | null | undefined | readonly string[]): string {
  if (value === undefined) return 'null';
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return value.length === 0 ? "'{}'" : `array[${value.map((item) => literal(item)).join(', ')}]`;
}

/**
 * Every account with its identity and profile. One bcrypt hash serves all of
 * them (the same password), so seeding a hundred accounts costs one hash.
 */
function usersSql(accounts: readonly (SellerAccount & { isAdmin?: boolean | undefined })[]): string {
  const users = accounts.map((account) => {
    const meta = JSON.stringify({ first_name: account.firstName, last_name: account.lastName });
    const appMeta = JSON.stringify({
      provider: 'email',
      providers: ['email'],
      ...(account.isAdmin ? { role: 'admin' } : {}),
    });
    return `(${[account.id, account.email, appMeta, meta, account.createdAt].map(literal).join(', ')})`;
  });
  const identities = accounts.map((account) => {
    const identity = JSON.stringify({ sub: account.id, email: account.email, email_verified: true });
    return `(${[account.id, account.id, account.id, identity].map(literal).join(', ')}, 'email', ${literal(account.createdAt)}, ${literal(account.createdAt)}, ${literal(account.createdAt)})`;
  });
  const profiles = accounts.map(
    (account) =>
      `(${[account.id, account.phone, account.location, account.bio || null, account.isDealer, account.createdAt].map(literal).join(', ')})`,
  );
  return `insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, email_change, email_change_token_new, recovery_token
)
select '00000000-0000-0000-0000-000000000000', a.id::uuid, 'authenticated', 'authenticated', a.email, pw.hash,
       a.created_at::timestamptz, a.app_meta::jsonb, a.user_meta::jsonb, a.created_at::timestamptz, a.created_at::timestamptz,
       '', '', '', ''
  from (select extensions.crypt(${literal(DEMO_PASSWORD)}, extensions.gen_salt('bf')) as hash) pw
 cross join (values
${users.join(',\n')}
) as a (id, email, app_meta, user_meta, created_at);

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select a.id::uuid, a.user_id::uuid, a.provider_id, a.identity_data::jsonb, a.provider,
       a.last_sign_in_at::timestamptz, a.created_at::timestamptz, a.updated_at::timestamptz
  from (values
${identities.join(',\n')}
) as a (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at);

update public.profiles p
   set phone = a.phone, location = a.location, bio = a.bio, is_dealer = a.is_dealer,
       created_at = a.created_at::timestamptz, updated_at = a.created_at::timestamptz
  from (values
${profiles.join(',\n')}
) as a (id, phone, location, bio, is_dealer, created_at)
 where p.id = a.id::uuid;`;
}

const VEHICLE_COLUMNS = [
  'id',
  'seller_id',
  'type',
  'title',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'power',
  'engine_size',
  'color',
  'location',
  'description',
  'image_url',
  'features',
  'status',
  'view_count',
  'created_at',
  'updated_at',
  'body_type',
  'images',
  ...FACT_FIELDS,
  'last_confirmed_at',
  'availability_reminded_at',
  'doors',
  'seats',
];

/**
 * When each listing was last confirmed as available (and reminded), as SQL
 * relative to the moment the seed runs, like the daily views: live listings
 * within the last 12 days, spread by a hash of the id (the generator's random
 * sequence stays untouched), except the listings named in `due`.
 */
interface Availability {
  confirmedDaysAgo: number;
  remindedDaysAgo: number | null;
}

function availabilitySql(v: SeedVehicle, due: ReadonlyMap<string, Availability>): [string, string] {
  const special = due.get(v.id);
  if (special) {
    const reminded = special.remindedDaysAgo;
    return [
      `now() - interval '${String(special.confirmedDaysAgo)} days'`,
      reminded === null ? 'null' : `now() - interval '${String(reminded)} days'`,
    ];
  }
  let hash = 7;
  for (let i = 0; i < v.id.length; i += 1) hash = (hash * 31 + v.id.charCodeAt(i)) % 100_003;
  return [`now() - interval '${String(hash % (12 * 24))} hours'`, 'null'];
}

function vehicleValues(
  v: SeedVehicle,
  due: ReadonlyMap<string, Availability>,
  photos: ReadonlyMap<string, readonly string[]>,
): string {
  return `(${[
    literal(v.id),
    literal(v.sellerId),
    literal(v.type),
    literal(v.title),
    literal(v.make),
    literal(v.model),
    literal(v.year),
    literal(v.price),
    literal(v.mileage),
    literal(v.fuelType),
    literal(v.transmission),
    literal(v.power),
    literal(v.engineSize),
    literal(v.color),
    literal(v.location),
    literal(v.description),
    literal(v.imageUrl),
    literal(v.features),
    literal(v.status),
    literal(v.viewCount),
    literal(v.createdAt),
    literal(v.createdAt),
    literal(v.bodyType),
    literal(photos.get(v.id) ?? []),
    literal(v.firstRegistration),
    literal(v.previousOwners),
    literal(v.nextInspection),
    literal(v.accidentFree),
    literal(v.consumption),
    literal(v.electricRange),
    literal(v.emissionsClass),
    ...availabilitySql(v, due),
    literal(v.doors),
    literal(v.seats),
  ].join(', ')})`;
}

/**
 * Listings that show the availability states in the demo: one of the
 * dealer's past the reminder day, one of the private seller's past the
 * pause day (reminded 12 days ago). Not their first listings: the demo
 * conversations and reports are about those.
 */
function dueListings(vehicles: readonly SeedVehicle[]): Map<string, Availability> {
  const lastActive = (sellerId: string) =>
    vehicles.filter((v) => v.sellerId === sellerId && v.status === 'active').at(-1);
  const reminded = lastActive(DEMO_ACCOUNTS.dealer.id);
  const paused = lastActive(DEMO_ACCOUNTS.private.id);
  if (!reminded || !paused) throw new Error('no live listings to show the availability states with');
  return new Map([
    [reminded.id, { confirmedDaysAgo: 23, remindedDaysAgo: null }],
    [paused.id, { confirmedDaysAgo: 33, remindedDaysAgo: 12 }],
  ]);
}

/** A conversation between the demo buyer and each demo seller; the message trigger notifies each recipient. */
function conversationSql(vehicles: readonly SeedVehicle[]): string {
  const buyer = DEMO_ACCOUNTS.buyer.id;
  const firstActive = (sellerId: string): string => {
    const found = vehicles.find((v) => v.sellerId === sellerId && v.status === 'active');
    if (!found) throw new Error(`no active listing of ${sellerId} to talk about`);
    return found.id;
  };
  const dealerVehicleId = firstActive(DEMO_ACCOUNTS.dealer.id);
  const privateVehicleId = firstActive(DEMO_ACCOUNTS.private.id);
  const [, olderDealerVehicleId, oldestDealerVehicleId] = vehicles
    .filter((v) => v.sellerId === DEMO_ACCOUNTS.dealer.id && v.status === 'active')
    .map((v) => v.id);
  if (!olderDealerVehicleId || !oldestDealerVehicleId) throw new Error('the dealer needs three active listings');
  const threads = [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      vehicleId: dealerVehicleId,
      sellerId: DEMO_ACCOUNTS.dealer.id,
      messages: [
        ['buyer', '2026-11-19T09:02:00Z', 'Hello! Is the car still available? Could I see it on Saturday morning?'],
        [
          'seller',
          '2026-11-19T09:40:00Z',
          'Good morning Mia, yes it is. Saturday at 10:00 works well — we are open until 14:00.',
        ],
        ['buyer', '2026-11-19T10:05:00Z', 'Perfect, see you at 10. Is the service history complete?'],
        [
          'seller',
          '2026-11-19T10:12:00Z',
          'Yes, full dealer service history, last inspection in September. I will have the folder ready.',
        ],
      ],
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      vehicleId: privateVehicleId,
      sellerId: DEMO_ACCOUNTS.private.id,
      messages: [
        ['buyer', '2026-11-20T18:30:00Z', 'Hi Jonas, would you take a little less if I pick it up this week?'],
      ],
    },
    // Two earlier questions the dealer answered, so the dealer's card shows a reply time (three conversations).
    {
      id: 'c0000000-0000-4000-8000-000000000003',
      vehicleId: olderDealerVehicleId,
      sellerId: DEMO_ACCOUNTS.dealer.id,
      allRead: true,
      messages: [
        ['buyer', '2026-11-12T14:00:00Z', 'Does this one come with winter tyres?'],
        ['seller', '2026-11-12T14:25:00Z', 'Yes, a full set on steel rims, stored at our workshop.'],
        ['buyer', '2026-11-12T14:31:00Z', 'Good to know, thank you!'],
      ],
    },
    {
      id: 'c0000000-0000-4000-8000-000000000004',
      vehicleId: oldestDealerVehicleId,
      sellerId: DEMO_ACCOUNTS.dealer.id,
      allRead: true,
      messages: [
        ['buyer', '2026-11-16T19:10:00Z', 'Is a test drive possible on a weekday evening?'],
        ['seller', '2026-11-16T20:05:00Z', 'Of course, we are open until 19:00 on weekdays; just tell us the day.'],
        ['buyer', '2026-11-16T20:12:00Z', 'Thanks, I will come back to you.'],
      ],
    },
  ] as const;
  const conversations = threads
    .map(
      (t) =>
        `(${literal(t.id)}, ${literal(t.vehicleId)}, ${literal(buyer)}, ${literal(t.sellerId)}, ${literal(t.messages[0][1])})`,
    )
    .join(',\n');
  let counter = 0;
  const messages = threads
    .flatMap((t) =>
      t.messages.map(([from, at, body], index) => {
        counter += 1;
        const sender = from === 'buyer' ? buyer : t.sellerId;
        const read = index < t.messages.length - 1 || 'allRead' in t ? literal(at) : 'null';
        return `(${literal(`3e550000-0000-4000-8000-${String(counter).padStart(12, '0')}`)}, ${literal(t.id)}, ${literal(sender)}, ${literal(body)}, ${literal(at)}, ${read})`;
      }),
    )
    .join(',\n');
  return `-- Demo conversations: the buyer with the dealer (three, answered) and with
-- the private seller (waiting for a reply).
insert into public.conversations (id, vehicle_id, buyer_id, seller_id, created_at)
values
${conversations};

insert into public.messages (id, conversation_id, sender_id, body, created_at, read_at)
values
${messages};

-- Notifications of messages that were read are read too.
update public.notifications n
   set read = true
  from public.messages m
 where n.type = 'message' and n.related_id = m.conversation_id::text
   and n.created_at = m.created_at and m.read_at is not null;`;
}

/** Two open reports from the demo buyer, so the moderators' queue has work. */
function reportSql(vehicles: readonly SeedVehicle[]): string {
  const active = vehicles.filter((v) => v.status === 'active');
  const reports = [
    [active[3], 'misleading', 'The photos show a different colour than the description says.', '2026-11-20T11:20:00Z'],
    [
      active[7],
      'scam',
      'The seller asked me to pay a deposit by gift card before any viewing.',
      '2026-11-21T16:45:00Z',
    ],
  ] as const;
  const rows = reports.map(([vehicle, reason, details, at], index) => {
    if (!vehicle) throw new Error('not enough active listings to report');
    const id = `4e900000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    return `(${literal(id)}, ${literal(vehicle.id)}, ${literal(DEMO_ACCOUNTS.buyer.id)}, ${literal(reason)}, ${literal(details)}, ${literal(at)})`;
  });
  return `-- Open reports for the moderators' queue.
insert into public.reports (id, vehicle_id, reporter_id, reason, details, created_at)
values
${rows.join(',\n')};`;
}

/** The complete seed.sql text. */
export function renderSeed(): string {
  const samples = sampleRows();
  // The generated listings are drawn (their body type's front view stands for every view); sellers' are not.
  const generated = MARKET.vehicles.map((v) => ({ ...v, imageUrl: v.imageUrl ?? demoDrawing(v) }));
  const photos = demoPhotoPaths([...samples, ...generated]);
  const due = dueListings(generated);
  const buyer = DEMO_ACCOUNTS.buyer.id;
  const favoriteIds = [samples[0]?.id, samples[1]?.id, generated[10]?.id].filter(
    (id): id is string => id !== undefined,
  );
  return `-- Demo data for local development, tests and screenshots.
-- GENERATED by scripts/db/seed.ts: edit that file, not this one.
-- Deterministic: fixed ids and timestamps. Works locally and on hosted
-- Supabase (supabase db reset). Demo accounts, password ${DEMO_PASSWORD}:
${Object.values(DEMO_ACCOUNTS)
  .map((account: DemoAccount) => `--   ${demoAccountLabel(account)}`)
  .join('\n')}

-- The demo accounts, then the other sellers (${String(MARKET.sellers.length)} dealers and private people).
${usersSql(SEED_ACCOUNTS)}

-- The eight built-in sample vehicles (src/lib/domain/sampleVehicles.ts), each
-- with the seller named on it, then ${String(GENERATED_COUNT)} generated listings
-- (scripts/db/demoListings.ts). The newest cars have photos (scripts/db/demoPhotoPlan.ts):
-- their paths are here, the files are rendered and uploaded to the vehicle-images
-- bucket by scripts/db/seedPhotos.ts (\`npm start\` and the test servers do it).
insert into public.vehicles (${VEHICLE_COLUMNS.join(', ')})
values
${[...samples, ...generated].map((v) => vehicleValues(v, due, photos)).join(',\n')};

-- The availability sweep reminds the dealer about one listing and pauses one
-- of the private seller's, each with its notification.
select public.sweep_stale_listings();

insert into public.favorites (id, user_id, vehicle_id, created_at)
values
${favoriteIds
  .map(
    (vehicleId, index) =>
      `(${literal(`fa000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`)}, ${literal(buyer)}, ${literal(vehicleId)}, '2026-11-18T12:0${index}:00Z')`,
  )
  .join(',\n')};

${conversationSql([...samples, ...generated])}

${reportSql(generated)}

-- Listing views per day over the last 30 days, relative to the day the seed
-- runs so the seller dashboard's chart always has recent data. Numbers come
-- from a hash of the listing and the day: the same on every run.
insert into public.vehicle_daily_views (vehicle_id, day, views)
select v.id, current_date - n, abs(hashtext(v.id::text || n::text)) % (case when v.type = 'car' then 24 else 12 end)
  from public.vehicles v
 cross join generate_series(0, 29) as n
 where v.status in ('active', 'sold');

insert into public.notifications (id, user_id, type, title, content, read, related_id, created_at, kind, data)
values
(${literal('a0000000-0000-4000-8000-000000000001')}, ${literal(buyer)}, 'vehicle', 'Price drop',
  ${literal(`${samples[0]?.title ?? ''} is now €34,900 (was €36,500).`)}, false, ${literal(samples[0]?.id ?? '')}, '2026-11-19T08:15:00Z',
  'price_drop', jsonb_build_object('title', ${literal(samples[0]?.title ?? '')}, 'price', 34900, 'old_price', 36500)),
(${literal('a0000000-0000-4000-8000-000000000002')}, ${literal(buyer)}, 'vehicle', 'Welcome to Wheelhouse',
  'Save listings with the heart button to hear when their price drops.', true, ${literal(samples[1]?.id ?? '')}, '2026-10-01T08:00:00Z',
  'welcome', '{}');

-- The demo inventory was there before anyone saved a search: no saved-search
-- alerts are due for it (the vehicles trigger marked each listing it wrote).
delete from private.saved_search_alerts_due;
`;
}

async function main(): Promise<void> {
  const text = renderSeed();
  if (process.argv.includes('--check')) {
    const current = await readFile(SEED_PATH, 'utf8').catch(() => '');
    if (current !== text) {
      console.error('supabase/seed.sql is stale: run `npm run db:seed`.');
      process.exit(1);
    }
    return;
  }
  await writeFile(SEED_PATH, text);
  console.log(`Wrote ${SEED_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
