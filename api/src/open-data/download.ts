import { utcDateOf } from '@healthwatch/contracts';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { LICENSE } from './dictionary';

/**
 * An open-data file as an attachment, with its licence and dictionary linked. `apiUrl` is the configured public
 * origin (PUBLIC_API_URL): the answer is cached publicly, so nothing in it may come from the request's Host.
 */
export function sendDownload(
  reply: FastifyReply,
  apiUrl: string,
  type: string,
  ext: string,
  body: Readable,
  set: 'daily' | 'weekly' = 'daily',
) {
  const day = utcDateOf(new Date());
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="healthwatch-${set}-${day}.${ext}"`)
    .header('Link', `<${LICENSE.url}>; rel="license", <${apiUrl}/api/open-data/${set}.json>; rel="describedby"`)
    .header('Cache-Control', 'public, max-age=3600')
    .send(body);
}
