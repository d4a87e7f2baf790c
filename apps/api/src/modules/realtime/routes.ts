import type { FastifyInstance } from 'fastify';
import { clientFrame, MAX_SUBSCRIPTIONS, type ServerFrame } from '@meridian/contract/realtime';
import { translate } from '../../platform/i18n/messages.ts';
import type { AuthService } from '../auth/service.ts';
import type { Caches } from '../../platform/caches.ts';
import type { Hub } from './hub.ts';
import { containsHostileString } from '../../platform/hostile-input.ts';

/** How often each process checks that the sessions of its sockets are still live (expiry). */
export const SESSION_RECHECK_MS = 60_000;

export type RealtimeDeps = {
  hub: Hub;
  auth: AuthService;
  /** Which codes exist; unknown ones are refused by name. */
  isKnownCode: (code: string) => boolean;
  simulated: boolean;
  /** Session invalidations (on every process, over the bus) end the personal streams bound to them. */
  caches: Caches;
};

/**
 * `/api/ws`: anonymous for quotes, `auth` with the session token for personal pushes. The
 * personal stream lasts as long as that session: when it ends, the socket is told (an
 * `UNAUTHORIZED` error frame) and keeps only its quotes.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  const { hub, auth } = deps;
  // A logout or revocation anywhere in the cluster reaches every process here; when the bus was
  // down and revocations may have been missed, every bound session is checked again.
  const recheck = () => void hub.recheck(auth.liveSessions).catch((err: unknown) => app.log.error({ err }, 'socket session re-check failed'));
  deps.caches.watch('auth.session', { drop: (id) => hub.endSession(Number(id)), clear: recheck });
  deps.caches.watch('auth.user', { drop: (id) => hub.endUser(Number(id)), clear: recheck });
  // Sessions also end by expiry, which no message announces: bound sessions are checked again now and then.
  const timer = setInterval(recheck, SESSION_RECHECK_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
    const client = hub.add(socket);
    const reply = (frame: ServerFrame) => hub.send(client, frame, false);
    const refuse = (error: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'UNKNOWN_CODE' | 'TOO_MANY_SUBSCRIPTIONS', codes?: string[]) =>
      reply({ type: 'error', error, msg: translate(error, req.lang, { max: MAX_SUBSCRIPTIONS }), ...(codes ? { codes } : {}) });
    reply({ type: 'hello', data: { simulated: deps.simulated } });

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      void (async () => {
        if (isBinary || raw.length > 16 * 1024) return refuse('BAD_REQUEST');
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return refuse('BAD_REQUEST');
        }
        if (containsHostileString(json)) return refuse('BAD_REQUEST');
        const parsed = clientFrame.safeParse(json);
        if (!parsed.success) return refuse('BAD_REQUEST');
        const frame = parsed.data;
        if (frame.op === 'ping') return reply({ type: 'pong' });
        if (frame.op === 'auth') {
          const found = await auth.authenticate(frame.token);
          if (!found) return refuse('UNAUTHORIZED');
          hub.setUser(client, found.user.id, found.sessionId, () => refuse('UNAUTHORIZED'));
          return reply({ type: 'ack', op: 'auth' });
        }
        const codes = [...new Set(frame.codes)];
        if (frame.op === 'unsub') {
          hub.unsubscribe(client, codes);
          return reply({ type: 'ack', op: 'unsub', codes });
        }
        const unknown = codes.filter((c) => !deps.isKnownCode(c));
        const known = codes.filter((c) => deps.isKnownCode(c));
        if (client.codes.size + known.filter((c) => !client.codes.has(c)).length > MAX_SUBSCRIPTIONS) return refuse('TOO_MANY_SUBSCRIPTIONS');
        hub.subscribe(client, known);
        if (unknown.length) refuse('UNKNOWN_CODE', unknown);
        return reply({ type: 'ack', op: 'sub', codes: known });
      })().catch((err: unknown) => req.log.error({ err }, 'websocket frame failed'));
    });
    socket.on('close', () => hub.remove(client));
    socket.on('error', () => hub.remove(client));
  });
}
