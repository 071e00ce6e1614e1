// Firefox for tests/web/test_engines.py: Debian's firefox-esr, headless, driven by puppeteer-core over
// WebDriver BiDi (no geckodriver, no browser download). One JSON command per stdin line, one JSON
// answer per stdout line:
//   {"cmd": "goto", "url": ...}   {"cmd": "reload"}   {"cmd": "page", "command": ..., "arg": ...}
//   {"cmd": "log"} -> {"errors": [...], "offsite": [...]}   {"cmd": "close"}
// "page" evaluates tests/web/engines/page.js in the page. Every request to a host other than
// 127.0.0.1 / localhost goes to the proxy given on the command line (the test records it).
//   node firefox.mjs FIREFOX PROXY_PORT
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [firefox, proxyPort] = process.argv.slice(2);
const pageJs = readFileSync(new URL("./page.js", import.meta.url), "utf8")
  .split("\n").filter((l) => !l.startsWith("//")).join("\n").trim();
const LOCAL = new Set(["127.0.0.1", "localhost"]);
const errors = [];
const offsite = [];
const send = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: firefox,
  headless: true,
  // A release build ignores services.settings.server (below) unless this is set: without it Firefox
  // polls its remote-settings server, a request off 127.0.0.1 that is not the page's.
  env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" },
  extraPrefsFirefox: {
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": Number(proxyPort),
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": Number(proxyPort),
    "network.proxy.no_proxies_on": "",
    "network.proxy.allow_hijacking_localhost": false,
    // Firefox's own background traffic, off from the first moment (the remote agent switches most of
    // it off too, but only once it runs, after the first requests have left).
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "app.normandy.api_url": "",
    "browser.region.network.url": "",
    "dom.push.connection.enabled": false,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    "browser.safebrowsing.downloads.enabled": false,
    "browser.safebrowsing.blockedURIs.enabled": false,
    "security.remote_settings.intermediates.enabled": false,
    "extensions.update.enabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
  },
});
const page = (await browser.pages())[0] || await browser.newPage();
page.setDefaultTimeout(60_000);
page.on("console", (msg) => { if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`); });
page.on("pageerror", (err) => errors.push(`page error: ${err && err.message ? err.message : err}`));
page.on("request", (req) => {
  const url = new URL(req.url());
  if (!["data:", "blob:", "about:"].includes(url.protocol) && !LOCAL.has(url.hostname)) offsite.push(req.url());
});

async function run(msg) {
  switch (msg.cmd) {
    case "goto":
      await page.goto(msg.url, { waitUntil: "load" });
      return { ok: true };
    case "reload":
      await page.reload({ waitUntil: "load" });
      return { ok: true };
    case "page":
      return await page.evaluate(`(${pageJs})(${JSON.stringify(msg.command)}, ${JSON.stringify(msg.arg || {})})`);
    case "log":
      return { errors, offsite };
    case "close":
      await browser.close();
      return { ok: true };
    default:
      return { error: `unknown cmd ${msg.cmd}` };
  }
}

send({ ok: true, version: await browser.version() });
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const msg = JSON.parse(line);
  try {
    send(await run(msg));
  } catch (e) {
    send({ error: String(e && e.stack ? e.stack : e) });
  }
  if (msg.cmd === "close") break;
}
await browser.close().catch(() => {});
process.exit(0);
