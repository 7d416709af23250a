import net from "node:net";
import { errorCode, StartupError } from "./startup-error";

// Fails with one line when the port cannot be listened on, before anything else starts.
export function checkPortFree(port: number, what: string, setting: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => {
      const code = errorCode(error);
      if (code === "EADDRINUSE") reject(new StartupError(`Port ${port} (${what}) is in use by another process: stop that process, or set ${setting} to a free port.`));
      else if (code === "EACCES") reject(new StartupError(`Port ${port} (${what}) needs privileges this user lacks: set ${setting} to a port above 1023.`));
      else reject(new StartupError(`Port ${port} (${what}) cannot be listened on (${code ?? error.message}): set ${setting} to another port.`));
    });
    server.listen(port, () => server.close(() => resolve()));
  });
}
