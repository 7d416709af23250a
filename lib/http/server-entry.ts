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

// Installed once per process at start (instrumentation.ts), around every HTTP server of the process: each request
// carries its socket's peer address in PEER_ADDRESS_HEADER, whatever the caller sent under that name, and is counted
// until its response closes; TRACE, which no route serves (Next.js answers it with a bare 500), is answered 405, as is
// a method other than GET and HEAD on a file of public/ (a 500 from Next.js too); what Node's parser refuses is
// answered in the error shape rather than with Node's empty body. Then each of `answersEarly` may answer a request
// itself (returning true) before Next.js sees it.
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
      if (request.method === "TRACE") {
        answerAtEntry(request, response, new ApiError("METHOD_NOT_ALLOWED", "TRACE is not served"), pathname);
        return true;
      }
      if (request.method !== "GET" && request.method !== "HEAD" && files.has(pathname)) {
        const refusal = new ApiError("METHOD_NOT_ALLOWED", "A file is only read", undefined, { allow: "GET, HEAD" });
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
