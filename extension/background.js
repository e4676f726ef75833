/* global chrome, importScripts, SCUBA_CONFIG */
// The extension's service worker: keeps the member's Scuba session (handed over by the web app's
// 'Connect the extension'), the profiles the member viewed, and makes every call to the Scuba API.
// Nothing runs in the background by itself: each call answers a click of the member's.
importScripts("config.js");

const PROFILE_CAP = 500; // viewed profiles kept for lead sync, newest first

async function session() {
  const { token, deviceId } = await chrome.storage.local.get(["token", "deviceId"]);
  return token && deviceId ? { token, deviceId } : null;
}

async function callApi(path, body) {
  const s = await session();
  if (!s) return { ok: false, status: 401, message: "Connect the extension from Scuba first." };
  const res = await fetch(`${SCUBA_CONFIG.appOrigin}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.token}`, "x-device-id": s.deviceId },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (res.status === 403 || res.status === 419) await chrome.storage.local.remove(["token"]);
  return { ok: res.ok, status: res.status, message: answer.message || (res.ok ? "Done" : "Something went wrong"), data: answer.data };
}

function slugOf(url) {
  const m = String(url || "").match(/linkedin\.com\/in\/([^/?#]+)/i);
  return m ? decodeURIComponent(m[1]).toLowerCase() : null;
}

async function remember(profile) {
  const slug = slugOf(profile.linkedin_url);
  if (!slug) return;
  const { profiles = {} } = await chrome.storage.local.get("profiles");
  profiles[slug] = { ...profile, seen_at: Date.now() };
  const kept = Object.entries(profiles)
    .sort((a, b) => b[1].seen_at - a[1].seen_at)
    .slice(0, PROFILE_CAP);
  await chrome.storage.local.set({ profiles: Object.fromEntries(kept) });
}

async function handle(message) {
  switch (message && message.type) {
    case "check": {
      const s = await session();
      return { installed: true, version: SCUBA_CONFIG.version, signedIn: Boolean(s) };
    }
    case "connect":
      if (typeof message.token !== "string" || typeof message.deviceId !== "string") return { ok: false };
      await chrome.storage.local.set({ token: message.token, deviceId: message.deviceId });
      return { ok: true };
    case "disconnect":
      await chrome.storage.local.remove(["token", "deviceId"]);
      return { ok: true };
    case "viewed":
      await remember(message.profile);
      return { ok: true };
    case "pipeline": {
      // The web app's lead sync: what we know of each lead from profiles the member viewed.
      const { profiles = {} } = await chrome.storage.local.get("profiles");
      const leads = Array.isArray(message.leads) ? message.leads.slice(0, 500) : [];
      return { profiles: Object.fromEntries(leads.map((l) => [l.id, profiles[slugOf(l.linkedin_url)] || null])) };
    }
    case "add-lead":
      return callApi("v2/extension/lead", strip(message.profile));
    case "save-network":
      return callApi("v2/extension/profile", strip(message.profile));
    default:
      return { ok: false, message: "Unknown message" };
  }
}

function strip(profile) {
  const { seen_at: _seen, ...rest } = profile || {};
  return rest;
}

chrome.runtime.onMessage.addListener((message, _sender, reply) => {
  handle(message).then(reply, (error) => reply({ ok: false, message: String(error && error.message ? error.message : error) }));
  return true; // the answer comes asynchronously
});
