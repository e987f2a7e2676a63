import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, normalizePath, type ApiClientOptions } from './client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  handler = (_request, response) => json(response, 200, { ok: true });
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl,
    getToken: () => 'secret-token',
    getGrouping: () => 'demo',
    getLanguage: () => 'ca',
    ...overrides,
  });
}

describe('normalizePath', () => {
  it('adds the trailing slash and drops the leading one', () => {
    expect(normalizePath('services/in_process/list')).toBe('services/in_process/list/');
    expect(normalizePath('/service/7/cancel')).toBe('service/7/cancel/');
    expect(normalizePath('favorites/')).toBe('favorites/');
  });
});

describe('createApiClient against a real HTTP server', () => {
  it('sends the Token, App-Agrupation and language headers to the path with a trailing slash', async () => {
    await expect(client().get('services/in_process/list')).resolves.toEqual({ ok: true });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/services/in_process/list/');
    expect(request?.headers.authorization).toBe('Token secret-token');
    expect(request?.headers['app-agrupation']).toBe('demo');
    expect(request?.headers['accept-language']).toBe('ca');
  });

  it('sends no Authorization header without a token', async () => {
    await client({ getToken: () => null }).get('configuration/domain', {
      query: { search: 'localhost' },
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.url).toBe('/api/configuration/domain/?search=localhost');
  });

  it('drops empty query values and sends JSON bodies', async () => {
    await client().put(
      '/service/12/update',
      { service: { viajero: { nombre: 'Anna' } } },
      {
        query: { a: undefined, b: null, limit: 10 },
      },
    );
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url).toBe('/api/service/12/update/?limit=10');
    expect(seen[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ service: { viajero: { nombre: 'Anna' } } });
  });

  it('sends the Idempotency-Key when given', async () => {
    await client().post('services', { passengers: 1 }, { idempotencyKey: 'key-1' });
    expect(seen[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it('counts requests in flight unless silent', async () => {
    let release: () => void = () => {};
    handler = (_request, response) => {
      release = () => json(response, 200, {});
    };
    const api = client();
    const observed: number[] = [];
    api.requests.subscribe(() => observed.push(api.requests.getSnapshot()));

    const loud = api.get('favorites');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(api.requests.getSnapshot()).toBe(1);
    release();
    await loud;
    expect(api.requests.getSnapshot()).toBe(0);

    const quiet = api.post('geocode/search', { address: 'Plaça' }, { silent: true });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(api.requests.getSnapshot()).toBe(0);
    release();
    await quiet;
    expect(observed).toEqual([1, 0]);
  });

  it('uploads multipart form data', async () => {
    const form = new FormData();
    form.append(
      'avatar',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'me.png',
    );
    form.append('name', 'Anna');
    await client().upload('customer/update_profile', form, { method: 'put' });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="me.png"');
    expect(seen[0]?.body).toContain('name="name"');
  });

  it('downloads a binary answer as a Blob', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7 fake');
    };
    const blob = await client().download('services', {
      query: { format: 'pdf', limit: 10, offset: 0 },
    });
    expect(seen[0]?.url).toBe('/api/services/?format=pdf&limit=10&offset=0&lang=ca');
    expect(await blob.text()).toBe('%PDF-1.7 fake');
  });

  it("names the app's language in a document's query, as one of the three", async () => {
    handler = (_request, response) => response.writeHead(200).end('x');
    await client({ getLanguage: () => 'es-ES' }).download('service/4/receipt');
    expect(seen[0]?.url).toBe('/api/service/4/receipt/?lang=es');
  });
});

describe('errors (spec §8)', () => {
  it('422 "Could not update logo image" calls the reload hook and rejects with the message', async () => {
    handler = (_request, response) => json(response, 422, { error: 'Could not update logo image' });
    const onLogoUpdateFailed = vi.fn();
    const error = await client({ onLogoUpdateFailed })
      .upload('customer/update_profile', new FormData())
      .catch((e) => e);
    expect(onLogoUpdateFailed).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Could not update logo image', status: 422 });
  });

  it('422 carries the server error list', async () => {
    handler = (_request, response) =>
      json(response, 422, {
        error: 'Data is not valid',
        errors: [{ field: 'passengers', message: 'This field is required.' }, 'Origin is required'],
      });
    const onLogoUpdateFailed = vi.fn();
    const error = await client({ onLogoUpdateFailed })
      .post('services', {})
      .catch((e) => e);
    expect(onLogoUpdateFailed).not.toHaveBeenCalled();
    expect(error).toMatchObject({
      message: 'Data is not valid',
      status: 422,
      errors: [
        { field: 'passengers', message: 'This field is required.' },
        { field: '', message: 'Origin is required' },
      ],
    });
  });

  it('401 with a stored token expires the session', async () => {
    handler = (_request, response) => json(response, 401, { error: 'Invalid token' });
    const onSessionExpired = vi.fn();
    const error = await client({ onSessionExpired })
      .get('token/valid')
      .catch((e) => e);
    expect(onSessionExpired).toHaveBeenCalledWith(
      'Session Expired! Please login again to continue.',
    );
    expect(error).toMatchObject({
      message: 'Session Expired! Please login again to continue.',
      status: 401,
    });
  });

  it('401 with a reason of the server ends the session in its words', async () => {
    handler = (_request, response) => {
      response.setHeader('WWW-Authenticate', 'Token error="stay_ended"');
      json(response, 401, { error: 'Your stay has ended' });
    };
    const onSessionExpired = vi.fn();
    const error = await client({ onSessionExpired })
      .get('services')
      .catch((e) => e);
    expect(onSessionExpired).toHaveBeenCalledWith('Your stay has ended');
    expect(error).toMatchObject({ message: 'Your stay has ended', status: 401 });
  });

  it('401 without a stored token is an ordinary failure (wrong password)', async () => {
    handler = (_request, response) =>
      json(response, 401, { error: 'Invalid username or password' });
    const onSessionExpired = vi.fn();
    const error = await client({ getToken: () => undefined, onSessionExpired })
      .post('authenticate', { username: 'a@b.c', password: 'x' })
      .catch((e) => e);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(error).toMatchObject({ message: 'Invalid username or password', status: 401 });
  });

  it('500 shows the generic message whatever the body says', async () => {
    handler = (_request, response) => json(response, 500, { error: 'relation "x" does not exist' });
    await expect(client().get('favorites')).rejects.toMatchObject({
      message: 'Something went wrong! Please try again.',
      status: 500,
    });
  });

  it('an empty error body shows the generic message', async () => {
    handler = (_request, response) => {
      response.writeHead(400);
      response.end();
    };
    await expect(client().get('favorites')).rejects.toMatchObject({
      message: 'Something went wrong! Please try again.',
      status: 400,
    });
  });

  it('other errors reject with the server message, translated hooks use the given translator', async () => {
    handler = (_request, response) => json(response, 404, { error: 'No trobat' });
    await expect(client().get('service/9/cancel')).rejects.toMatchObject({
      message: 'No trobat',
      status: 404,
    });

    handler = (_request, response) => json(response, 503, {});
    await expect(
      client({ translate: (key) => (key === 'error.generic' ? 'Alguna cosa ha fallat' : key) }).get(
        'x',
      ),
    ).rejects.toMatchObject({ message: 'Alguna cosa ha fallat', status: 503 });
  });

  it('no response at all rejects with status 0 and the generic message', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/`,
      getToken: () => null,
      getGrouping: () => null,
    });
    await expect(api.get('favorites')).rejects.toMatchObject({
      message: 'Something went wrong! Please try again.',
      status: 0,
    });
    expect(api.requests.getSnapshot()).toBe(0);
  });
});
