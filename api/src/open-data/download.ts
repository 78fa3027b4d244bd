import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LICENSE } from './dictionary';

export const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** An open-data file as an attachment, with its licence and dictionary linked. */
export function sendDownload(
  reply: FastifyReply,
  request: FastifyRequest,
  type: string,
  ext: string,
  body: Readable,
  set: 'daily' | 'weekly' = 'daily',
) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="healthwatch-${set}-${day}.${ext}"`)
    .header(
      'Link',
      `<${LICENSE.url}>; rel="license", <${origin(request)}/api/open-data/${set}.json>; rel="describedby"`,
    )
    .header('Cache-Control', 'public, max-age=3600')
    .send(body);
}
