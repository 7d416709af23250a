// Global setups run before any reporter: print why a test database or server did not start, then fail.
export async function reportStartupFailure<T>(what: string, start: () => Promise<T> | T): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const reason =
      error instanceof Error
        ? `${error.message}${error.cause ? ` (cause: ${String(error.cause)})` : ""}`
        : String(error);
    console.error(`\n${what} did not start: ${reason}\n`);
    throw error;
  }
}
