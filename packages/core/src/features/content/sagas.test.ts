import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeTestStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import type { Content } from './schemas';
import { contentActions, selectContentPage } from './slice';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const page = (overrides: Partial<Content> = {}): Content => ({
  key: 'usuario_info',
  language: 'ca',
  title: 'Ajuda',
  body: '<p>Hola</p>',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('content sagas', () => {
  it('loads a page for a visitor and files it under its language', async () => {
    const { store, api } = makeTestStore();
    api.content.get.mockResolvedValue(page());
    const request = { key: 'usuario_info', language: 'ca' } as const;
    store.dispatch(contentActions.pageRequested(request));
    expect(selectContentPage(store.getState(), request).status).toBe('pending');
    await flush();
    expect(api.content.get).toHaveBeenCalledWith('usuario_info');
    expect(selectContentPage(store.getState(), request)).toMatchObject({
      status: 'loaded',
      page: { title: 'Ajuda' },
    });
    expect(selectContentPage(store.getState(), { ...request, language: 'en' }).page).toBeNull();
  });

  it('a failed first load shows the error; a failed refresh keeps the text', async () => {
    const { store, api } = makeTestStore();
    const request = { key: 'politica_privacidad', language: 'es' } as const;
    api.content.get.mockRejectedValueOnce(new ApiError('Not Found', 404));
    store.dispatch(contentActions.pageRequested(request));
    await flush();
    expect(selectContentPage(store.getState(), request)).toMatchObject({
      status: 'failed',
      error: 'Not Found',
    });
    api.content.get.mockResolvedValueOnce(page({ key: 'politica_privacidad' }));
    store.dispatch(contentActions.pageRequested(request));
    await flush();
    api.content.get.mockRejectedValueOnce(new ApiError('', 500));
    store.dispatch(contentActions.pageRequested(request));
    expect(selectContentPage(store.getState(), request).status).toBe('loaded');
    await flush();
    expect(selectContentPage(store.getState(), request).status).toBe('loaded');
  });

  it('pages outlive a log-out: they are the same for everyone', async () => {
    const { store, api } = makeTestStore();
    api.content.get.mockResolvedValue(page());
    const request = { key: 'usuario_info', language: 'ca' } as const;
    store.dispatch(contentActions.pageRequested(request));
    await flush();
    store.dispatch(authActions.loggedOut());
    expect(selectContentPage(store.getState(), request).status).toBe('loaded');
  });
});
