/* global chrome */
// The toolbar popup: whether the extension is connected to Scuba, and signing it out.
const state = document.getElementById("state");
const signout = document.getElementById("signout");

function show() {
  chrome.runtime.sendMessage({ type: "check" }, (answer) => {
    const connected = Boolean(answer && answer.signedIn);
    state.textContent = connected
      ? "Connected. Open a LinkedIn profile to add it as a lead or save it to your network."
      : "Not connected. In Scuba, open the account menu and choose 'Browser extension'.";
    signout.hidden = !connected;
  });
}

signout.addEventListener("click", () => chrome.runtime.sendMessage({ type: "disconnect" }, show));
show();
