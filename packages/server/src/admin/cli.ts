import { ConfigError, loadConfig } from '../config.js';
import { createStorage } from '../storage/create-storage.js';
import { parseAdminArgs, USAGE, UsageError } from './args.js';
import { runAdminCommand, type AdminOutput } from './commands.js';

const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

const output: AdminOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

async function main(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`error: ${error.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.kind === 'help') {
    output.out(USAGE);
    return 0;
  }
  const storage = await createStorage(loadConfig());
  try {
    return await runAdminCommand(command, storage, output);
  } finally {
    await storage.close();
  }
}

/** One line for the operator, never a stack trace. */
function describeFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (!(error instanceof Error)) return 'unexpected failure';
  // Node reports a refused connection to several addresses as an AggregateError with an empty message.
  const own = error.message || (error as NodeJS.ErrnoException).code || error.name;
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return cause ? `${own}: ${cause}` : own;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    output.err(`error: ${describeFailure(error)}`);
    process.exitCode = EXIT_FAILURE;
  },
);
