import { createServer, connect, type AddressInfo, type Socket } from "node:net";

// A TCP relay that can go silent without closing, as a door losing its network does.
export async function startBlackholeRelay(targetUrl: string) {
  const target = new URL(targetUrl);
  let silent = false;
  const sockets: Socket[] = [];
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port), target.hostname);
    sockets.push(inbound, outbound);
    inbound.on("data", (chunk) => !silent && outbound.write(chunk));
    outbound.on("data", (chunk) => !silent && inbound.write(chunk));
    inbound.on("error", () => undefined);
    outbound.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`,
    goSilent: () => (silent = true),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}
