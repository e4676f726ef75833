/* global chrome */
// Runs on a LinkedIn profile page the member opened: reads only what that page shows (name,
// headline, positions, schools), remembers it for lead sync, and offers 'Add as lead' and 'Save to
// my network'. No other page is fetched, nothing is sent until the member clicks.
(() => {
  const text = (root, selector) => {
    const el = root.querySelector(selector);
    return el ? el.textContent.replace(/\s+/g, " ").trim() : "";
  };

  /** The <li> items of the profile section whose anchor id is `anchor` (LinkedIn: <div id="experience">). */
  function sectionItems(anchor) {
    const mark = document.getElementById(anchor);
    const section = mark && mark.closest("section");
    return section ? [...section.querySelectorAll("li.artdeco-list__item")] : [];
  }

  function readProfile() {
    const slug = (location.pathname.match(/^\/in\/([^/]+)/) || [])[1];
    if (!slug) return null;
    const positions = sectionItems("experience")
      .map((li) => ({
        title: text(li, ".t-bold span[aria-hidden='true']"),
        company: text(li, ".t-14.t-normal:not(.t-black--light) span[aria-hidden='true']").split("·")[0].trim(),
        dates: text(li, ".t-14.t-normal.t-black--light span[aria-hidden='true']"),
      }))
      .filter((p) => p.title || p.company)
      .slice(0, 50);
    const educations = sectionItems("education")
      .map((li) => ({
        school: text(li, ".t-bold span[aria-hidden='true']"),
        degree: text(li, ".t-14.t-normal:not(.t-black--light) span[aria-hidden='true']"),
        dates: text(li, ".t-14.t-normal.t-black--light span[aria-hidden='true']"),
      }))
      .filter((e) => e.school)
      .slice(0, 20);
    return {
      linkedin_url: `https://www.linkedin.com/in/${slug}/`,
      name: text(document, "main h1").slice(0, 200),
      headline: text(document, "main .text-body-medium").slice(0, 500),
      positions,
      educations,
    };
  }

  function send(message) {
    return new Promise((resolve) => chrome.runtime.sendMessage(message, (answer) => resolve(chrome.runtime.lastError ? null : answer)));
  }

  function panel() {
    const box = document.createElement("div");
    box.className = "scuba-ext-panel";
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", "Scuba");
    box.innerHTML = '<p class="scuba-ext-title">Scuba</p><div class="scuba-ext-actions"><button type="button" data-act="add-lead">Add as lead</button><button type="button" data-act="save-network">Save to my network</button></div><p class="scuba-ext-status" role="status"></p>';
    const status = box.querySelector(".scuba-ext-status");
    box.addEventListener("click", async (event) => {
      const button = event.target.closest("button[data-act]");
      if (!button) return;
      const profile = readProfile();
      if (!profile) return;
      button.disabled = true;
      status.textContent = "Sending…";
      await send({ type: "viewed", profile });
      const answer = await send({ type: button.dataset.act, profile });
      status.textContent = answer ? answer.message : "The extension could not reach Scuba.";
      button.disabled = false;
    });
    document.body.appendChild(box);
  }

  const profile = readProfile();
  if (!profile) return;
  void send({ type: "viewed", profile });
  panel();
})();
