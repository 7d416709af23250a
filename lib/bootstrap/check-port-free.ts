import net from "node:net";
import { errorCode, StartupError } from "./startup-error";

// One line for a port that cannot be listened on, naming what wanted it and the setting that moves it.
export function listenError(error: unknown, port: number, what: string, setting: string): StartupError {
  const code = errorCode(error);
  if (code === "EADDRINUSE")
    return new StartupError(
      `Port ${port} (${what}) is in use by another process: stop that process, or set ${setting} to a free port.`,
    );
  if (code === "EACCES")
    return new StartupError(
      `Port ${port} (${what}) needs privileges this user lacks: set ${setting} to a port above 1023.`,
    );
  return new StartupError(
    `Port ${port} (${what}) cannot be listened on (${code ?? (error as Error).message}): set ${setting} to another port.`,
  );
}

// Fails with one line when the port cannot be listened on, before anything else starts.
export function checkPortFree(port: number, what: string, setting: string, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => reject(listenError(error, port, what, setting)));
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
