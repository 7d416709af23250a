// A start-up failure the user can fix: its message says what went wrong and what to do, in one line.
export class StartupError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, " "));
    this.name = "StartupError";
  }
}

export const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

// The line printed for any start-up failure: the message of a StartupError, else the first line of the error.
export function startupFailureLine(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Gatehouse could not start: ${message.split("\n")[0]} (LOG_LEVEL=debug prints the details).`;
}
