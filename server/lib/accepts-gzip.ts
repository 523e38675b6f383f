import type { FastifyRequest } from 'fastify';

/** Whether the caller takes gzip (`Accept-Encoding`, q-values honoured; browsers always do). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((offer) => {
    const [coding, ...params] = offer.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
