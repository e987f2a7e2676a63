/**
 * Splits a request's CPU among the pieces of the request pipeline, from a V8 CPU profile:
 * each sample goes to the nearest piece above it on its stack (the auth hook's token
 * lookup is auth, even where it runs Kysely), unless Fastify's own code comes first: a
 * plugin whose callback carries on with the request (compress's onSend) is not billed for
 * the rest of it. What is left is Fastify and Node's HTTP.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The names of the pieces others read by name (bench/explain.ts sorts them). */
export const PIECE = {
  handler: 'route handler',
  serialization: 'serialization',
  driver: 'database driver (pg or Postgres.js, its socket)',
  // On PGlite the database engine runs in this process, so its work is in this piece too.
  database: 'database (Kysely; on PGlite, the engine too)',
  gc: 'garbage collection',
  client: 'in-process client (inject)',
  statementLog: "profiler's statement log",
} as const;

/** A piece and how its code is known on a stack: a file path or a function name. */
const PIECES: [piece: string, match: RegExp][] = [
  ['helmet headers', /@fastify\+helmet|\/helmet@|src\/plugins\/security-headers\.ts/],
  ['logging (pino, redaction)', /\/pino@|@pinojs|fastify\/lib\/logger/],
  ['auth: token hash and lookup', /src\/plugins\/auth\.ts|src\/db\/read-cache\.ts/],
  ['language', /src\/lib\/i18n\.ts|parseAcceptLanguage/],
  ['compression check', /@fastify\+compress/],
  ['rate limit', /@fastify\+rate-limit/],
  ['answer headers (app.ts onSend)', /src\/app\.ts/],
  // A keyed write's key: claimed before the handler, its answer kept after.
  ['idempotency key', /src\/plugins\/idempotency\.ts/],
  // zod's checks of the body as well as the answers' writing.
  [
    PIECE.serialization,
    /fast-json-stringify|fastify-type-provider-zod|\/zod@|src\/plugins\/serializer\.ts/,
  ],
  [PIECE.handler, /src\/features\//],
  ['routing', /find-my-way/],
  // node-postgres or Postgres.js (and its Kysely dialect): its protocol code and the socket
  // reads and writes it makes, which sit under no piece of the request's (a reply arrives
  // on the socket's own callback).
  [
    PIECE.driver,
    /node_modules\/(?:pg|pg-protocol|pg-pool|pg-types|pg-int8|postgres|postgres-[a-z]+|kysely-postgres-js)\//,
  ],
  // Queries run from PGlite's own promise chain, under no piece of the request's.
  [PIECE.database, /kysely|pglite|wasm:\/\//],
  [PIECE.gc, /\(garbage collector\)/],
  // The harness's stand-in for the socket: not the server's work, but in its process.
  [PIECE.client, /light-my-request/],
  // bench/profile.ts's own statement log (its onQuery), called from the database's code.
  [PIECE.statementLog, /\/bench\/profile\.ts/],
];
const REST = 'Fastify core, Node HTTP';
/** Where a piece's callback hands the request back to Fastify. */
const FASTIFY_CORE = /\/node_modules\/fastify\/(?:lib\/|fastify\.js)/;

/** CPU ms per request of each piece, scaled to the measured CPU per request. */
export function pieces(profile: CpuProfile, cpuMsPerRequest: number): [string, number][] {
  return piecesWithFunctions(profile, cpuMsPerRequest).pieces;
}

/** A sampled function as a reader finds it: its file's name and the function's. */
const functionName = (node: ProfileNode): string => {
  const file = node.callFrame.url.split('/').pop() || node.callFrame.url;
  return `${node.callFrame.functionName || '(anonymous)'}${file ? ` (${file})` : ''}`;
};

/**
 * The pieces, and within each the functions whose own code the samples were in (largest
 * first, the top `top`), in ms per request: what a piece's time is made of.
 */
export function piecesWithFunctions(
  profile: CpuProfile,
  cpuMsPerRequest: number,
  top = 3,
): { pieces: [string, number][]; functions: Record<string, [string, number][]> } {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node);
  }
  const pieceOf = new Map<number, string>();
  const find = (id: number): string => {
    const known = pieceOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const above = parent.get(id);
    const frame = `${node.callFrame.url} ${node.callFrame.functionName}`;
    const piece =
      PIECES.find(([, match]) => match.test(frame))?.[0] ??
      // The profiler's own calls are not the request's, and idle time is no CPU.
      (/inspector|\(idle\)/.test(frame)
        ? 'not CPU'
        : FASTIFY_CORE.test(frame) || !above
          ? REST
          : find(above.id));
    pieceOf.set(id, piece);
    return piece;
  };
  const time = new Map<string, number>();
  const byFunction = new Map<string, Map<string, number>>();
  profile.samples.forEach((id, index) => {
    const piece = find(id);
    const delta = profile.timeDeltas[index] ?? 0;
    time.set(piece, (time.get(piece) ?? 0) + delta);
    const functions = byFunction.get(piece) ?? new Map<string, number>();
    const name = functionName(byId.get(id)!);
    functions.set(name, (functions.get(name) ?? 0) + delta);
    byFunction.set(piece, functions);
  });
  time.delete('not CPU');
  const total = [...time.values()].reduce((sum, value) => sum + value, 0);
  const perRequest = (value: number) => (value / total) * cpuMsPerRequest;
  const largestFirst = (a: [string, number], b: [string, number]) => b[1] - a[1];
  const functions: Record<string, [string, number][]> = {};
  for (const piece of time.keys()) {
    functions[piece] = [...byFunction.get(piece)!]
      .map(([name, value]): [string, number] => [name, perRequest(value)])
      .sort(largestFirst)
      .slice(0, top);
  }
  return {
    pieces: [...time]
      .map(([piece, value]): [string, number] => [piece, perRequest(value)])
      .sort(largestFirst),
    functions,
  };
}
