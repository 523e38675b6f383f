import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child<T> {
  info: T;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry with tsx in its own process and waits for its `READY {json}` line. */
export function startChild<T>(entry: string, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<Child<T>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        info: JSON.parse(line.slice('READY '.length)) as T,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
