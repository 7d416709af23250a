"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";

type State = "checking" | "unsupported" | "unavailable" | "off" | "on" | "blocked";

const SCOPE = "/portal";

// The VAPID key arrives base64url-encoded; pushManager.subscribe wants its bytes.
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

// This device's web push subscription: on registers the portal's service worker, subscribes and hands the subscription to the server.
export function NotificationSwitch() {
  const [state, setState] = useState<State>("checking");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's VAPID key as read on mount: null when push is not set up, undefined while unread.
  const serverKey = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    void (async () => {
      if (!supported()) return setState("unsupported");
      if (Notification.permission === "denied") return setState("blocked");
      // A server without push keys is said before any tap; a key that cannot be read yet is asked for again on the tap.
      serverKey.current = await portalApi.webPushKey().then(
        ({ publicKey }) => publicKey,
        () => undefined,
      );
      if (serverKey.current === null) return setState("unavailable");
      try {
        const subscription = await (
          await navigator.serviceWorker.getRegistration(SCOPE)
        )?.pushManager.getSubscription();
        setState(subscription ? "on" : "off");
      } catch {
        setState("off");
      }
    })();
  }, []);

  async function turnOn() {
    const publicKey = serverKey.current ?? (await portalApi.webPushKey()).publicKey;
    if (!publicKey) throw new Error("Notifications are not set up on this server yet.");
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
    const registration = await navigator.serviceWorker.register("/portal-sw.js", { scope: SCOPE });
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    await portalApi.savePushSubscription(subscription.toJSON());
    setState("on");
  }

  async function turnOff() {
    const subscription = await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription();
    if (subscription) {
      await portalApi.removePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState("off");
  }

  async function toggle() {
    setPending(true);
    setError(null);
    try {
      await (state === "on" ? turnOff() : turnOn());
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : "Notifications could not be changed.");
    } finally {
      setPending(false);
    }
  }

  if (state === "unsupported")
    return (
      <Notice tone="info">
        This browser cannot show notifications. Install the portal as an app, or use a recent browser.
      </Notice>
    );
  if (state === "unavailable")
    return (
      <Notice tone="info">
        Notifications are not set up on this server yet, so this device cannot be told of visitors. Your building&apos;s
        manager can turn them on.
      </Notice>
    );
  if (state === "blocked")
    return (
      <Notice tone="info">
        Notifications are blocked for this site. Allow them in the browser&apos;s site settings.
      </Notice>
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-3">
        <span className="min-w-48 flex-1">
          <span className="block text-sm font-medium text-slate-900" id="push-switch-label">
            Notifications on this device
          </span>
          <span className="block text-sm text-slate-600">
            {state === "on"
              ? "On: this device is told when someone is at the door."
              : "Off: turn them on to hear of visitors here."}
          </span>
        </span>
        <Button
          type="button"
          role="switch"
          aria-checked={state === "on"}
          aria-labelledby="push-switch-label"
          pending={pending}
          disabled={state === "checking"}
          onClick={() => void toggle()}
        >
          {state === "on" ? "Turn off notifications" : "Turn on notifications"}
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
