import { serve } from '../../src/serve';

// The reliability suite's power cut between a ride's commit and its answer: the server as
// `main.ts` starts it, plus a hook on POST /services that kills the process (SIGKILL) once
// the booking has committed and before its 201 is recorded or leaves.
await serve({
  // As the other tests' apps: the world-city index is not what this test is about.
  warmGazetteer: false,
  onRoute(route) {
    const methods = [route.method].flat();
    if (!methods.includes('POST') || !/^\/api\/services\/?$/.test(route.url)) return;
    // Before the route's own onSend, which records the answer under the Idempotency-Key.
    route.onSend = [
      async (_request, reply) => {
        if (reply.statusCode === 201) process.kill(process.pid, 'SIGKILL');
      },
      ...[route.onSend ?? []].flat(),
    ];
  },
});
