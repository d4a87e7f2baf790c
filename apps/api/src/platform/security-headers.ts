import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. The CSP fits the built apps: their scripts are files of
 * our own (no inline script), styles may be inline because antd and antd-mobile write style
 * elements at run time, article images are https, the stream is same-origin WebSocket.
 * Nothing may frame us. HSTS only on a request that came over HTTPS (directly or, with
 * TRUST_PROXY, as the proxy says), since a plain-HTTP deployment would lock itself out.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { frameSources: string[] }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: options.frameSources.length > 0 ? options.frameSources : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    hsts: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
