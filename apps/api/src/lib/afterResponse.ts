/**
 * Work that must not delay the answer, because its duration would tell the caller something:
 * whether a password-reset or registration e-mail went out (and so whether the account exists)
 * shows in how long the mail server takes. The task runs after the handler returns; failures are
 * logged. Tasks are tracked so tests and shutdown can wait for them.
 */
const pending = new Set<Promise<void>>();

export function runAfterResponse(what: string, task: () => Promise<unknown>): void {
  const running: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[api] ${what} failed:`, error),
    )
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves when every task started so far (and any they started) has finished. */
export async function settleAfterResponseTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
