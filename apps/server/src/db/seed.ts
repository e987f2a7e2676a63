import type { Db } from './database';
import { json } from './database';
import { hashPassword } from '../lib/crypto';
import type { FareRule, TicketType } from './schema';
import { seedFavorites } from '../features/favorites/seed';
import { seedBrand } from '../features/groupings/brand-seed';
import { seedRides } from '../features/rides/seed';
import { seedFareZones } from '../features/fares/seed';
import { seedConsole } from '../features/console/seed';
import { seedReportRides } from '../features/reports/seed';
import { seedMoney } from '../features/wallet/seed';

export const DEMO_PASSWORD = 'demo1234';

const fare = (flagFall: number, perKm: number, minimum: number, discount = 0): string =>
  json({
    flag_fall: flagFall,
    per_km: perKm,
    minimum,
    scheduled_supplement: 300,
    discount_percent: discount,
  } satisfies FareRule);

const CONTENT_TITLES = {
  usuario_info: { ca: 'Ajuda', en: 'Help', es: 'Ayuda' },
  condiciones_generales: {
    ca: 'Condicions generals',
    en: 'General conditions',
    es: 'Condiciones generales',
  },
  politica_privacidad: {
    ca: 'Política de privacitat',
    en: 'Privacy policy',
    es: 'Política de privacidad',
  },
} as const;

const CONTENT_BODIES = {
  usuario_info: {
    ca: 'Demana un taxi ara o reserva’l per més tard. Segueix el conductor en directe.',
    en: 'Request a taxi now or book it for later. Follow your driver live.',
    es: 'Pide un taxi ahora o resérvalo para más tarde. Sigue al conductor en directo.',
  },
  condiciones_generales: {
    ca: 'El servei el presta l’operador del teu grup. Les tarifes es mostren abans de demanar.',
    en: 'The service is provided by your grouping’s operator. Fares are shown before you request.',
    es: 'El servicio lo presta el operador de tu agrupación. Las tarifas se muestran antes de pedir.',
  },
  politica_privacidad: {
    ca: 'Tractem les teves dades només per prestar el servei. Pots eliminar el teu compte quan vulguis.',
    en: 'We process your data only to provide the service. You can remove your account at any time.',
    es: 'Tratamos tus datos solo para prestar el servicio. Puedes eliminar tu cuenta cuando quieras.',
  },
} as const;

type Texts = { ca: string; en: string; es: string };

/**
 * An operator text in three languages as the admin API stores it: the plain column in
 * the demo grouping's default language (es), the three in `texts`.
 */
const say = (texts: Texts) => texts.es;
const textsOf = (fields: Record<string, Texts>) => json(fields);

const TITLE = {
  ca: 'Parada Barcelona — taxis i trasllats',
  en: 'Parada Barcelona — taxi and transfers',
  es: 'Parada Barcelona — taxis y traslados',
};
const VAN = { ca: 'Furgoneta (fins a 7)', en: 'Van (up to 7)', es: 'Furgoneta (hasta 7)' };
const SEDAN = { ca: 'Berlina prèmium', en: 'Premium sedan', es: 'Berlina prémium' };
const LIMO = { ca: 'Limusina', en: 'Limousine', es: 'Limusina' };

/** True when the database holds no grouping yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('agrupations').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * The demo data of the README (password `demo1234` everywhere): two operators with their
 * domains, a fare tree two levels deep, a hotel, every kind of account, content in three
 * languages, club commerces, messages and a ticket. Runs in one transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const group = (row: Parameters<typeof insertGroup>[1]) => insertGroup(trx, row);
    const [demoBrand, hotelBrand, otherBrand] = [
      await seedBrand(trx, 'demo'),
      await seedBrand(trx, 'hotel'),
      await seedBrand(trx, 'other'),
    ];

    const demo = await group({
      permalink: 'demo',
      name: 'Parada Barcelona',
      ...demoBrand,
      title: say(TITLE),
      texts: textsOf({ title: TITLE }),
      currency: 'EUR',
      facebook_link: 'https://www.facebook.com/parada.demo',
      twitter_link: 'https://twitter.com/parada_demo',
      linkedin_link: 'https://www.linkedin.com/company/parada-demo',
      analytics_id: null,
      extras: json([
        {
          show: true,
          description: {
            ca: 'Cadira infantil disponible si la demanes',
            en: 'Child seat available on request',
            es: 'Silla infantil disponible bajo petición',
          },
        },
      ]),
      taxi_languages: json(['ca', 'es', 'en']),
      show_extra_passengers: true,
      max_num_passengers: 7,
      zone: json({
        type: 'circle',
        center: { latitude: 41.3874, longitude: 2.1686 },
        radius_km: 40,
      }),
      fare: fare(250, 120, 800),
    });
    const taxi = await group({
      parent_id: demo.id,
      permalink: 'demo-taxi',
      name: 'Taxi',
      currency: 'EUR',
      fare: fare(250, 120, 800),
      max_num_passengers: 4,
    });
    const van = await group({
      parent_id: demo.id,
      permalink: 'demo-van',
      name: say(VAN),
      texts: textsOf({ name: VAN }),
      currency: 'EUR',
      fare: fare(400, 150, 1200, 10),
      max_num_passengers: 7,
      show_extra_passengers: true,
      // Its own extras and drivers' languages; Taxi shows the parent's instead, and the
      // hidden extra never reaches Choose Fare.
      extras: json([
        {
          show: true,
          description: {
            ca: 'Rampa per a cadira de rodes i espai per a equipatge gran',
            en: 'Wheelchair ramp and room for large luggage',
            es: 'Rampa para silla de ruedas y espacio para equipaje grande',
          },
        },
        { show: false, description: 'Internal: two vans on the night shift' },
      ]),
      taxi_languages: json(['es', 'en', 'fr']),
    });
    const premium = await group({
      parent_id: demo.id,
      permalink: 'demo-premium',
      name: 'Premium',
      currency: 'EUR',
      fare: null,
    });
    const sedan = await group({
      parent_id: premium.id,
      permalink: 'demo-premium-sedan',
      name: say(SEDAN),
      texts: textsOf({ name: SEDAN }),
      currency: 'EUR',
      fare: fare(900, 220, 2500),
      max_num_passengers: 4,
    });
    const limo = await group({
      parent_id: premium.id,
      permalink: 'demo-premium-limo',
      name: say(LIMO),
      texts: textsOf({ name: LIMO }),
      currency: 'EUR',
      fare: fare(3000, 350, 6000),
      max_num_passengers: 6,
    });
    const hotel = await group({
      parent_id: demo.id,
      permalink: 'hotel-demo',
      name: 'Hotel Demo Barcelona',
      title: 'Hotel Demo — taxi',
      ...hotelBrand,
      currency: 'EUR',
      fare: fare(250, 120, 800),
    });
    const other = await group({
      permalink: 'other',
      name: 'Other Cabs London',
      title: 'Other Cabs',
      ...otherBrand,
      currency: 'GBP',
      main_color: '#1d4ed8',
      secondary_color: '#f59e0b',
      main_background_color: '#f8fafc',
      menu_text_color: '#334155',
      top_text_color: '#ffffff',
      zone: json({
        type: 'circle',
        center: { latitude: 51.5072, longitude: -0.1276 },
        radius_km: 35,
      }),
      fare: fare(320, 200, 1000),
    });
    const otherCab = await group({
      parent_id: other.id,
      permalink: 'other-cab',
      name: 'Black cab',
      currency: 'GBP',
      fare: fare(320, 200, 1000),
    });

    const relate = (from: number, to: number[]) =>
      trx
        .insertInto('agrupation_relations')
        .values(to.map((related_id, position) => ({ agrupation_id: from, related_id, position })))
        .execute();
    await relate(demo.id, [taxi.id, van.id, premium.id]);
    await relate(premium.id, [sedan.id, limo.id]);
    await relate(hotel.id, [taxi.id, van.id]);
    await relate(other.id, [otherCab.id]);

    await trx
      .insertInto('domains')
      .values([
        { domain: 'localhost', agrupation_id: demo.id, app: 'panel' },
        { domain: '127.0.0.1', agrupation_id: demo.id, app: 'panel' },
        { domain: 'hotel.localhost', agrupation_id: hotel.id, app: 'hotel' },
        { domain: 'guest.localhost', agrupation_id: demo.id, app: 'guest' },
        { domain: 'driver.localhost', agrupation_id: demo.id, app: 'driver' },
        { domain: 'other.localhost', agrupation_id: other.id, app: 'panel' },
        { domain: 'console.localhost', agrupation_id: demo.id, app: 'console' },
        { domain: 'console.other.localhost', agrupation_id: other.id, app: 'console' },
      ])
      .execute();
    // The hotel's door on Passeig de Gràcia; the kiosk is open around the clock until set.
    await trx
      .insertInto('hotel_settings')
      .values({
        agrupation_id: hotel.id,
        pickup_name: 'Hotel Demo Barcelona, Passeig de Gràcia 68, Barcelona',
        pickup_latitude: 41.3925,
        pickup_longitude: 2.1638,
        guest_token: 'demo-hotel-rooms',
      })
      .execute();

    const now = new Date();
    const user = (row: {
      agrupation_id: number;
      kind: 'client' | 'company' | 'employee' | 'hotel_staff' | 'operator';
      name: string;
      email: string;
      phone: string;
      panel?: boolean;
      company_id?: number;
      service_type_id?: number;
      active?: boolean;
    }) =>
      trx
        .insertInto('users')
        .values({
          ...row,
          password_hash: passwordHash,
          status: 'active',
          terms_accepted_at: now,
          privacy_accepted_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

    const client = await user({
      agrupation_id: demo.id,
      kind: 'client',
      name: 'Clara Client',
      email: 'client@example.com',
      phone: '+34600000001',
    });
    const client2 = await user({
      agrupation_id: demo.id,
      kind: 'client',
      name: 'Carles Client',
      email: 'client2@example.com',
      phone: '+34600000002',
    });
    const company = await user({
      agrupation_id: demo.id,
      kind: 'company',
      name: 'Acme Logistics',
      email: 'company@example.com',
      phone: '+34600000003',
      panel: true,
    });
    await user({
      agrupation_id: demo.id,
      kind: 'company',
      name: 'Office Supplies SL',
      email: 'office@example.com',
      phone: '+34600000004',
      panel: false,
    });
    const [typeAirport, typeMeeting] = await trx
      .insertInto('service_types')
      .values([
        { company_id: company.id, name: 'Airport transfer', type: 'transfer' },
        { company_id: company.id, name: 'Client meeting', type: 'business' },
      ])
      .returningAll()
      .execute();
    await user({
      agrupation_id: demo.id,
      kind: 'employee',
      name: 'Eva Employee',
      email: 'employee@example.com',
      phone: '+34600000005',
      panel: true,
      company_id: company.id,
      service_type_id: typeAirport!.id,
    });
    await user({
      agrupation_id: demo.id,
      kind: 'employee',
      name: 'Enric Employee',
      email: 'employee2@example.com',
      phone: '+34600000006',
      company_id: company.id,
      service_type_id: typeMeeting!.id,
    });
    await user({
      agrupation_id: demo.id,
      kind: 'employee',
      name: 'Elena Employee',
      email: 'employee3@example.com',
      phone: '+34600000007',
      company_id: company.id,
      active: false,
    });
    await user({
      agrupation_id: hotel.id,
      kind: 'hotel_staff',
      name: 'Hotel Demo Reception',
      email: 'hotel@example.com',
      phone: '+34600000008',
      panel: true,
    });
    const otherClient = await user({
      agrupation_id: other.id,
      kind: 'client',
      name: 'Oliver Other',
      email: 'other@example.com',
      phone: '+447700900001',
    });
    const operator = await user({
      agrupation_id: demo.id,
      kind: 'operator',
      name: 'Olga Operator',
      email: 'operator@example.com',
      phone: '+34600000009',
    });
    await user({
      agrupation_id: other.id,
      kind: 'operator',
      name: 'Otto Operator',
      email: 'operator-other@example.com',
      phone: '+447700900002',
    });

    for (const grouping of [demo, other]) {
      for (const key of Object.keys(CONTENT_TITLES) as Array<keyof typeof CONTENT_TITLES>) {
        for (const language of ['ca', 'en', 'es'] as const) {
          await trx
            .insertInto('contents')
            .values({
              agrupation_id: grouping.id,
              key,
              language,
              title: CONTENT_TITLES[key][language],
              body: `<p>${grouping.name}. ${CONTENT_BODIES[key][language]}</p>`,
            })
            .execute();
        }
      }
    }

    await trx
      .insertInto('commerces')
      .values([
        {
          agrupation_id: demo.id,
          name: 'Café del Born',
          offer: '10% de descuento en el desayuno',
          description: 'Café y pastas junto a Santa Maria del Mar.',
          address: 'Passeig del Born 12, Barcelona',
          latitude: 41.3849,
          longitude: 2.1826,
          phone: '+34930000001',
          website: 'https://example.com/cafe-born',
          texts: json({
            offer: {
              ca: '10% de descompte a l’esmorzar',
              en: '10% off breakfast',
              es: '10% de descuento en el desayuno',
            },
            description: {
              ca: 'Cafè i pastes al costat de Santa Maria del Mar.',
              en: 'Coffee and pastries next to Santa Maria del Mar.',
              es: 'Café y pastas junto a Santa Maria del Mar.',
            },
          }),
          position: 0,
        },
        {
          agrupation_id: demo.id,
          name: 'Llibreria Gràcia',
          offer: 'Un punto de libro de regalo con cada libro',
          description: 'Librería independiente en Gràcia.',
          address: 'Carrer Gran de Gràcia 80, Barcelona',
          latitude: 41.4002,
          longitude: 2.1567,
          phone: null,
          website: null,
          texts: json({
            offer: {
              ca: 'Un punt de llibre de regal amb cada llibre',
              en: 'A free bookmark with every book',
              es: 'Un punto de libro de regalo con cada libro',
            },
            description: {
              ca: 'Llibreria independent a Gràcia.',
              en: 'Independent bookshop in Gràcia.',
              es: 'Librería independiente en Gràcia.',
            },
          }),
          position: 1,
        },
        {
          agrupation_id: demo.id,
          name: 'Spa Barceloneta',
          offer: '2x1 entre semana',
          description: 'Spa con vistas al mar.',
          address: 'Passeig Marítim 30, Barcelona',
          latitude: 41.3797,
          longitude: 2.1925,
          phone: '+34930000003',
          website: 'https://example.com/spa',
          texts: json({
            offer: { ca: '2x1 entre setmana', en: '2x1 on weekdays', es: '2x1 entre semana' },
            description: {
              ca: 'Spa amb vistes al mar.',
              en: 'Sea-view spa.',
              es: 'Spa con vistas al mar.',
            },
          }),
          position: 2,
        },
        {
          agrupation_id: other.id,
          name: 'Soho Bakery',
          offer: 'Free coffee with any cake',
          description: 'Bakery in Soho.',
          address: '12 Old Compton St, London',
          latitude: 51.5133,
          longitude: -0.1318,
          phone: null,
          website: null,
          position: 0,
        },
      ])
      .execute();

    await seedFavorites(trx, client.id, client.language ?? demo.default_language);
    await seedRides(trx, passwordHash);
    await seedFareZones(trx, demo.id);
    await seedConsole(trx, passwordHash);
    await seedMoney(trx);
    await seedReportRides(trx, passwordHash);

    await trx
      .insertInto('messages')
      .values([
        {
          user_id: client.id,
          agrupation_id: demo.id,
          subject: 'Bienvenido a Parada',
          body: 'Gracias por registrarte. Pide tu primer viaje desde la página de inicio.',
          texts: json({
            subject: {
              ca: 'Benvingut a Parada',
              en: 'Welcome to Parada',
              es: 'Bienvenido a Parada',
            },
            body: {
              ca: 'Gràcies per registrar-te. Demana el teu primer viatge des de la pàgina d’inici.',
              en: 'Thank you for registering. Request your first ride from the home page.',
              es: 'Gracias por registrarte. Pide tu primer viaje desde la página de inicio.',
            },
          }),
          read_at: now,
        },
        {
          user_id: client.id,
          agrupation_id: demo.id,
          subject: 'Tarifas al aeropuerto',
          body: 'Los traslados al aeropuerto ahora tienen un precio fijo.',
          texts: json({
            subject: {
              ca: 'Tarifes a l’aeroport',
              en: 'Airport fares',
              es: 'Tarifas al aeropuerto',
            },
            body: {
              ca: 'Els trasllats a l’aeroport ara tenen un preu fix.',
              en: 'Transfers to the airport now have a fixed price.',
              es: 'Los traslados al aeropuerto ahora tienen un precio fijo.',
            },
          }),
          read_at: null,
        },
        {
          user_id: client.id,
          agrupation_id: demo.id,
          subject: 'Club',
          body: 'Nuevos comercios asociados en el club.',
          texts: json({
            subject: { ca: 'Club', en: 'Club', es: 'Club' },
            body: {
              ca: 'Nous comerços associats al club.',
              en: 'New partner commerces in the club.',
              es: 'Nuevos comercios asociados en el club.',
            },
          }),
          read_at: null,
        },
      ])
      .execute();

    const ticket = await trx
      .insertInto('tickets')
      .values({
        user_id: client.id,
        agrupation_id: demo.id,
        type: 'question',
        subject: 'Invoice for last ride',
        body: 'Can I get an invoice for my ride last Monday?',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ticket_replies')
      .values({
        ticket_id: ticket.id,
        author_id: operator.id,
        from_operator: true,
        body: 'Of course: which email should we send it to?',
      })
      .execute();
    await trx
      .updateTable('tickets')
      .set({ state: 'waiting_answer', operator_unread: false })
      .where('id', '=', ticket.id)
      .execute();
    // Support's inbox opens with open tickets nobody in the console has read yet, written
    // the day before the seeded conversation above.
    const yesterday = new Date(Date.now() - 86_400_000);
    const open: {
      user_id: number;
      agrupation_id: number;
      type: TicketType;
      subject: string;
      body: string;
    }[] = [
      {
        user_id: client.id,
        agrupation_id: demo.id,
        type: 'complaint',
        subject: 'Driver took a longer route',
        body: 'The ride to the airport on Friday took twenty minutes more than usual.',
      },
      {
        user_id: client2.id,
        agrupation_id: demo.id,
        type: 'suggestion',
        subject: 'Child seats',
        body: 'Could I ask for a child seat when I book a ride for later?',
      },
      {
        user_id: otherClient.id,
        agrupation_id: other.id,
        type: 'question',
        subject: 'Receipts by email',
        body: 'Can every receipt be emailed to my office address as well?',
      },
    ];
    await trx
      .insertInto('tickets')
      .values(open.map((row) => ({ ...row, created_at: yesterday, updated_at: yesterday })))
      .execute();
  });
}

function insertGroup(
  db: Db,
  row: {
    parent_id?: number;
    permalink: string;
    name: string;
    title?: string;
    logo?: string;
    favicon?: string;
    currency: string;
    fare?: string | null;
    zone?: string;
    extras?: string;
    texts?: string;
    taxi_languages?: string;
    show_extra_passengers?: boolean;
    max_num_passengers?: number;
    facebook_link?: string;
    twitter_link?: string;
    linkedin_link?: string;
    analytics_id?: string | null;
    main_color?: string;
    secondary_color?: string;
    main_background_color?: string;
    menu_text_color?: string;
    top_text_color?: string;
  },
) {
  return db
    .insertInto('agrupations')
    .values({
      logo: null,
      favicon: null,
      title: null,
      instagram_link: null,
      facebook_link: null,
      twitter_link: null,
      linkedin_link: null,
      analytics_id: null,
      max_num_passengers: null,
      parent_id: null,
      privacy_updated_at: null,
      ...row,
      fare: row.fare ?? json(null),
      zone: row.zone ?? json(null),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface FirstOperator {
  permalink: string;
  name: string;
  currency: string;
  /** The host the panel is served at (taxi.example.com). */
  domain: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * A production install's start: one grouping with its domain and its operator, nothing
 * else (no demo accounts). The operator builds the rest through the admin API.
 */
export async function seedFirstOperator(db: Db, input: FirstOperator): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const group = await insertGroup(trx, {
      permalink: input.permalink,
      name: input.name,
      currency: input.currency,
      fare: null,
    });
    await trx
      .insertInto('domains')
      .values({ domain: input.domain, agrupation_id: group.id, app: 'panel' })
      .execute();
    const now = new Date();
    await trx
      .insertInto('users')
      .values({
        agrupation_id: group.id,
        kind: 'operator',
        name: input.name,
        email: input.email,
        phone: input.phone,
        password_hash: passwordHash,
        status: 'active',
        terms_accepted_at: now,
        privacy_accepted_at: now,
      })
      .execute();
  });
}
