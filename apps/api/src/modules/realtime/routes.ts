import type { FastifyInstance } from 'fastify';
import { clientFrame, MAX_SUBSCRIPTIONS, type ServerFrame } from '@meridian/contract/realtime';
import { translate } from '../../platform/i18n/messages.ts';
import type { AuthService } from '../auth/service.ts';
import type { Hub } from './hub.ts';

export type RealtimeDeps = {
  hub: Hub;
  auth: AuthService;
  /** Which codes exist; unknown ones are refused by name. */
  isKnownCode: (code: string) => boolean;
  simulated: boolean;
};

/** `/api/ws`: anonymous for quotes, `auth` with the session token for personal pushes. */
export async function realtimeRoutes(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  const { hub, auth } = deps;
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
        const parsed = clientFrame.safeParse(json);
        if (!parsed.success) return refuse('BAD_REQUEST');
        const frame = parsed.data;
        if (frame.op === 'ping') return reply({ type: 'pong' });
        if (frame.op === 'auth') {
          const found = await auth.authenticate(frame.token);
          if (!found) return refuse('UNAUTHORIZED');
          hub.setUser(client, found.user.id);
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
