import { describe, expect, it } from 'vitest';
import { operatorMessageListQuerySchema, operatorMessageListResponseSchema } from './schemas';

describe('operator messages', () => {
  it('lists messages with read state and the unread count', () => {
    const response = {
      messages: [
        {
          id: 1,
          subject: 'New fares',
          body: 'From July…',
          read: false,
          read_at: null,
          created_at: '2024-06-01T10:00:00Z',
        },
        {
          id: 2,
          subject: 'Welcome',
          body: 'Hello',
          read: true,
          read_at: '2024-05-02T08:00:00Z',
          created_at: '2024-05-01T10:00:00Z',
        },
      ],
      total: 2,
      unread: 1,
    };
    expect(operatorMessageListResponseSchema.parse(response)).toEqual(response);
    expect(operatorMessageListResponseSchema.safeParse({ ...response, unread: -1 }).success).toBe(
      false,
    );
  });

  it('reads unread_only from the query string', () => {
    expect(operatorMessageListQuerySchema.parse({ unread_only: 'true' })).toEqual({
      unread_only: true,
      limit: 10,
      offset: 0,
    });
    expect(operatorMessageListQuerySchema.safeParse({ unread_only: 'yes' }).success).toBe(false);
  });
});
