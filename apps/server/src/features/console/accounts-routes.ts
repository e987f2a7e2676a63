import {
  clientBlockSchema,
  consoleClientDetailSchema,
  consoleCompanyCreateSchema,
  consoleCompanySchema,
  consoleCompanyUpdateSchema,
  consoleEmployeeSchema,
  consoleHotelCreateSchema,
  consoleHotelSchema,
  consoleHotelStaffCreateSchema,
  consoleHotelStaffSchema,
  consoleHotelUpdateSchema,
  consoleStatementQuerySchema,
  idParamsSchema,
  roomCardsOf,
  roomCardsQuerySchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/download';
import { HttpError, invalidField } from '../../lib/http-error';
import { created } from '../../lib/typed';
import { requireOperator } from '../../plugins/auth';
import { operatorRoutes } from '../admin/routes';
import { statementOf } from '../billing/service';
import { sendStatement } from '../billing/statement-download';
import * as accounts from './accounts';
import { roomCardsPdf } from './room-cards';

const tags = ['console'];
const file = (what: string) => z.unknown().describe(what);

/** The port a request reached us on, from its Host header ('' for the scheme's default). */
const portOf = (host: string) => /:(\d+)$/.exec(host)?.[1] ?? '';

/**
 * The console's accounts: a client's page (blocked or not, its rides), companies (panel
 * flag, employees, monthly statement), hotels (door, kiosk hours, printable room cards).
 * Operator accounts only; another operator's client, company or hotel answers 404. Every
 * change is logged by the audit writer in the change's own transaction.
 */
export async function consoleAccountsRoutes(app: FastifyInstance) {
  const { r, db, preValidation, scope } = operatorRoutes(app);

  // Clients

  r.get('/console/clients/:id', {
    preValidation,
    schema: {
      tags,
      description: 'The client, whether it is blocked, and its latest 50 rides.',
      params: idParamsSchema,
      response: { 200: consoleClientDetailSchema },
    },
    handler: async (request) => accounts.client(db, await scope(request), request.params.id),
  });

  r.put('/console/clients/:id/blocked', {
    preValidation,
    schema: {
      tags,
      description:
        'Blocks or unblocks the client: a blocked client cannot sign in (its sessions end) nor be booked for.',
      params: idParamsSchema,
      body: clientBlockSchema,
      response: { 200: consoleClientDetailSchema },
    },
    handler: async (request) =>
      accounts.setClientBlocked(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body.blocked,
      ),
  });

  // Companies

  r.get('/console/companies', {
    preValidation,
    schema: { tags, response: { 200: z.array(consoleCompanySchema) } },
    handler: async (request) => accounts.listCompanies(db, await scope(request)),
  });

  r.post('/console/companies', {
    preValidation,
    schema: {
      tags,
      description:
        'A company account in one of the operator’s groupings; its contact sets a password with "forgot password".',
      body: consoleCompanyCreateSchema,
      response: { 201: consoleCompanySchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        accounts.createCompany(db, await scope(request), requireOperator(request), request.body),
      ),
  });

  r.put('/console/companies/:id', {
    preValidation,
    schema: {
      tags,
      description:
        'Changes the company’s name, contact, grouping (its employees move with it) or panel flag: whether the company and its employees use the panel.',
      params: idParamsSchema,
      body: consoleCompanyUpdateSchema,
      response: { 200: consoleCompanySchema },
    },
    handler: async (request) =>
      accounts.updateCompany(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body,
      ),
  });

  r.get('/console/companies/:id/employees', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: z.array(consoleEmployeeSchema) } },
    handler: async (request) => accounts.employees(db, await scope(request), request.params.id),
  });

  r.get('/console/companies/:id/statement', {
    preValidation,
    schema: {
      tags,
      description:
        "The company's monthly statement (month YYYY-MM on its grouping's clock), as the company downloads it from its panel. PDF or CSV.",
      params: idParamsSchema,
      querystring: consoleStatementQuerySchema,
      response: { 200: file('The PDF (application/pdf) or CSV (text/csv)') },
    },
    handler: async (request, reply) => {
      const company = await accounts.companyAccount(db, await scope(request), request.params.id);
      const { month, format } = request.query;
      const statement = await statementOf(db, company, month);
      return sendStatement(reply, db, statement, {
        basename: `statement-${company.id}-${month}`,
        format,
        groupingId: company.agrupation_id,
        language: request.query.lang ?? request.language,
      });
    },
  });

  // Hotels

  r.get('/console/hotels', {
    preValidation,
    schema: { tags, response: { 200: z.array(consoleHotelSchema) } },
    handler: async (request) => accounts.listHotels(db, await scope(request)),
  });

  r.post('/console/hotels', {
    preValidation,
    schema: {
      tags,
      description:
        "A hotel under one of the operator's groupings, offering its parent's ride types, with its door and its kiosk's hours.",
      body: consoleHotelCreateSchema,
      response: { 201: consoleHotelSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        accounts.createHotel(db, await scope(request), requireOperator(request), request.body),
      ),
  });

  r.put('/console/hotels/:id', {
    preValidation,
    schema: {
      tags,
      description:
        "Changes the hotel's name, door or kiosk hours (weekly hours rule over daily ones; both null: always open).",
      params: idParamsSchema,
      body: consoleHotelUpdateSchema,
      response: { 200: consoleHotelSchema },
    },
    handler: async (request) =>
      accounts.updateHotel(
        db,
        await scope(request),
        requireOperator(request),
        request.params.id,
        request.body,
      ),
  });

  r.get('/console/hotels/:id/staff', {
    preValidation,
    schema: {
      tags,
      description: "The hotel's reception accounts: who signs in to the hotel app for it.",
      params: idParamsSchema,
      response: { 200: z.array(consoleHotelStaffSchema) },
    },
    handler: async (request) => accounts.hotelStaff(db, await scope(request), request.params.id),
  });

  r.post('/console/hotels/:id/staff', {
    preValidation,
    schema: {
      tags,
      description:
        'A reception account for the hotel. Its holder is emailed a link to choose a password, then signs in to the hotel app with the email.',
      params: idParamsSchema,
      body: consoleHotelStaffCreateSchema,
      response: { 201: consoleHotelStaffSchema },
    },
    handler: async (request, reply) =>
      created(
        reply,
        accounts.addHotelStaff(
          app.ctx,
          await scope(request),
          requireOperator(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  });

  r.get('/console/hotels/:id/room-cards', {
    preValidation,
    schema: {
      tags,
      description:
        "room-cards.pdf: one page per room (numbers, names or ranges such as 101-120), each with the QR code of that room's guest sign-up on the operator's guest domain.",
      params: idParamsSchema,
      querystring: roomCardsQuerySchema,
      response: { 200: file('The PDF (application/pdf)') },
    },
    handler: async (request, reply) => {
      const { hotel, token } = await accounts.hotelForCards(
        db,
        await scope(request),
        request.params.id,
      );
      const rooms = roomCardsOf(request.query.rooms);
      if (!rooms.ok) throw invalidField('rooms', rooms.message);
      if (!hotel.guest_domain) throw new HttpError(409, 'room.no_guest_domain');
      const pdf = await roomCardsPdf({
        hotel: hotel.name,
        token,
        guestDomain: hotel.guest_domain,
        protocol: `${request.protocol}:`,
        port: portOf(request.host),
        rooms: rooms.rooms,
        language: request.query.lang ?? request.language,
      });
      return sendDownload(reply, `room-cards-${hotel.id}.pdf`, 'application/pdf', pdf);
    },
  });
}
