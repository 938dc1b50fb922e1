// fxmatch report pages in a real headless Chromium (Debian's /usr/bin/chromium
// driven by playwright-core). Run by scripts/ci_report.sh:
//   FXMATCH_BIN=build/cli/fxmatch node --test tests/browser/
// Every page is opened from file:// with all non-file requests aborted and
// counted, so a page that reaches for the network fails.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const bin = process.env.FXMATCH_BIN || path.join(repo, 'build/cli/fxmatch');
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
const zoo = (m, f) => path.join(repo, 'tests/data/zoo', m, f);
const traceDir = path.join(repo, 'tests/data/trace/train_step');
// Offline flags: without them Chromium as root floods a closed network.
export const kFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let browser, tmp;
before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fxmatch-browser-'));
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: kFlags });
});
after(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

// page.waitForFunction evaluates a string, which the page's CSP forbids: poll instead.
async function until(page, fn, arg) {
  for (let t = 0; t < 100; ++t) {
    if (await page.evaluate(fn, arg)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting for ' + fn);
}

function fxmatch(...args) {
  return execFileSync(bin, args, { encoding: 'utf8', cwd: repo });
}

// Opens a page from file://; returns it with the lists of blocked requests and errors.
async function open(file, viewport = { width: 1280, height: 720 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const blocked = [], errors = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 10000 });
  return { page, context, blocked, errors };
}

// Rows the left/right pane currently renders: [{i, name, cls, top, bottom}], plus the pane box.
async function rows(page, side) {
  return page.evaluate((k) => {
    const pane = document.querySelector('#side-' + k + ' .pane');
    const box = pane.getBoundingClientRect();
    const s = window.fxmatchReport.sides[k];
    return {
      pane: { top: box.top, bottom: box.bottom },
      rows: [...pane.querySelectorAll('.row')].map((r) => {
        const b = r.getBoundingClientRect();
        return { i: +r.dataset.i, name: s.g.nodes[+r.dataset.i][0], op: s.g.nodes[+r.dataset.i][2],
          cls: r.className, top: b.top, bottom: b.bottom };
      }),
      total: s.rows.length,
    };
  }, side);
}

test('mlp bwd -> joint report (the README command) opens offline and links a backward constant to its joint counterpart', async () => {
  const out = path.join(tmp, 'r.html');
  fxmatch('report', zoo('mlp', 'bwd.readable.py'), zoo('mlp', 'joint.readable.py'), '-o', out);
  // A short window, so the counterpart must be scrolled to.
  const { page, context, blocked, errors } = await open(out, { width: 1100, height: 300 });
  const data = await page.evaluate(() => window.fxmatchReport.data);
  // The backward constant whose joint counterpart is listed lowest: off screen at first.
  const targetRow = (name) => data.graphs[1].nodes.findIndex((n) => n[0] === name);
  const constants = data.match.nodes.filter((n) => n.pattern.startsWith('_tensor_constant') && n.target);
  assert.ok(constants.length > 0, 'the matcher maps backward constants');
  const pick = constants.reduce((a, b) => (targetRow(b.target) > targetRow(a.target) ? b : a));
  const want = pick.target;

  let right = await rows(page, 1);
  const shown = right.rows.find((r) => r.name === want);
  assert.ok(!shown || shown.top > right.pane.bottom, `${want} starts out of view`);
  const left = await rows(page, 0);
  const row = left.rows.find((r) => r.name === pick.pattern);
  assert.ok(row, pick.pattern + ' is listed on the left');
  await page.click(`#side-0 .row[data-i="${row.i}"] .nm`);

  right = await rows(page, 1);
  const peer = right.rows.filter((r) => r.cls.includes('peer'));
  assert.deepEqual(peer.map((r) => r.name).sort(), [want, ...(pick.alternatives || [])].sort(), 'exactly the counterpart (and alternatives) highlighted');
  const hit = peer.find((r) => r.name === want);
  assert.ok(hit.top >= right.pane.top && hit.bottom <= right.pane.bottom, 'counterpart scrolled into view');
  const links = await page.$$eval('#gutter path', (ps) => ps.length);
  assert.ok(links >= 1, 'a link is drawn');
  assert.deepEqual(await page.evaluate(() => window.fxmatchReport.selected()), { side: 0, name: pick.pattern });
  assert.deepEqual(blocked, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hovering a variable highlights its counterpart and scrolls the other side to it', async () => {
  const out = path.join(tmp, 'hover.html');
  fxmatch('report', zoo('mlp', 'bwd.readable.py'), zoo('mlp', 'joint.readable.py'), '-o', out);
  const { page, context, errors } = await open(out, { width: 1100, height: 300 });
  const data = await page.evaluate(() => window.fxmatchReport.data);
  const targetRow = (name) => data.graphs[1].nodes.findIndex((n) => n[0] === name);
  // The last pattern node with an image low in the target listing.
  const pick = data.match.nodes.filter((n) => n.target && targetRow(n.target) > 20).pop();
  assert.ok(pick, 'a pattern node whose image is below the first screen');
  const i = data.graphs[0].nodes.findIndex((n) => n[0] === pick.pattern);
  await page.evaluate((r) => { const p = document.querySelector('#side-0 .pane'); p.scrollTop = r * 18 - 40; }, i);
  await page.waitForSelector(`#side-0 .row[data-i="${i}"]`);
  await page.hover(`#side-0 .row[data-i="${i}"] .nm`);
  await until(page, (name) => [...document.querySelectorAll('#side-1 .row.peer')].some((r) => {
    const s = window.fxmatchReport.sides[1], b = r.getBoundingClientRect(), box = s.el.getBoundingClientRect();
    return s.g.nodes[+r.dataset.i][0] === name && b.top >= box.top && b.bottom <= box.bottom;
  }), pick.target);
  assert.ok(await page.$$eval('#gutter path', (ps) => ps.length) >= 1, 'a link is drawn');
  const tip = await page.$eval('#tip', (t) => t.textContent);
  assert.ok(tip.includes(pick.how), 'the tooltip says how: ' + tip);
  assert.deepEqual(errors, []);
  await context.close();
});

test('filters by class and op and the name search show exactly the rows they should', async () => {
  const out = path.join(tmp, 'filters.html');
  fxmatch('report', zoo('mlp', 'bwd.readable.py'), zoo('mlp', 'joint.readable.py'), '-o', out);
  const { page, context, errors } = await open(out, { width: 1280, height: 1400 });
  const data = await page.evaluate(() => window.fxmatchReport.data);
  const leaves = data.match.nodes.filter((n) => n.how === 'leaf').map((n) => n.pattern);
  assert.ok(leaves.length > 0);
  await page.check('#summary input[data-cls="leaf"]');
  let left = await rows(page, 0);
  assert.deepEqual(left.rows.map((r) => r.name).sort(), [...leaves].sort());
  assert.ok(left.rows.every((r) => r.cls.includes('k-leaf')));
  await page.uncheck('#summary input[data-cls="leaf"]');

  await page.selectOption('#op-filter', 'aten.mm.default');
  for (const k of [0, 1]) {
    const r = await rows(page, k);
    const nodes = data.graphs[k].nodes.filter((n) => n[2] === 'aten.mm.default').map((n) => n[0]);
    assert.ok(nodes.length > 0);
    assert.deepEqual(r.rows.map((x) => x.name), nodes, 'side ' + k + ' lists exactly its mm nodes');
  }
  await page.selectOption('#op-filter', '');

  await page.fill('#search', 'threshold');
  await until(page, () => document.getElementById('search-count').textContent !== '');
  for (const k of [0, 1]) {
    const r = await rows(page, k);
    const names = data.graphs[k].nodes.map((n) => n[0]).filter((n) => n.includes('threshold'));
    assert.deepEqual(r.rows.map((x) => x.name), names);
  }
  await page.fill('#search', '');
  await until(page, () => document.getElementById('search-count').textContent === '');
  left = await rows(page, 0);
  assert.equal(left.total, data.graphs[0].nodes.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unmatched-only filter on a pair with unmatched nodes, and the screenshot is not blank', async () => {
  const out = path.join(tmp, 'unmatched.html');
  fxmatch('report', zoo('mlp', 'fwd.readable.py'), zoo('mlp', 'aot_joint.readable.py'), '-o', out);
  const { page, context, errors } = await open(out, { width: 1280, height: 900 });
  const data = await page.evaluate(() => window.fxmatchReport.data);
  const unmatched = data.match.nodes.filter((n) => n.how === 'unmatched').map((n) => n.pattern);
  // make_fx's forward has the loss ops AOT's joint graph lacks: 6 are unmatched.
  assert.ok(unmatched.length > 0, 'this pair has unmatched nodes');
  await page.check('#summary input[data-cls="unmatched"]');
  const left = await rows(page, 0);
  assert.deepEqual(left.rows.map((r) => r.name), unmatched);
  assert.ok(left.rows.every((r) => r.cls.includes('k-unmatched')));
  await page.uncheck('#summary input[data-cls="unmatched"]');
  const png = await page.screenshot();
  assert.ok(await inkFraction(page, png) > 0.02, 'screenshot shows content');
  assert.deepEqual(errors, []);
  await context.close();
});

// Fraction of pixels that differ from the page background, decoded by the browser.
async function inkFraction(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let p = 0; p < d.length; p += 4) if (Math.abs(d[p] - 252) + Math.abs(d[p + 1] - 252) + Math.abs(d[p + 2] - 250) > 60) ++ink;
    return ink / (d.length / 4);
  }, png.toString('base64'));
}

test('relate report: saved tensors link to forward values; saved-bytes bars are largest first', async () => {
  const out = path.join(tmp, 'relate.html');
  fxmatch('report', '--forward', zoo('mlp', 'fwd.readable.py'), '--backward', zoo('mlp', 'bwd.readable.py'),
    '--joint', zoo('mlp', 'joint.readable.py'), '-o', out);
  const { page, context, errors, blocked } = await open(out);
  const data = await page.evaluate(() => window.fxmatchReport.data);
  const [b, f] = Object.entries(data.relate.saved)[0];
  await page.evaluate((n) => window.fxmatchReport.select(1, n), b);
  const left = await rows(page, 0);
  const peer = left.rows.filter((r) => r.cls.includes('peer')).map((r) => r.name);
  assert.ok(peer.includes(f), `forward ${f} highlighted for saved ${b}`);

  await page.click('#tabs button[data-tab="saved"]');
  const bars = await page.$$eval('#bar-list .bar .val', (vs) => vs.map((v) => v.textContent));
  assert.ok(bars.length > 0, 'bars drawn');
  // Every saved tensor is in exactly one bar.
  const counted = bars.reduce((a, v) => a + +/\u00d7(\d+)$/.exec(v)[1], 0);
  assert.equal(counted, data.relate.memory.length);
  const widths = await page.$$eval('#bar-list .fill', (fs) => fs.map((x) => parseFloat(x.style.width)));
  for (let i = 1; i < widths.length; ++i) assert.ok(widths[i] <= widths[i - 1], 'largest first');
  assert.ok(await page.$$eval('#op-list .fop', (x) => x.length) > 0, 'per-op table drawn');
  assert.deepEqual(blocked, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('TORCH_TRACE pages: index lists every compiled region and each page opens with both graphs', { skip: !fs.existsSync(traceDir) && 'no trace data' }, async () => {
  const outDir = path.join(tmp, 'trace');
  fxmatch('report', '--trace', traceDir, '-o', outDir);
  const { page, context, errors, blocked } = await open(path.join(outDir, 'index.html'));
  const links = await page.$$eval('a.region', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.length >= 4, 'four compiled regions or more: ' + links.length);
  for (const href of links) {
    await page.goto(pathToFileURL(path.join(outDir, href)).href);
    await page.waitForSelector('body[data-ready="1"]');
    const info = await page.evaluate(() => ({ kind: window.fxmatchReport.data.kind,
      n: window.fxmatchReport.sides.map((s) => s.n), saved: Object.keys((window.fxmatchReport.data.relate || {}).saved || {}).length }));
    assert.equal(info.kind, 'relate', href);
    assert.ok(info.n[0] > 0 && info.n[1] > 0, href + ' lists both graphs');
    assert.ok(info.saved > 0, href + ' has saved tensors');
  }
  assert.deepEqual(blocked, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('docs screenshot of a real zoo report (written when FXMATCH_SCREENSHOT is set)', { skip: !process.env.FXMATCH_SCREENSHOT && 'FXMATCH_SCREENSHOT not set' }, async () => {
  // make_fx's pure backward of the CNN with batch norm against AOTAutograd's
  // joint graph (which carries `# File:` source lines), one saved constant selected.
  const out = path.join(tmp, 'shot.html');
  fxmatch('report', 'tests/data/zoo/cnn_bn/bwd.readable.py', 'tests/data/zoo/cnn_bn/aot_joint.readable.py', '-o', out);
  const { page, context, errors } = await open(out, { width: 1400, height: 760 });
  const name = process.env.FXMATCH_SCREENSHOT_NODE || '_tensor_constant9';
  await page.evaluate((n) => window.fxmatchReport.select(0, n), name);
  await page.hover(`#side-0 .row.sel .nm`);
  await page.mouse.move(0, 0);
  const png = await page.screenshot();
  assert.ok(await inkFraction(page, png) > 0.02);
  assert.deepEqual(errors, []);
  fs.writeFileSync(process.env.FXMATCH_SCREENSHOT, png);
  await context.close();
});
