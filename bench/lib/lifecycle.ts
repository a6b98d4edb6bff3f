/**
 * Clean-up on every way out: normal end, an error, Ctrl-C or SIGTERM. Clean-ups run last-registered
 * first (Chrome before the server before the temp folder). A second Ctrl-C runs the `force` variants
 * (SIGKILL) at once.
 */
type Step = { run: () => Promise<void> | void; force?: () => void };

const steps: Step[] = [];
let stopping = false;

export function onCleanup(run: Step['run'], force?: Step['force']): void {
  steps.push({ run, force });
}

async function cleanup(): Promise<void> {
  while (steps.length) {
    const step = steps.pop()!;
    try {
      await step.run();
    } catch (err) {
      console.error('clean-up step failed:', err instanceof Error ? err.message : err);
    }
  }
}

function forceAll(): void {
  for (const step of steps.reverse()) {
    try {
      step.force?.();
    } catch {
      // best effort
    }
  }
}

/** Runs a bench's main function with clean-up on every exit path; never returns. */
export function runMain(main: () => Promise<void>): void {
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await cleanup();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} again: killing what is left.`);
      forceAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    console.error(`\n${signal}: stopping (the server gets up to 10 s to close)...`);
    void stop(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('uncaughtException', (err) => {
    console.error(err);
    void stop(1);
  });
  process.on('unhandledRejection', (err) => {
    console.error(err);
    void stop(1);
  });
  main().then(
    () => stop(0),
    (err: unknown) => {
      const quiet = err instanceof Error && err.name === 'StartError';
      console.error(
        `\nBench failed: ${err instanceof Error ? (quiet ? err.message : (err.stack ?? err.message)) : String(err)}`,
      );
      void stop(1);
    },
  );
}
