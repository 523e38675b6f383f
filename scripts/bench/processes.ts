import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface Child<T> {
  info: T;
  pid: number;
  /** Settles when the process has ended, on its own or stopped. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** The descriptor a child writes its READY line to: standard output is its log, as in production. */
const READY_FD = 3;

/** In a child: tells the harness it listens, with what it needs to know (JSON). */
export function ready(info: object): void {
  writeSync(READY_FD, `READY ${JSON.stringify(info)}\n`);
}

/** A process's resident memory in MB (Linux), read from outside so that reading it costs the process nothing. */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/**
 * Runs a TypeScript entry with tsx in its own process and waits for its `READY {json}` line. Its standard output (the
 * server's log) goes to /dev/null: written like production writes it, read by nobody, so the harness spends no CPU on it.
 */
export function startChild<T>(entry: string, env: Record<string, string> = {}, timeoutMs = 300_000): Promise<Child<T>> {
  const devNull = openSync('/dev/null', 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', devNull, 'inherit', 'pipe'],
  });
  // 'close' rather than 'exit': it comes after the READY pipe is read to its end, even from a child that ends at once.
  const exited = new Promise<void>((done) => child.once('close', () => done()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const early = (code: number | null) => reject(new Error(`${entry} exited with ${code} before it was ready`));
    child.once('close', early);
    createInterface({ input: child.stdio[READY_FD] as Readable }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      child.off('close', early);
      resolve({
        info: JSON.parse(line.slice('READY '.length)) as T,
        pid: child.pid!,
        exited,
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
