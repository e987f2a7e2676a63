import {
  accountRemovalConfirmSchema,
  accountRemovalRequestSchema,
  accountSessionsSchema,
  authenticateRequestSchema,
  contactChangeUndoSchema,
  confirmAccountRequestSchema,
  emailAvailableRequestSchema,
  emailAvailableResponseSchema,
  passwordRecoveryRequestSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  profileSchema,
  profileChangesSchema,
  renewPrivacyRequestSchema,
  resendActivationRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  socialLoginRequestSchema,
} from '@parada/core';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../lib/i18n';
import { HttpError } from '../../lib/http-error';
import { actionDone, authRateLimit, typed } from '../../lib/typed';
import { presentedToken, requireUser, signedIn, tenantOf } from '../../plugins/auth';
import { IdParams, MessageResponse, SessionResponse, TokenValidResponse } from './schemas';
import { confirmRemoval, requestRemoval } from './account-removal';
import { requestPasswordReset, resetPassword, updatePassword } from './passwords';
import { profileOf, renewPrivacy, undoContactChange, updateImage, updateProfile } from './profile';
import {
  authenticate,
  endOtherSessions,
  listSessions,
  logout,
  socialLogin,
  tokenValid,
} from './sessions';
import { confirm, emailAvailable, resendActivation, signup } from './signup';

const tags = ['accounts'];

/** Log-in, sign-up, recovery, profile and removal (spec §7 auth and profile, docs/architecture.md, the API beyond the spec). */
export async function accountRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ctx = app.ctx;
  const limited = authRateLimit(app);

  r.post('/authenticate', {
    config: limited,
    schema: { tags, body: authenticateRequestSchema, response: { 200: SessionResponse } },
    handler: async (request) =>
      authenticate(ctx, await tenantOf(request), request.body.username, request.body.password),
  });

  r.post('/logout', {
    schema: { tags, response: { 200: MessageResponse } },
    handler: async (request) => {
      requireUser(request);
      await logout(ctx.db, request.tokenHash!);
      return actionDone(request);
    },
  });

  r.get('/token/valid', {
    schema: { tags, response: { 200: TokenValidResponse } },
    handler: async (request) => tokenValid(ctx.db, requireUser(request), presentedToken(request)),
  });

  r.post('/customer/signup', {
    config: limited,
    schema: { tags, body: signupRequestSchema, response: { 201: signupResponseSchema } },
    handler: async (request, reply) => {
      const created = await signup(ctx, await tenantOf(request), request.body, request.language);
      reply.status(201);
      return {
        phone: created.phone,
        message: translate(
          request.language,
          created.codeSent ? 'success.activation_code_sent' : 'error.code_not_sent',
        ),
        code_sent: created.codeSent,
      };
    },
  });

  r.put('/customer/confirm', {
    config: limited,
    schema: { tags, body: confirmAccountRequestSchema, response: { 200: SessionResponse } },
    handler: async (request) => confirm(ctx, request.body.phone, request.body.code),
  });

  r.put('/customer/resend_activation_code', {
    config: limited,
    schema: { tags, body: resendActivationRequestSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      const sent = await resendActivation(ctx, request.body.phone, request.language);
      if (!sent) throw new HttpError(503, 'error.code_not_sent');
      return { message: translate(request.language, 'success.activation_code_sent') };
    },
  });

  r.post('/customer/available/email', {
    config: limited,
    schema: {
      tags,
      body: emailAvailableRequestSchema,
      response: { 200: emailAvailableResponseSchema },
    },
    handler: async (request) => ({
      available: await emailAvailable(ctx.db, request.body.value),
    }),
  });

  r.post('/customer/password/recover', {
    config: limited,
    schema: { tags, body: passwordRecoveryRequestSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      await requestPasswordReset(
        ctx,
        await tenantOf(request),
        request.body.email,
        request.language,
      );
      return { message: translate(request.language, 'success.recovery_sent') };
    },
  });

  r.put('/customer/password/reset', {
    config: limited,
    schema: { tags, body: passwordResetRequestSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      await resetPassword(ctx, request.body.code, request.body.password);
      return { message: translate(request.language, 'success.password_updated') };
    },
  });

  r.put('/customer/update_password/:id', {
    config: limited,
    preValidation: signedIn,
    schema: {
      tags,
      params: IdParams,
      body: passwordUpdateRequestSchema,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await updatePassword(
        ctx,
        requireUser(request),
        request.tokenHash!,
        request.params.id,
        request.body.current_password,
        request.body.password,
      );
      return { message: translate(request.language, 'success.password_updated') };
    },
  });

  r.get('/customer/update_profile', {
    schema: { tags, response: { 200: profileSchema } },
    handler: async (request) => profileOf(requireUser(request)),
  });

  r.put('/customer/update_profile', {
    preValidation: signedIn,
    schema: {
      tags,
      description:
        'The profile form (name, email, phone), or only `language`: emails and SMS to the user are then written in it.',
      body: profileChangesSchema,
      response: { 200: profileSchema },
    },
    handler: async (request) =>
      updateProfile(ctx, requireUser(request), request.body, request.language),
  });

  r.put('/customer/contact_change/undo', {
    config: limited,
    schema: {
      tags,
      description:
        'The link emailed to the old address when the email or phone changes: puts the old ones back, ends every session and every live code.',
      body: contactChangeUndoSchema,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await undoContactChange(ctx, request.body.code);
      return { message: translate(request.language, 'success.contact_change_undone') };
    },
  });

  r.get('/customer/sessions', {
    preValidation: signedIn,
    schema: { tags, response: { 200: accountSessionsSchema } },
    handler: async (request) => listSessions(ctx.db, requireUser(request), request.tokenHash),
  });

  r.post('/customer/sessions/sign_out_others', {
    preValidation: signedIn,
    schema: {
      tags,
      description: 'Ends every session of the account but the one that asks.',
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await endOtherSessions(ctx.db, requireUser(request), request.tokenHash!);
      return { message: translate(request.language, 'success.other_sessions_ended') };
    },
  });

  r.post('/customer/update_profile/image', {
    preValidation: signedIn,
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description:
        'Multipart with one `image` file (PNG, JPEG, GIF or WebP): the avatar, or the logo for a company.',
      response: { 200: profileSchema },
    },
    handler: async (request) => updateImage(ctx, requireUser(request), request),
  });

  r.put('/customer/renew_privacy', {
    preValidation: signedIn,
    schema: { tags, body: renewPrivacyRequestSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      await renewPrivacy(ctx.db, requireUser(request));
      return { message: translate(request.language, 'success.data_updated') };
    },
  });

  r.post('/customer/remove_account', {
    config: limited,
    preValidation: signedIn,
    schema: { tags, body: accountRemovalRequestSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      await requestRemoval(ctx, requireUser(request), request.body.password, request.language);
      return { message: translate(request.language, 'success.account_removal_sent') };
    },
  });

  r.put('/customer/remove_account/confirm', {
    config: limited,
    schema: { tags, body: accountRemovalConfirmSchema, response: { 200: MessageResponse } },
    handler: async (request) => {
      await confirmRemoval(ctx, request.body.code);
      return { message: translate(request.language, 'success.account_removed') };
    },
  });

  r.post('/customer/google_login', {
    config: limited,
    schema: { tags, body: socialLoginRequestSchema, response: { 200: SessionResponse } },
    handler: async (request) =>
      socialLogin(ctx, await tenantOf(request), 'google', request.body.token),
  });

  r.post('/customer/facebook_login', {
    config: limited,
    schema: { tags, body: socialLoginRequestSchema, response: { 200: SessionResponse } },
    handler: async (request) =>
      socialLogin(ctx, await tenantOf(request), 'facebook', request.body.token),
  });
}
