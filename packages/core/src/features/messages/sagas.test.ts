import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession } from '../../testing/factories';
import { signedInStore } from '../../testing/test-store';
import type { OperatorMessage } from './schemas';
import { messagesActions } from './slice';

const makeMessage = (overrides: Partial<OperatorMessage> = {}): OperatorMessage => ({
  id: 1,
  subject: 'Airport fares',
  body: 'Transfers to the airport now have a fixed price.',
  read: false,
  read_at: null,
  created_at: '2026-05-01T09:00:00.000Z',
  ...overrides,
});

function loggedIn() {
  const setup = signedInStore();
  setup.api.messages.list.mockResolvedValue({
    messages: [makeMessage(), makeMessage({ id: 2, read: true, read_at: '2026-05-01T10:00:00Z' })],
    total: 2,
    unread: 3,
  });
  setup.store.dispatch(messagesActions.listRequested());
  return setup;
}

describe('messages sagas', () => {
  it('reading an unread message lowers the unread count once', async () => {
    const { store, api } = loggedIn();
    await vi.waitFor(() => expect(store.getState().messages.status).toBe('loaded'));
    const read = makeMessage({ read: true, read_at: '2026-05-02T09:00:00Z' });
    api.messages.markRead.mockResolvedValue({ message: read });
    store.dispatch(messagesActions.readRequested(1));
    await vi.waitFor(() => expect(store.getState().messages.items[0]?.read).toBe(true));
    expect(store.getState().messages.unread).toBe(2);
    store.dispatch(messagesActions.messageRead(read));
    expect(store.getState().messages.unread).toBe(2);
  });

  it('a failed mark leaves the message unread', async () => {
    const { store, api } = loggedIn();
    await vi.waitFor(() => expect(store.getState().messages.status).toBe('loaded'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.messages.markRead.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(messagesActions.readRequested(1));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().messages.items[0]?.read).toBe(false);
    expect(store.getState().messages.unread).toBe(3);
  });

  it('counts the unread messages for the menu badge as the session opens', async () => {
    const setup = signedInStore(makeSession({ permissions: ['panel_home', 'messages'] }), {
      answers: (api) => api.messages.list.mockResolvedValue({ messages: [], total: 5, unread: 4 }),
    });
    await vi.waitFor(() => expect(setup.store.getState().messages.unread).toBe(4));
    expect(setup.api.messages.list).toHaveBeenCalledWith({ limit: 1, offset: 0 });
  });

  it('asks nothing of users without the messages route', async () => {
    const setup = signedInStore(makeSession({ permissions: ['panel_home', 'purses'] }));
    await vi.waitFor(() => expect(setup.api.services.listInProcess).toHaveBeenCalled());
    expect(setup.api.messages.list).not.toHaveBeenCalled();
  });
});
