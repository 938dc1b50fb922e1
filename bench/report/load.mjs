// Report page load and response times in headless Chromium (issue 15), a
// generated 20,000-node target against the 39-node mlp zoo page measured in
// the same run, and the virtualised listing against rendering every row.
//   node bench/report/load.mjs [--build-dir build] [--nodes 20000] [--repeat 3] [--readme]
// --readme rewrites the README's block between <!-- bench:report:begin --> and
// <!-- bench:report:end --> with the table and ratio line printed here.
// Needs tests/browser's node deps (scripts/ci_report.sh installs them) and
// /usr/bin/chromium. Times are taken inside the page with performance.now()
// (navigation start = 0), medians over --repeat fresh page loads.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const { chromium } = createRequire(path.join(repo, 'tests/browser/package.json'))('playwright-core');
const arg = (name, dflt) => { const i = process.argv.indexOf('--' + name); return i > 0 ? process.argv[i + 1] : dflt; };
const build = arg('build-dir', 'build'), nodes = +arg('nodes', 20000), repeat = +arg('repeat', 3);
const bin = path.join(repo, build, 'cli/fxmatch');
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fxmatch-report-bench-'));
execFileSync('python3', [path.join(here, 'gen_graph.py'), '--nodes', String(nodes), '--out', tmp], { stdio: 'inherit' });
function makePage(name, pattern, target) {
  const out = path.join(tmp, name + '.html');
  const t0 = performance.now();
  execFileSync(bin, ['report', pattern, target, '-o', out]);
  return { name, out, cli_ms: performance.now() - t0, bytes: fs.statSync(out).size };
}
const pages = [
  makePage('mlp', path.join(repo, 'tests/data/zoo/mlp/bwd.readable.py'), path.join(repo, 'tests/data/zoo/mlp/joint.readable.py')),
  makePage('generated', path.join(tmp, 'pattern.py'), path.join(tmp, 'target.py')),
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: flags });
const results = [];
for (const p of pages) {
  const runs = [];
  for (let r = 0; r < repeat; ++r) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(pathToFileURL(p.out).href);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 60000 });
    runs.push(await page.evaluate(async () => {
      const R = window.fxmatchReport;
      const frame = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
      await frame();
      const loaded = performance.now();  // first frame after the script ran
      const timed = async (fn) => { const t = performance.now(); fn(); document.body.offsetHeight; await frame(); return performance.now() - t; };
      const nodes = R.sides[0].g.nodes;
      const clicks = [];
      for (let k = 1; k <= 20; ++k) {
        const name = nodes[Math.floor((k * nodes.length) / 21)][0];
        clicks.push(await timed(() => R.select(0, name)));
      }
      const search = document.getElementById('search');
      const searchMs = await timed(() => {
        search.value = 'add_1';
        search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      });
      const clearMs = await timed(() => { search.value = ''; search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' })); });
      const box = document.querySelector('#summary input[data-cls]');
      const filterMs = await timed(() => box.click());
      await timed(() => box.click());
      const pane = R.sides[1].el;
      const scrollMs = await timed(() => { pane.scrollTop = pane.scrollHeight / 2; pane.dispatchEvent(new Event('scroll')); });
      const fullMs = R.renderAllForBench(1);
      return { ready: R.readyAt, loaded, clicks, searchMs, clearMs, filterMs, scrollMs, fullMs,
        rows: R.sides.map((s) => s.n) };
    }));
    await context.close();
  }
  const clicks = runs.flatMap((r) => r.clicks);
  results.push({ name: p.name, rows: runs[0].rows, bytes: p.bytes, cli_ms: p.cli_ms,
    load_ms: median(runs.map((r) => r.loaded)), click_median_ms: median(clicks), click_max_ms: Math.max(...clicks),
    search_ms: median(runs.map((r) => r.searchMs)), clear_ms: median(runs.map((r) => r.clearMs)),
    filter_ms: median(runs.map((r) => r.filterMs)), scroll_ms: median(runs.map((r) => r.scrollMs)),
    full_render_ms: median(runs.map((r) => r.fullMs)) });
}
await browser.close();
fs.rmSync(tmp, { recursive: true, force: true });

const f = (x) => x.toFixed(0);
const lines = ['| page | rows (pattern + target) | page MiB | fxmatch report ms | load ms | click ms (median / max) | search ms | filter ms | scroll ms | all rows at once ms |',
  '|---|---|---|---|---|---|---|---|---|---|'];
for (const r of results)
  lines.push(`| ${r.name} | ${r.rows[0]} + ${r.rows[1]} | ${(r.bytes / 2 ** 20).toFixed(2)} | ${f(r.cli_ms)} | ${f(r.load_ms)} | ${f(r.click_median_ms)} / ${f(r.click_max_ms)} | ${f(r.search_ms)} | ${f(r.filter_ms)} | ${f(r.scroll_ms)} | ${f(r.full_render_ms)} |`);
const [small, big] = results;
const ratio = `ratio generated/mlp: load ${(big.load_ms / small.load_ms).toFixed(1)}x, click ${(big.click_median_ms / small.click_median_ms).toFixed(1)}x; ` +
  `virtualised target listing vs all ${big.rows[1]} rows rendered at once: ${(big.full_render_ms / big.scroll_ms).toFixed(0)}x`;
console.log(lines.join('\n'));
console.log(ratio);
const worst = Math.max(big.load_ms, big.click_max_ms, big.search_ms, big.clear_ms, big.filter_ms, big.scroll_ms);
console.log(`${nodes}-node target: slowest of load/response ${f(worst)} ms (${worst < 2000 ? 'under' : 'OVER'} the 2 s target)`);
if (process.argv.includes('--readme')) {
  const readme = path.join(repo, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const b = '<!-- bench:report:begin -->', e = '<!-- bench:report:end -->';
  const i = text.indexOf(b), j = text.indexOf(e);
  if (i < 0 || j < i) throw new Error('README has no bench:report block');
  fs.writeFileSync(readme, text.slice(0, i + b.length) + '\n' + lines.join('\n') + '\n\n' + ratio + '\n' + text.slice(j));
  console.log('README.md bench:report block rewritten');
}
