import type { Database } from "../db/client";
import { devicePasswordMatches } from "../devices/device-credentials";

// A device signs in with its id as username and client id and the password issued last; a retired device never does.
export async function authenticateDevice(database: Database, deviceId: string, password: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(deviceId)) return false;
  const device = await database.device.findUnique({
    where: { id: deviceId },
    select: { status: true, credentialHash: true },
  });
  if (!device || device.status === "retired") return false;
  return devicePasswordMatches(password, device.credentialHash);
}
