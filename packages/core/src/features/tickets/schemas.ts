/**
 * Support tickets (spec §3 ticket types and states; docs/architecture.md, the API beyond the spec: tickets).
 */
import { z } from 'zod';
import { TEXT_PROMPT_MIN_LENGTH } from '../config/constants';
import {
  TEXT_MAX,
  idSchema,
  issue,
  pageQuerySchema,
  requiredText,
  timestampSchema,
  totalSchema,
} from '../common/schemas';

export const TICKET_TYPES = ['complaint', 'suggestion', 'question', 'claim', 'other'] as const;
export const ticketTypeSchema = z.enum(TICKET_TYPES, issue('validation.required'));
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const TICKET_STATES = ['pending', 'approved', 'rejected', 'waiting_answer'] as const;
export const ticketStateSchema = z.enum(TICKET_STATES, issue('validation.invalid'));
export type TicketState = z.infer<typeof ticketStateSchema>;

/**
 * A ticket's text: like every text prompt, longer than TEXT_PROMPT_MIN_LENGTH (spec §5), so
 * exactly ten characters are refused.
 */
const ticketTextSchema = requiredText(TEXT_MAX.body).min(
  TEXT_PROMPT_MIN_LENGTH + 1,
  issue('validation.min_length'),
);

export const ticketSchema = z.object({
  id: idSchema,
  type: ticketTypeSchema,
  subject: z.string(),
  body: z.string(),
  state: ticketStateSchema,
  /** The ride the ticket is about, if any. */
  service_id: idSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** The operator's list only: the customer wrote since the operator last opened it. */
  unread: z.boolean().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET tickets */
export const ticketListQuerySchema = pageQuerySchema.extend({
  state: ticketStateSchema.optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketListResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  total: totalSchema,
  /** The operator's list only: unread tickets in all (the console menu's badge). */
  unread: totalSchema.optional(),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** POST tickets */
export const ticketCreateSchema = z.object({
  type: ticketTypeSchema,
  subject: requiredText(TEXT_MAX.subject),
  body: ticketTextSchema,
  service_id: idSchema.optional(),
});
export type TicketCreate = z.infer<typeof ticketCreateSchema>;

export const TICKET_AUTHORS = ['customer', 'operator'] as const;
export const ticketAuthorSchema = z.enum(TICKET_AUTHORS);
export type TicketAuthor = z.infer<typeof ticketAuthorSchema>;

/** One message of a ticket's thread. */
export const ticketReplySchema = z.object({
  id: idSchema,
  body: z.string(),
  author: ticketAuthorSchema,
  author_name: z.string(),
  created_at: timestampSchema,
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** GET tickets/{id}: the ticket with its thread, oldest reply first. */
export const ticketThreadSchema = ticketSchema.extend({
  replies: z.array(ticketReplySchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

/** POST tickets/{id}/replies */
export const ticketReplyCreateSchema = z.object({ body: ticketTextSchema });
export type TicketReplyCreate = z.infer<typeof ticketReplyCreateSchema>;

/** PUT admin/tickets/{id}: the operator moves the ticket, optionally answering. */
export const ticketStateUpdateSchema = z.object({
  state: ticketStateSchema,
  reply: ticketTextSchema.optional(),
});
export type TicketStateUpdate = z.infer<typeof ticketStateUpdateSchema>;
