/* global chrome */
// Runs on the Scuba web app's pages: relays the app's messages (window.postMessage, source
// "scuba-app") to the extension and posts the answers back (source "scuba-extension"). Only
// messages from this very page are taken.
window.addEventListener("message", (event) => {
  if (event.source !== window || !event.data || event.data.source !== "scuba-app") return;
  const { id, message } = event.data;
  chrome.runtime.sendMessage(message, (answer) => {
    window.postMessage({ source: "scuba-extension", id, answer: chrome.runtime.lastError ? null : answer }, window.location.origin);
  });
});
