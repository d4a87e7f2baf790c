/**
 * Recurring jobs. A job never overlaps itself; a failure is logged and the job runs again at
 * its next turn. With PostgreSQL and several processes, only the process holding the leader
 * lock should start the scheduler (see main.ts).
 */
export type Job = { name: string; everyMs: number; run: () => Promise<void> };

export type Scheduler = {
  add(job: Job): void;
  /** Runs a job now, outside its timer (tests, and operator-triggered runs). */
  runNow(name: string): Promise<void>;
  /** Runs every job once now, one after another in the order they were added (the demo clock). */
  runAll(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export function createScheduler(log: { error: (obj: object, msg: string) => void }): Scheduler {
  const jobs = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();

  async function run(job: Job) {
    const current = running.get(job.name);
    if (current) return current;
    const p = job
      .run()
      .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  }

  let stopped = true;

  /**
   * Runs the job on a fixed grid (start + k × everyMs), unlike setInterval, which counts each
   * interval from when the previous callback ran and so loses a little on every turn that fires
   * late: the market's 100 ms tick would make 8–9 steps a second on a busy process. A turn that
   * fires late is followed by the next one on the grid; a turn missed altogether is skipped, never
   * made up in a burst.
   */
  function every(job: Job): void {
    let due = performance.now() + job.everyMs;
    const arm = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        void run(job);
        const now = performance.now();
        due += job.everyMs;
        if (due <= now) due = now + job.everyMs - ((now - due) % job.everyMs);
        arm();
      }, Math.max(0, due - performance.now()));
      timer.unref();
      timers.add(timer);
    };
    arm();
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} already added`);
      jobs.set(job.name, job);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job ${name}`);
      await run(job);
    },
    async runAll() {
      for (const job of jobs.values()) await run(job);
    },
    start() {
      stopped = false;
      for (const job of jobs.values()) every(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
