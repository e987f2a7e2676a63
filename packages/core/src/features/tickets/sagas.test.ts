import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { signedInStore } from '../../testing/test-store';
import type { Ticket, TicketThread } from './schemas';
import { ticketsActions } from './slice';

const makeTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 5,
  type: 'question',
  subject: 'Invoice',
  body: 'Can I get an invoice for my last ride?',
  state: 'pending',
  service_id: null,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:00.000Z',
  ...overrides,
});

const makeThread = (overrides: Partial<TicketThread> = {}): TicketThread => ({
  ...makeTicket(),
  replies: [],
  ...overrides,
});

describe('tickets sagas', () => {
  it('asks for the page it shows', async () => {
    const { store, api } = signedInStore();
    api.tickets.list.mockResolvedValue({ tickets: [makeTicket()], total: 11 });
    store.dispatch(ticketsActions.listRequested({ offset: 10 }));
    await vi.waitFor(() => expect(store.getState().tickets.list.status).toBe('loaded'));
    expect(api.tickets.list).toHaveBeenCalledWith({ limit: 10, offset: 10 });
    expect(store.getState().tickets.list.total).toBe(11);
  });

  it('a new ticket lands on top and its result carries its id', async () => {
    const { store, api } = signedInStore();
    api.tickets.create.mockResolvedValue(makeThread({ id: 9 }));
    store.dispatch(
      ticketsActions.createRequested({
        type: 'complaint',
        subject: 'Late driver',
        body: 'The driver arrived twenty minutes late.',
      }),
    );
    expect(store.getState().tickets.creating).toBe(true);
    await vi.waitFor(() => expect(store.getState().tickets.result?.seq).toBe(1));
    expect(store.getState().tickets.creating).toBe(false);
    expect(store.getState().tickets.list.items[0]?.id).toBe(9);
    expect(store.getState().tickets.result).toMatchObject({ kind: 'create', id: 9, ok: true });
  });

  it('a reply reads the thread again, so the state is the server’s', async () => {
    const { store, api } = signedInStore();
    api.tickets.thread.mockResolvedValueOnce(makeThread({ state: 'waiting_answer' }));
    store.dispatch(ticketsActions.threadRequested(5));
    await vi.waitFor(() => expect(store.getState().tickets.thread.status).toBe('loaded'));
    api.tickets.reply.mockResolvedValue({
      id: 1,
      body: 'Send it to me, please.',
      author: 'customer',
      author_name: 'Anna Puig',
      created_at: '2026-05-02T09:00:00.000Z',
    });
    api.tickets.thread.mockResolvedValueOnce(
      makeThread({
        state: 'pending',
        replies: [
          {
            id: 1,
            body: 'Send it to me, please.',
            author: 'customer',
            author_name: 'Anna Puig',
            created_at: '2026-05-02T09:00:00.000Z',
          },
        ],
      }),
    );
    store.dispatch(ticketsActions.replyRequested({ id: 5, body: 'Send it to me, please.' }));
    await vi.waitFor(() => expect(store.getState().tickets.result?.seq).toBe(1));
    expect(api.tickets.reply).toHaveBeenCalledWith(5, { body: 'Send it to me, please.' });
    expect(store.getState().tickets.thread.item).toMatchObject({ state: 'pending' });
    expect(store.getState().tickets.thread.item?.replies).toHaveLength(1);
  });

  it('someone else’s ticket shows the server’s Not Found', async () => {
    const { store, api } = signedInStore();
    api.tickets.thread.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(ticketsActions.threadRequested(77));
    await vi.waitFor(() => expect(store.getState().tickets.thread.status).toBe('failed'));
    expect(store.getState().tickets.thread.error).toBe('Not Found');
  });
});
