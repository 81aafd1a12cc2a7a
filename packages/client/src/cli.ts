/** The `sanitizer` command: see `USAGE` in cli-args.ts and docs/client.md. */
import { runCli } from './cli-run.js';

process.exitCode = await runCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
