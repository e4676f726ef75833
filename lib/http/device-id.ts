// The device id: generated once per browser and kept in localStorage (spec 000 §3). It survives
// sign-out and session expiry on purpose: it names the device, and a new id would make every
// sign-in look like a new device.
const KEY = "device_id";

export function getDeviceId(): string {
  if (typeof window === "undefined") return "server";
  let id = window.localStorage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(KEY, id);
  }
  return id;
}

/** Clears everything the client keeps about the user, except the device id. */
export function clearLocalData() {
  if (typeof window === "undefined") return;
  const deviceId = window.localStorage.getItem(KEY);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (deviceId) window.localStorage.setItem(KEY, deviceId);
}
