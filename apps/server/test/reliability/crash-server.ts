import { serve } from '../../src/serve';

// The reliability suite's power cut between a write's commit and its answer: the server as
// `main.ts` starts it, plus a hook on the write's route that kills the process (SIGKILL)
// once it has committed and before its answer is recorded or leaves. Its argument names the
// write: `booking` (POST /services, 201, the default) or `transfer` (POST purses/transfer,
// 200).
const writes = {
  booking: { url: /^\/api\/services\/?$/, status: 201 },
  transfer: { url: /^\/api\/purses\/transfer\/?$/, status: 200 },
} as const;
const chosen = process.argv[2] ?? 'booking';
if (chosen !== 'booking' && chosen !== 'transfer') throw new Error(`No write "${chosen}"`);
const write = writes[chosen];

await serve({
  // As the other tests' apps: the world-city index is not what this test is about.
  warmGazetteer: false,
  onRoute(route) {
    const methods = [route.method].flat();
    if (!methods.includes('POST') || !write.url.test(route.url)) return;
    // Before the route's own onSend, which records the answer under the Idempotency-Key.
    route.onSend = [
      async (_request, reply) => {
        if (reply.statusCode === write.status) process.kill(process.pid, 'SIGKILL');
      },
      ...[route.onSend ?? []].flat(),
    ];
  },
});
