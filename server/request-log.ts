import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Asked so often (a load balancer's probe) that a success is not news: logged at debug. */
    routineLog?: boolean;
  }
}

/** The last segment of the path has an extension: a file's URL. */
const FILE_URL = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * One line per request instead of Fastify's two or three (incoming, not found, completed), written when the response
 * is sent: `GET /maps/all 200 4 ms`, with the method, URL, remote address, status and time as JSON fields. Files and
 * probes that succeed go to debug: a page load fetches dozens of files, and they would bury the lines that matter.
 */
export class OneLinePerRequest extends LogController {
  incomingRequest() {}

  routeNotFound() {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = Math.round(reply.elapsedTime);
    const level = error ? 'error' : isRoutine(request, reply) ? 'debug' : 'info';
    reply.log[level](
      { req: request, res: reply, responseTime, ...(error ? { err: error } : {}) },
      `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`,
    );
  }
}

function isRoutine(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode >= 400) return false;
  return request.routeOptions.config?.routineLog === true || isFile(request, reply);
}

/** What a page load fetches by the dozen: scripts, styles, pictures, fonts, sounds; anything but JSON and HTML. */
function isFile(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  if (type) return !/^(application\/json|text\/html)\b/.test(type);
  // A 304 carries no type: the URL tells a file the browser revalidated from an API call.
  return reply.statusCode === 304 && FILE_URL.test(request.url.split('?')[0]);
}
