import { hostname } from 'node:os';
import pg from 'pg';

/** Who drives the market and the scheduled jobs. One process alone always leads. */
export type Leader = {
  leading(): boolean;
  /** Grows by one at every change of leader in the cluster; 0 for a process alone. */
  term(): number;
};

export const ALONE: Leader = { leading: () => true, term: () => 0 };

/** Advisory-lock keys (PostgreSQL's are per database, so a constant per purpose suffices). */
export const LEADER_LOCK = 0x6d65_7201;
export const STARTUP_LOCK = 0x6d65_7202;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * A connection of its own, set so that PostgreSQL notices a vanished peer within seconds
 * (the advisory lock of a dead leader is then released) and not after the OS's two hours.
 */
async function lockConnection(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 1000, application_name: name });
  await client.connect();
  await client.query('SET tcp_keepalives_idle = 2; SET tcp_keepalives_interval = 1; SET tcp_keepalives_count = 2');
  return client;
}

/** Runs start-up work (migrations, secrets, seeding, first operator) one process at a time. */
export async function underStartupLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = await lockConnection(url, 'meridian-startup');
  client.on('error', () => undefined);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type LeaderEvents = {
  /** This process now leads with `term`; resolve once it has taken over the work. */
  lead(term: number): Promise<void>;
  /** This process no longer leads (lost its connection): stop the leader's work at once. */
  follow(): Promise<void>;
};

/**
 * Leadership by a PostgreSQL session advisory lock held on a connection of its own. Followers
 * try for the lock every takeoverMs/5; PostgreSQL releases it the moment the leader's session
 * ends (a killed process's socket closes at once; a vanished host's within the keepalive time).
 * The leader asks its connection every second and steps down when it does not answer within
 * takeoverMs/2, before another process can have taken over. Each new leader bumps a term kept
 * in the database; the ticks it publishes carry it, so a follower can ignore a deposed leader.
 */
export function createAdvisoryLeader(options: { url: string; takeoverMs: number; log: Log; events: LeaderEvents }) {
  const { url, takeoverMs, log, events } = options;
  const node = `${hostname()}:${process.pid}`;
  const pollMs = Math.max(200, Math.floor(takeoverMs / 5));
  let client: pg.Client | undefined;
  let leading = false;
  let term = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let busy = Promise.resolve();

  async function drop(): Promise<void> {
    const c = client;
    client = undefined;
    if (c) await c.end().catch(() => undefined);
  }

  async function stepDown(reason: string): Promise<void> {
    await drop();
    if (!leading) return;
    leading = false;
    log.warn({ term, reason }, 'leadership lost: following');
    await events.follow().catch((err: unknown) => log.error({ err }, 'switching to follower failed'));
  }

  async function tryLead(): Promise<void> {
    const c = client ?? (await lockConnection(url, `meridian-node ${node}`));
    if (c !== client) {
      c.on('error', () => void (busy = busy.then(() => stepDown('leader connection failed'))));
      client = c;
    }
    const got = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK]);
    if (!got.rows[0]?.ok) return;
    const bumped = await c.query<{ term: number }>(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ('cluster.leader', jsonb_build_object('term', 1, 'node', $1::text), now())
       ON CONFLICT (key) DO UPDATE SET value = jsonb_build_object('term', (app_settings.value->>'term')::int + 1, 'node', $1::text), updated_at = now()
       RETURNING (value->>'term')::int AS term`,
      [node],
    );
    term = bumped.rows[0]!.term;
    leading = true;
    log.info({ term, node }, 'leading: market, limit orders and scheduled jobs run here');
    await events.lead(term);
  }

  async function heartbeat(): Promise<void> {
    const c = client;
    if (!c) return stepDown('no connection');
    let t: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (t = setTimeout(() => reject(new Error('no answer')), Math.floor(takeoverMs / 2))));
    try {
      await Promise.race([c.query('SELECT 1'), late]);
    } catch {
      await stepDown('leader connection does not answer');
    } finally {
      clearTimeout(t);
    }
  }

  async function turn(): Promise<void> {
    if (stopped) return;
    try {
      if (leading) await heartbeat();
      else await tryLead();
    } catch (err) {
      await drop();
      log.warn({ err: (err as Error).message }, 'leader election: database unavailable, trying again');
    }
  }

  function loop(): void {
    timer = setTimeout(() => {
      busy = busy.then(turn).finally(() => !stopped && loop());
    }, leading ? 1000 : pollMs);
  }

  return {
    leading: () => leading,
    term: () => term,
    node,
    /** Tries for the lock now and then keeps trying (or keeps leading). */
    async start(): Promise<void> {
      busy = busy.then(turn);
      await busy;
      loop();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await busy;
      if (leading) {
        leading = false;
        await events.follow().catch(() => undefined);
      }
      await drop();
    },
  } satisfies Leader & Record<string, unknown>;
}
export type AdvisoryLeader = ReturnType<typeof createAdvisoryLeader>;
