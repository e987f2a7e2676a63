import { describe, expect, it } from 'vitest';
import {
  explainRow,
  median,
  shortfall,
  sliceOrder,
  spread,
  type RouteProfile,
} from '../bench/explain';
import { pieces, piecesWithFunctions, type CpuProfile } from '../bench/pieces';

/** A profile of `stacks` (each a list of [url, function] from the root down), one sample each. */
function profileOf(stacks: Array<{ frames: [string, string][]; us: number }>): CpuProfile {
  const nodes: CpuProfile['nodes'] = [
    { id: 1, callFrame: { url: '', functionName: '(root)' }, children: [] },
  ];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const { frames, us } of stacks) {
    let parent = nodes[0]!;
    for (const [url, functionName] of frames) {
      const node = { id: nodes.length + 1, callFrame: { url, functionName }, children: [] };
      nodes.push(node);
      parent.children!.push(node.id);
      parent = node;
    }
    samples.push(parent.id);
    timeDeltas.push(us);
  }
  return { nodes, samples, timeDeltas };
}

const FASTIFY = 'file:///r/node_modules/.pnpm/fastify@5.0.0/node_modules/fastify/lib/route.js';
const PG = 'file:///r/node_modules/.pnpm/pg@8.23.1/node_modules/pg/esm/index.mjs';
const HANDLER = 'file:///r/apps/server/src/features/rides/routes.ts';

describe('pieces', () => {
  it('bills a sample to the nearest piece above it and scales to the CPU per request', () => {
    const split = pieces(
      profileOf([
        // Node's socket write under the route handler is the handler's.
        {
          frames: [
            [HANDLER, 'book'],
            ['node:net', 'write'],
          ],
          us: 300,
        },
        // Fastify's own code under a piece carries on with the request: not the piece's.
        {
          frames: [
            [HANDLER, 'book'],
            [FASTIFY, 'next'],
            ['node:net', 'x'],
          ],
          us: 100,
        },
        // A reply read off PostgreSQL's socket, under no piece of the request's.
        {
          frames: [
            ['node:net', 'onStreamRead'],
            [PG, 'handleDataRow'],
          ],
          us: 400,
        },
        { frames: [['', '(garbage collector)']], us: 200 },
        // Idle time and the profiler's own calls are no CPU of the request's.
        { frames: [['', '(idle)']], us: 5000 },
        { frames: [['node:inspector', 'post']], us: 5000 },
      ]),
      2,
    );
    expect(split).toEqual([
      ['database driver (pg or Postgres.js, its socket)', 0.8],
      ['route handler', 0.6],
      ['garbage collection', 0.4],
      ['Fastify core, Node HTTP', 0.2],
    ]);
  });
});

describe('piecesWithFunctions', () => {
  it('tells what a piece is made of: the functions its samples were in', () => {
    const { functions } = piecesWithFunctions(
      profileOf([
        {
          frames: [
            [HANDLER, 'book'],
            ['node:net', 'write'],
          ],
          us: 300,
        },
        { frames: [[HANDLER, 'book']], us: 100 },
        {
          frames: [
            [HANDLER, 'book'],
            [HANDLER, 'price'],
          ],
          us: 200,
        },
      ]),
      1.2,
    );
    expect(Object.keys(functions)).toEqual(['route handler']);
    expect(functions['route handler']!.map(([name]) => name)).toEqual([
      'write (node:net)',
      'price (routes.ts)',
      'book (routes.ts)',
    ]);
    const shares = functions['route handler']!.map(([, ms]) => ms);
    [0.6, 0.4, 0.2].forEach((ms, index) => expect(shares[index]).toBeCloseTo(ms, 9));
  });
});

describe('median and spread', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reports the min and max beside the median', () => {
    expect(spread([0.31, 0.28, 0.45])).toEqual({ median: 0.31, min: 0.28, max: 0.45 });
  });

  it('alternates which side goes first, each side once a round', () => {
    expect(sliceOrder(3)).toEqual(['bare', 'route', 'route', 'bare', 'bare', 'route']);
  });
});

const profile = (pieceList: [string, number][], extra: Partial<RouteProfile> = {}) =>
  ({
    route: 'booking',
    engine: 'postgres',
    requests: 2000,
    cpuMs: pieceList.reduce((sum, [, value]) => sum + value, 0),
    queriesPerRequest: 0,
    statuses: { 201: 2000 },
    pieces: pieceList,
    functions: {},
    statements: [],
    ...extra,
  }) satisfies RouteProfile;

describe('shortfall', () => {
  it('says the route’s own work can meet the target when the fixed cost is under it', () => {
    const left = shortfall(
      { cpuMs: 1.2, bareCpuMs: 0.06, targetMs: 0.8 },
      profile(
        [
          ['database driver (pg or Postgres.js, its socket)', 0.5],
          ['in-process client (inject)', 0.3],
          ['route handler', 0.2],
          ['Fastify core, Node HTTP', 0.15],
          ['garbage collection', 0.1],
          ['logging (pino, redaction)', 0.05],
        ],
        {
          queriesPerRequest: 1,
          statements: [{ text: 'insert into rides', calls: 2000, msPerCall: 0.9 }],
          functions: {
            'database driver (pg or Postgres.js, its socket)': [['writev (node:net)', 0.3]],
            'Fastify core, Node HTTP': [['parse (node:_http_common)', 0.1]],
          },
        },
      ),
    );
    // The server's pieces (1.0 ms in process) told as shares of the row's 1.2 ms.
    expect(left).toMatchObject({
      profileServerMs: 1,
      scale: 1.2,
      overMs: 0.4,
      ownMs: 0.84,
      pipelineMs: 0.24,
      gcMs: 0.12,
      fixedMs: 0.36,
      harnessMs: 0.3,
      ownCanMeet: true,
      overShare: 0.333,
      ownShare: 0.7,
      fixedShare: 0.3,
    });
    expect(left.pipeline).toEqual([
      ['Fastify core, Node HTTP', 0.18],
      ['logging (pino, redaction)', 0.06],
    ]);
    expect(left.pieces.map(([piece]) => piece)).not.toContain('in-process client (inject)');
    expect(left.why.join('\n')).toContain(
      '1 statement per request; heaviest `insert into rides` 0.9 ms wall per call; the driver and its socket to PostgreSQL 0.6 ms',
    );
    // The largest own piece and the largest pipeline piece, scaled as the row's pieces.
    expect(left.why).toContain(
      'inside database driver (pg or Postgres.js, its socket): writev (node:net) 0.36',
    );
    expect(left.why).toContain('inside Fastify core, Node HTTP: parse (node:_http_common) 0.12');
    expect(left.why.at(-1)).toMatch(/^within reach .*0\.4 of its 0\.84 ms \(48 %\)/);
  });

  it('says the fixed cost alone is over the target when it is', () => {
    const left = shortfall(
      { cpuMs: 0.31, bareCpuMs: 0.06, targetMs: 0.2 },
      profile([
        ['Fastify core, Node HTTP', 0.3],
        ['in-process client (inject)', 0.25],
        ['route handler', 0.08],
        ['logging (pino, redaction)', 0.05],
        ['serialization', 0.02],
      ]),
    );
    expect(left).toMatchObject({ ownMs: 0.069, fixedMs: 0.241, overMs: 0.11, ownCanMeet: false });
    expect(left.why.at(-1)).toMatch(
      /^out of reach .*fixed cost alone is 0\.041 ms above .*largest: Fastify core, Node HTTP/,
    );
    expect(left.why.join('\n')).not.toContain('statement');
  });

  it('tells a few statements the read cache did not hold apart from the route’s own', () => {
    const left = shortfall(
      { cpuMs: 0.3, bareCpuMs: 0.05, targetMs: 0.25 },
      profile([['route handler', 0.5]], { queriesPerRequest: 0.01 }),
    );
    expect(left.why).toContain(
      'database: 0.01 statements per request: the read cache answers the rest',
    );
  });

  it('prints the row, its spread, the pieces without the harness, and the why', () => {
    const theProfile = profile([
      ['route handler', 0.3],
      ['in-process client (inject)', 0.2],
    ]);
    const row = {
      engine: 'pglite',
      route: 'POST geocode/search',
      cpuMs: 0.3,
      cpuMinMs: 0.28,
      cpuMaxMs: 0.33,
      bareCpuMs: 0.05,
      cpuTargetMs: 0.2,
      machine: { load: [1.5, 1, 1] as [number, number, number] },
    };
    const lines = explainRow(row, theProfile, shortfall({ ...row, targetMs: 0.2 }, theProfile));
    expect(lines[0]).toBe(
      '### pglite POST geocode/search: 0.3 ms CPU per request (slices 0.28–0.33, bare 0.05, load 1.5), target ≤ 0.2',
    );
    expect(lines[2]).toBe('- pieces, ms per request: route handler 0.3');
    expect(lines[3]).toBe('- 0.3 ms against ≤ 0.2: 0.1 ms (33 %) to go');
  });
});
