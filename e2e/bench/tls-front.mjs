/**
 * The proxy of a deployment (docs/deploy.md: TLS ends at nginx or Caddy, which speaks
 * HTTP/2 to browsers and HTTP/1.1 to the server) for the web bench: a local HTTP/2 server
 * with a certificate made for the run (`*.localhost`, one day), passing every request on to
 * the server as the deployment's proxy does, with X-Forwarded-Proto and -For. The browser
 * that loads through it runs with --ignore-certificate-errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers of one connection, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

const passed = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'parada-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on a free port of 127.0.0.1 and passes requests on to `targetPort`. */
export async function startTlsFront(targetPort) {
  const agent = new http.Agent({ keepAlive: true });
  const front = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...passed(req.headers),
          host: req.headers[':authority'] ?? req.headers.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: front.address().port,
    stop: () => {
      front.close();
      agent.destroy();
    },
  };
}
