import { createServer, type AddressInfo, type Socket } from "node:net";
import { Aedes, type AuthenticateError, type Client } from "aedes";
import type { Database } from "../db/client";
import { sameHash } from "../crypto/same-hash";
import { hashDevicePassword } from "../devices/device-credentials";
import { log } from "../http/log";
import { logAtMostEvery } from "../http/log-at-most";
import { watchBrokerConnections } from "../metrics/device-metrics";
import { authenticateDevice } from "./authenticate-device";
import { commandExpired } from "./command-expiry";
import { mayPublish, maySubscribe, type BrokerIdentity } from "./device-acl";
import { KICK_TOPIC, parseDeviceTopic } from "./device-topics";
import { limitPacketSize, MAX_MQTT_PACKET_BYTES } from "./limit-packet-size";
import { PLATFORM_USERNAME } from "./mqtt-settings";

export type EmbeddedBroker = { url: string; port: number; connectedClients: () => number; stop: () => Promise<void> };

// Each refusal is logged, at most once a minute per client address (not per username, which the caller chooses), so a
// guessing flood is seen without filling the log.
const refused = (client: Client, username: string | undefined): AuthenticateError => {
  const address = (client.conn as { remoteAddress?: string }).remoteAddress ?? "";
  logAtMostEvery(60_000, `mqtt.auth_refused:${address}`, "warn", "mqtt.auth_refused", {
    username: (username ?? "").slice(0, 100),
    clientId: client.id.slice(0, 100),
    address,
  });
  return Object.assign(new Error("Bad username or password"), { returnCode: 4 as const });
};

// The MQTT broker beside the app: devices sign in against the database, the platform with a
// per-start password, and every publish and subscribe passes the topic ACL.
export async function startEmbeddedBroker(options: {
  database: Database;
  platformPassword: string;
  host?: string;
  port?: number;
}): Promise<EmbeddedBroker> {
  const identities = new WeakMap<Client, BrokerIdentity>();
  const platformHash = hashDevicePassword(options.platformPassword);
  const broker = await Aedes.createBroker({
    // Device ids are longer than MQTT 3.1's 23 characters; 3.1.1 and the ACL take any length, so 3.1 clients may too.
    maxClientsIdLength: 64,
    // A keepalive of 0 (never time out) or over an hour would keep a vanished device online; such a CONNECT is refused.
    keepaliveLimit: 3600,
    authenticate: (client, username, password, done) => {
      const secret = password?.toString() ?? "";
      if (username === PLATFORM_USERNAME) {
        const ok = sameHash(hashDevicePassword(secret), platformHash);
        if (ok) identities.set(client, { kind: "platform" });
        return ok ? done(null, true) : done(refused(client, username), null);
      }
      if (!username || username !== client.id) return done(refused(client, username), null);
      authenticateDevice(options.database, username, secret).then(
        (ok) => {
          if (ok) identities.set(client, { kind: "device", deviceId: username });
          done(ok ? null : refused(client, username), ok || null);
        },
        (error) => {
          log.error("mqtt.authenticate_failed", { error });
          done(Object.assign(new Error("Server unavailable"), { returnCode: 3 as const }), null);
        },
      );
    },
    authorizePublish: (client, packet, done) => {
      const identity = client ? identities.get(client) : { kind: "platform" as const };
      if (identity && mayPublish(identity, packet.topic)) {
        // Only a status is kept for later subscribers; a kept ack or event would be handled again on every resubscribe.
        if (identity.kind === "device" && parseDeviceTopic(packet.topic)?.kind !== "status") packet.retain = false;
        return done(null);
      }
      logAtMostEvery(10_000, `mqtt.publish_refused:${client?.id}`, "warn", "mqtt.publish_refused", {
        clientId: client?.id,
        topic: packet.topic.slice(0, 200),
      });
      done(new Error("not authorized"));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const identity = identities.get(client);
      if (identity && maySubscribe(identity, subscription.topic)) return done(null, subscription);
      logAtMostEvery(10_000, `mqtt.subscribe_refused:${client.id}`, "warn", "mqtt.subscribe_refused", {
        clientId: client.id,
        topic: subscription.topic.slice(0, 200),
      });
      done(null, null);
    },
    authorizeForward: (client, packet) => {
      const parsed = parseDeviceTopic(packet.topic);
      if (parsed?.kind === "commands" && identities.get(client)?.kind === "device" && commandExpired(packet.payload)) {
        log.info("mqtt.expired_command_dropped", { deviceId: parsed.deviceId });
        return null;
      }
      return packet;
    },
  });
  broker.on("clientError", (client, error) =>
    log.debug("mqtt.client_error", { clientId: client.id, error: error.message }),
  );
  const clients = (broker as unknown as { clients: Record<string, Client | undefined> }).clients;
  // Rotating or retiring credentials drops the device's live connection at once.
  await new Promise<void>((resolve) =>
    broker.subscribe(
      KICK_TOPIC,
      (packet, done) => {
        try {
          const { deviceId } = JSON.parse(packet.payload.toString()) as { deviceId?: unknown };
          if (typeof deviceId === "string") clients[deviceId]?.close();
        } catch {
          log.warn("mqtt.kick_malformed");
        }
        done();
      },
      resolve,
    ),
  );

  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    limitPacketSize(broker.handle(socket), MAX_MQTT_PACKET_BYTES, () => {
      logAtMostEvery(60_000, `mqtt.packet_too_large:${socket.remoteAddress}`, "warn", "mqtt.packet_too_large", {
        address: socket.remoteAddress,
        limitBytes: MAX_MQTT_PACKET_BYTES,
      });
      socket.destroy();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 1883, host, () => resolve());
  }).catch((error: unknown) => {
    broker.close();
    throw error;
  });
  // After listening, a server error (too many open files on accept) is logged, never left unhandled.
  server.on("error", (error) => log.error("mqtt.server_error", { error: error.message }));
  const port = (server.address() as AddressInfo).port;
  // Connected devices for /metrics: the clients signed in as a device, not the platform's own.
  const unwatch = watchBrokerConnections(
    () => Object.values(clients).filter((client) => client && identities.get(client)?.kind === "device").length,
  );
  return {
    url: `mqtt://${host}:${port}`,
    port,
    connectedClients: () => broker.connectedClients,
    stop: async () => {
      unwatch();
      // Stopping must not wait on a client that never says goodbye.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.race([
        new Promise<void>((resolve) => broker.close(() => resolve())),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      sockets.forEach((socket) => socket.destroy());
      await closed;
    },
  };
}
