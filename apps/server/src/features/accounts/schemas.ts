import {
  authenticateResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  tokenValidResponseSchema,
  userSchema,
} from '@parada/core';
import { z } from 'zod';

// The wire schemas are core's; this file only adds what the server sends beyond them.

/**
 * core's user plus `account_kind`, which core's roleOf reads to tell hotel staff and
 * operators apart from the spec's four roles (null for those four).
 */
export const UserWire = userSchema.extend({
  account_kind: z.enum(['hotel_staff', 'operator']).nullable(),
});
export type UserWire = z.infer<typeof UserWire>;

export const SessionResponse = authenticateResponseSchema.extend({ user: UserWire });
export const TokenValidResponse = tokenValidResponseSchema.extend({ user: UserWire });
export const MessageResponse = messageResponseSchema;
export const IdParams = idParamsSchema;
