import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';

const HSTS = 'max-age=31536000; includeSubDomains';
/** The phone app's one inline script, allowed by its hash (CSP level 2). */
const WEB_BOOT_HASH = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;
/**
 * The headers helmet sets for `options`, worked out once. Our policy has no per-request part
 * (no nonces), and helmet used as a hook re-parses every CSP directive on every answer, which
 * cost a few percent of the order route's CPU.
 */
function fixedHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => void (failed = err));
  if (failed) throw failed;
  return headers;
}

/**
 * Security headers on every answer. The CSP fits the built apps: their scripts are files of
 * our own, and no inline script may run but the phone app's boot script, named by its hash.
 * Styles may be inline because antd and antd-mobile write style elements at run time, article
 * images are https, the stream is same-origin WebSocket.
 * Nothing may frame us. HSTS only on a request that came over HTTPS (directly or, with
 * TRUST_PROXY, as the proxy says), since a plain-HTTP deployment would lock itself out.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { frameSources: string[] }): Promise<void> {
  const headers = fixedHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_HASH],
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
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
