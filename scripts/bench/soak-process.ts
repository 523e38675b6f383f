/**
 * The soaked server's process seen from the bench: started with an IPC channel, its resident memory read from
 * /proc/<pid>/status (what the operating system charges it, whatever V8 thinks), its heap asked over IPC.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface SoakServerInfo {
  url: string;
  dataDir: string;
  dialect: string;
}

export interface HeapFigures {
  heapUsed: number;
  heapTotal: number;
  /** Memory of C++ objects bound to JavaScript ones (Buffers among them). */
  external: number;
}

export type SoakRequest = { type: 'heap'; collect: boolean } | { type: 'snapshot'; dir: string; name: string };
type SoakAnswer =
  | { type: 'ready'; info: SoakServerInfo }
  | { type: 'heap'; heap: HeapFigures }
  | { type: 'snapshot'; file: string };

export interface SoakServer {
  info: SoakServerInfo;
  pid: number;
  /** VmRSS and VmHWM (the peak) of /proc/<pid>/status, in bytes. */
  resident(): { rss: number; peak: number };
  heap(collect?: boolean): Promise<HeapFigures>;
  /** Writes a heap snapshot (a full collection first) into `dir`; answers the file's path. */
  snapshot(dir: string, name: string): Promise<string>;
  stop(): Promise<void>;
}

const KIB = 1024;

function statusField(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc status`);
  return Number(match[1]) * KIB;
}

/** Waits for the next answer of `type` from the child. */
function answer<T extends SoakAnswer['type']>(child: ChildProcess, type: T): Promise<Extract<SoakAnswer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: SoakAnswer) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<SoakAnswer, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`the soaked server exited (${code}) before answering`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts soak-server.ts with tsx, `nodeOptions` (e.g. --expose-gc) and `env`, its standard output (the JSON log) sent
 * to /dev/null so that writing the log costs the server what it costs in production, but nothing piles up here.
 */
export async function startSoakServer(env: Record<string, string>, nodeOptions: string[]): Promise<SoakServer> {
  const child = fork('scripts/bench/soak-server.ts', [], {
    env: { ...process.env, ...env },
    execArgv: [...nodeOptions, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { info } = await answer(child, 'ready');
  const pid = child.pid!;
  return {
    info,
    pid,
    resident() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return { rss: statusField(status, 'VmRSS'), peak: statusField(status, 'VmHWM') };
    },
    async heap(collect = false) {
      const reply = answer(child, 'heap');
      child.send({ type: 'heap', collect } satisfies SoakRequest);
      return (await reply).heap;
    },
    async snapshot(dir, name) {
      const reply = answer(child, 'snapshot');
      child.send({ type: 'snapshot', dir, name } satisfies SoakRequest);
      return (await reply).file;
    },
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
