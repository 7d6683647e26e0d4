// What the command-line tools share: failing with one message, reading the configuration, and
// explaining that a running server holds the PGlite directory.
import { type Config, ConfigError, loadConfig } from "../config.ts";
import type { DataDirLockedError } from "../db/data-dir-lock.ts";

/** Prints the message for the person at the terminal (no stack trace) and exits with 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The environment as the server reads it; a bad variable ends the command as it ends the server. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** A running server holds the PGlite directory; `instead` says what the person can do about it. */
export function serverIsRunning(
  error: DataDirLockedError,
  instead: string,
): string {
  return (
    `The Kosh server (pid ${error.holderPid}) is running on ${error.dataDir}, and its embedded database ` +
    `serves one process at a time.\n${instead}`
  );
}

/**
 * The one file a command takes (`npm run backup -- <file>`): prints the usage for --help, and
 * fails with it for an unknown option or not exactly one file.
 */
export function fileArgument(usage: string): string {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  const unknownFlags = args.filter((arg) => arg.startsWith("-"));
  if (unknownFlags.length > 0)
    fail(`Unknown option: ${unknownFlags.join(" ")}\n\n${usage}`);
  const [file, ...more] = args;
  if (file === undefined || more.length > 0) fail(usage);
  return file;
}
