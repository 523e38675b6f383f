/**
 * A background task run one at a time (the plays added up, the analytics folded: server/plugins/). One asked for
 * while another runs waits for it and then runs once more (shared by everyone who asked meanwhile), so it covers
 * everything done before it was asked, which the running one may have missed. A failure (the database away) goes to
 * `onError` and is never thrown: a timer calls it, and the next run takes up what was left.
 */
export function serialTask(task: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (running) {
      // `running` has cleared itself (its `finally`) by the time this follow-up starts.
      queued ??= running.then(() => {
        queued = undefined;
        return run();
      });
      return queued;
    }
    running = task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => (running = undefined));
    return running;
  };
  return run;
}
