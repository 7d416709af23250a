// A usage mistake stops the command with one line and status 2, as `npm run cli` does, before anything starts.
export function exitWithUsage(line: string): never {
  console.error(line);
  process.exit(2);
}

// The line for an option or argument the command does not take.
export const strayArgumentLine = (stray: string, usage: string) =>
  `${stray.startsWith("-") ? "Unknown option" : "Unexpected argument"} ${stray}; ${usage}`;
