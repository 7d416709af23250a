// A start-up failure the user can fix: its message says what went wrong and what to do, in one line.
export class StartupError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, " "));
    this.name = "StartupError";
  }
}
