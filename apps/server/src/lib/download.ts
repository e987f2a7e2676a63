import type { FastifyReply } from 'fastify';

/** Answers with a file that the browser saves as `filename` instead of showing it. */
export function sendDownload(
  reply: FastifyReply,
  filename: string,
  type: string,
  body: string | Buffer,
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
