import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../testing/issues';
import {
  TICKET_STATES,
  TICKET_TYPES,
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketReplyCreateSchema,
  ticketThreadSchema,
} from './schemas';

const body = 'The driver never arrived at the hotel door.';

describe('tickets', () => {
  it('has the spec types and states', () => {
    expect(TICKET_TYPES).toEqual(['complaint', 'suggestion', 'question', 'claim', 'other']);
    expect(TICKET_STATES).toEqual(['pending', 'approved', 'rejected', 'waiting_answer']);
  });

  it('creates {type, subject, body, service_id?}', () => {
    expect(
      ticketCreateSchema.parse({ type: 'claim', subject: ' Late driver ', body, service_id: 101 }),
    ).toEqual({
      type: 'claim',
      subject: 'Late driver',
      body,
      service_id: 101,
    });
    expect(ticketCreateSchema.safeParse({ type: 'question', subject: 'Fares', body }).success).toBe(
      true,
    );
  });

  it('refuses an unknown type, an empty subject and a too short body', () => {
    expect(
      issuesByField(
        ticketCreateSchema.safeParse({ type: 'praise', subject: '', body: 'Too short' }),
      ),
    ).toEqual({
      type: 'validation.required',
      subject: 'validation.required',
      body: 'validation.min_length',
    });
  });

  it('takes a text only when longer than the prompt minimum of 10 (spec §5)', () => {
    const base = { type: 'claim', subject: 'Late driver' };
    expect(ticketCreateSchema.safeParse({ ...base, body: '0123456789' }).success).toBe(false);
    expect(ticketCreateSchema.safeParse({ ...base, body: '0123456789A' }).success).toBe(true);
  });

  it('a thread carries replies from both sides', () => {
    const thread = {
      id: 4,
      type: 'complaint',
      subject: 'Late driver',
      body,
      state: 'waiting_answer',
      service_id: null,
      created_at: '2024-06-01T10:00:00Z',
      updated_at: '2024-06-01T11:00:00+02:00',
      replies: [
        {
          id: 1,
          body: 'We are sorry; can you give us the time?',
          author: 'operator',
          author_name: 'Parada',
          created_at: '2024-06-01T11:00:00Z',
        },
      ],
    };
    expect(ticketThreadSchema.parse(thread)).toEqual(thread);
    expect(ticketThreadSchema.safeParse({ ...thread, state: 'closed' }).success).toBe(false);
  });

  it('replies need text and lists filter by state', () => {
    expect(ticketReplyCreateSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(ticketListQuerySchema.parse({ state: 'pending' })).toEqual({
      state: 'pending',
      limit: 10,
      offset: 0,
    });
  });
});
