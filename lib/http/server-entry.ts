import { readdirSync, statSync } from "node:fs";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { drainState } from "../lifecycle/drain-state";
import { answerAtEntry, answerClientError } from "./answer-at-entry";
import { ApiError } from "./error-codes";
import { PEER_ADDRESS_HEADER } from "./peer-address";

type EarlyAnswer = (request: IncomingMessage, response: ServerResponse, pathname: string) => boolean;
type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const marked = Symbol.for("gatehouse.serverEntry");

// The files Next.js serves from public/ (admin.yaml, icons): it answers any other method than GET and HEAD on them 500.
function publicFiles(): Set<string> {
  try {
    const folder = path.join(process.cwd(), "public");
    const names = readdirSync(folder, { recursive: true, encoding: "utf8" });
    const files = names.filter((name) => statSync(path.join(folder, name)).isFile());
    return new Set(files.map((name) => `/${name.split(path.sep).join("/")}`));
  } catch {
    return new Set();
  }
}

// The methods a route handler or page can serve: Next.js answers TRACE with a bare 500, and WebDAV's and others (PROPFIND,
// PURGE) with an empty 400 it never logs.
const SERVED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
// A request target that is no path (`*`, or a relative word): Next.js answers it with a bare 500.
const notAPath = (url: string) => !url.startsWith("/") && !/^https?:\/\//i.test(url);

// What no route should see: a method none serves, a target that is no path, or a write to a file of public/ (a 500
// from Next.js too).
function refusalAtEntry(request: IncomingMessage, pathname: string, files: Set<string>): ApiError | null {
  if (!SERVED_METHODS.has(request.method ?? ""))
    return new ApiError("METHOD_NOT_ALLOWED", `${request.method} is not served`);
  if (notAPath(request.url ?? ""))
    return new ApiError("VALIDATION_ERROR", "The request's target is not a path", [
      { field: "url", issue: "send a path that starts with /" },
    ]);
  if (request.method !== "GET" && request.method !== "HEAD" && files.has(pathname))
    return new ApiError("METHOD_NOT_ALLOWED", "A file is only read", undefined, { allow: "GET, HEAD" });
  return null;
}

// Installed once per process at start (instrumentation.ts), around every HTTP server of the process: each request
// carries its socket's peer address in PEER_ADDRESS_HEADER, whatever the caller sent under that name, and is counted
// until its response closes; what refusalAtEntry names is answered in the error shape, as is what Node's parser refuses
// (rather than with Node's empty body). Then each of `answersEarly` may answer a request itself (returning true)
// before Next.js sees it.
export function installServerEntry(...answersEarly: EarlyAnswer[]): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [marked]?: boolean };
  if (prototype[marked]) return;
  const files = publicFiles();
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event, ...args) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      const response = args[1] as ServerResponse;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
      // Counted until answered, for the drain on shutdown (drain-on-signal.ts).
      const state = drainState();
      state.received++;
      response.once("close", () => state.received--);
      const pathname = (request.url ?? "").split("?")[0];
      const refusal = refusalAtEntry(request, pathname, files);
      if (refusal) {
        answerAtEntry(request, response, refusal, pathname);
        return true;
      }
      if (answersEarly.some((answers) => answers(request, response, pathname))) return true;
    }
    if (event === "clientError" && this.listenerCount("clientError") === 0)
      if (answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Duplex)) return true;
    return emit.call(this, event, ...args);
  };
  prototype[marked] = true;
}
