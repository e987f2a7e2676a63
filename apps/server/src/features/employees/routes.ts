import {
  employeeCloseResponseSchema,
  employeeConfirmRequestSchema,
  employeeCreateSchema,
  employeeListSchema,
  employeePasswordByTokenSchema,
  employeeSchema,
  employeeUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@parada/core';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { actionDone, authRateLimit, created, typed } from '../../lib/typed';
import { onlyRoute, requireUser } from '../../plugins/auth';
import { SessionResponse } from '../accounts/schemas';
import * as employees from './service';

const tags = ['employees'];

const isBlankPasswordForm = (data: unknown): boolean => {
  if (typeof data !== 'object' || data === null) return false;
  const { password, password_confirmation, ...rest } = data as Record<string, unknown>;
  return (
    password === '' &&
    (password_confirmation === undefined || password_confirmation === '') &&
    Object.keys(rest).length === 0
  );
};

/**
 * PUT customer/employee/{id} also takes the password form left blank (spec §5: a new
 * password is generated and emailed), which core's update schema rightly calls invalid.
 */
const updateValidator: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as never) as (data: unknown) => unknown;
  if (route.httpPart !== 'body') return validate as never;
  return ((data: unknown) =>
    isBlankPasswordForm(data) ? { value: { password: '' } } : validate(data)) as never;
};

/** A company's employees (spec §7), and the employee's own activation and password. */
export async function employeeRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const preValidation = onlyRoute('employee');

  r.get('/customer/employees', {
    preValidation,
    schema: { tags, response: { 200: employeeListSchema } },
    handler: async (request) => employees.list(ctx.db, requireUser(request), false),
  });

  r.get('/customer/employees/closed', {
    preValidation,
    schema: { tags, response: { 200: employeeListSchema } },
    handler: async (request) => employees.list(ctx.db, requireUser(request), true),
  });

  r.post('/customer/employee', {
    preValidation,
    schema: { tags, body: employeeCreateSchema, response: { 201: employeeSchema } },
    handler: async (request, reply) =>
      created(reply, employees.create(ctx, requireUser(request), request.body)),
  });

  r.put('/customer/employee/:id', {
    preValidation,
    validatorCompiler: updateValidator,
    schema: {
      tags,
      description:
        'The active switch alone, the edit fields, or a password with its confirmation; `{"password": ""}` generates one and emails it.',
      params: idParamsSchema,
      body: employeeUpdateSchema,
      response: { 200: employeeSchema },
    },
    handler: async (request) =>
      employees.update(ctx, requireUser(request), request.params.id, {
        ...request.body,
        generatePassword: request.body.password === '',
      }),
  });

  r.delete('/customer/employee/:id', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await employees.remove(ctx.db, requireUser(request), request.params.id);
      return actionDone(request);
    },
  });

  r.put('/customer/employee/:id/close', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: employeeCloseResponseSchema } },
    handler: async (request) => {
      await employees.close(ctx.db, requireUser(request), request.params.id);
      return actionDone(request);
    },
  });

  r.put('/customer/employee/:id/reset_password', {
    preValidation,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await employees.sendPasswordReset(ctx, requireUser(request), request.params.id);
      return { message: translate(request.language, 'success.new_password_sent') };
    },
  });

  r.put('/employee/confirm', {
    config: authRateLimit(app),
    schema: {
      tags,
      body: employeeConfirmRequestSchema,
      response: { 200: SessionResponse },
    },
    handler: async (request) => employees.confirm(ctx, request.body.email, request.body.code),
  });

  r.put('/employee/password', {
    config: authRateLimit(app),
    schema: { tags, body: employeePasswordByTokenSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await employees.setPasswordByToken(ctx, request.body.token, request.body.password);
      return { message: translate(request.language, 'success.password_updated') };
    },
  });
}
