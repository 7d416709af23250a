// The portal's service worker: shows pushed notifications and routes their actions back into the portal.
self.addEventListener("push", (event) => {
  let note = {};
  try {
    note = event.data ? event.data.json() : {};
  } catch {
    note = { title: "Gatehouse", body: event.data ? event.data.text() : "" };
  }
  const actions = note.callId ? [{ action: "open", title: "Open door" }] : [];
  event.waitUntil(
    self.registration.showNotification(note.title || "Gatehouse", {
      body: note.body || "",
      tag: note.tag,
      icon: "/icons/gatehouse.svg",
      data: { url: note.url || "/portal", callId: note.callId || null },
      actions,
      requireInteraction: note.kind === "visitor_calling",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, callId } = event.notification.data || {};
  // The Open action lands on the portal, which opens the door with the resident's session while the call is live.
  const target =
    event.action === "open" && callId ? `/portal?openCall=${encodeURIComponent(callId)}` : url || "/portal";
  event.waitUntil(self.clients.openWindow(target));
});
