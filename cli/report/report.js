// fxmatch report page: two FX graph listings side by side, every variable
// linked to its counterpart (match: pattern -> target image; relate: backward
// saved tensors / gradient ops -> forward values), coloured by `how`.
//
// Design note. The page data is the CLI's own JSON (match_to_json or
// relate_to_json, under D.match / D.relate) plus one listing per graph
// (D.graphs[i].nodes: [name, kind, target, type, args, source index, line]).
// Listings are virtualised: each pane holds a spacer as tall as all its
// visible rows and renders only the rows in view, so a 20,000-node graph
// costs as much as a 60-row one after the first JSON.parse. Links are kept as
// per-node arrays of [other side, node index, kind]; the gutter SVG draws the
// links of the selected (or hovered) node whose ends are on screen.
'use strict';
(function () {
  const D = JSON.parse(document.getElementById('fxmatch-data').textContent);
  const $ = (id) => document.getElementById(id);
  const ROW = 18;
  const KIND = { p: 'placeholder', g: 'get_attr', f: 'call_function', m: 'call_module', c: 'call_method', o: 'output' };
  const COLORS = {
    exact: 'exact', leaf: 'leaf', transparent: 'transparent', partial: 'partial', unmatched: 'unmatched',
    boundary: 'boundary', none: 'none', saved: 'saved', grad_of: 'grad_of', grad: 'grad', seed: 'seed',
    accumulate: 'accumulate', unrelated: 'unrelated', output: 'output',
  };
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

  // ---- model -------------------------------------------------------------
  const sides = D.graphs.map((g, k) => {
    const byName = new Map();
    g.nodes.forEach((n, i) => byName.set(n[0], i));
    return {
      k, g, byName, n: g.nodes.length,
      cls: new Array(g.nodes.length).fill('none'),
      tip: new Array(g.nodes.length).fill(''),
      links: new Array(g.nodes.length).fill(null),
      rows: [], pinned: new Set(), first: -1, last: -1,
      el: document.querySelector('#side-' + k + ' .pane'),
    };
  });
  const other = (k) => (k === 0 ? 1 : 0);
  function link(a, i, b, j, kind) {
    if (i === undefined || j === undefined || !sides[b]) return;
    (sides[a].links[i] ||= []).push([b, j, kind]);
    (sides[b].links[j] ||= []).push([a, i, kind]);
  }
  function setCls(s, i, c, why) {
    if (i === undefined) return;
    s.cls[i] = c;
    if (why) s.tip[i] = s.tip[i] ? s.tip[i] + '\n' + why : why;
  }
  const idx = (s, name) => (name === null || name === undefined ? undefined : s.byName.get(name));

  function buildMatch(M) {
    const [P, T] = sides;
    const imageOf = new Map();
    for (const m of M.nodes) {
      const i = idx(P, m.pattern), t = idx(T, m.target);
      setCls(P, i, COLORS[m.how] ? m.how : 'none', m.how + (m.target ? ' \u2192 ' + m.target : '') + (m.reason ? '\n' + m.reason : ''));
      if (t !== undefined) {
        link(0, i, 1, t, m.how);
        if (!imageOf.has(t)) imageOf.set(t, []);
        imageOf.get(t).push(m);
      }
      for (const a of m.alternatives || []) link(0, i, 1, idx(T, a), 'alt');
    }
    for (let t = 0; t < T.n; ++t) {
      const ms = imageOf.get(t);
      if (ms) {
        const best = ms.map((m) => m.how).sort((a, b) => rank(a) - rank(b))[0];
        setCls(T, t, best, 'image of ' + ms.map((m) => m.pattern).join(', '));
      } else if (T.g.nodes[t][1] !== 'o') setCls(T, t, 'none', 'no pattern variable maps here');
    }
    markOutputs();
  }
  const rank = (h) => ['exact', 'leaf', 'transparent', 'partial', 'boundary', 'unmatched'].indexOf(h);

  function buildRelate(R) {
    const [F, B] = sides;
    const alts = R.saved_alternatives || {};
    for (const [b, f] of Object.entries(R.saved || {})) {
      const how = (R.saved_how || {})[b];
      link(1, idx(B, b), 0, idx(F, f), 'saved');
      for (const a of alts[b] || []) link(1, idx(B, b), 0, idx(F, a), 'alt');
      setCls(B, idx(B, b), 'saved', 'saved: holds forward ' + f + (how ? ' (' + how + ')' : ''));
      setCls(F, idx(F, f), 'saved', 'saved for backward as ' + b);
    }
    for (const [b, f] of Object.entries(R.grad_of || {})) {
      const how = (R.grad_of_how || {})[b];
      link(1, idx(B, b), 0, idx(F, f), 'grad_of');
      setCls(B, idx(B, b), 'grad_of', 'differentiates forward ' + f + (how ? ' (' + how + ')' : ''));
      const fi = idx(F, f);
      if (fi !== undefined && F.cls[fi] === 'none') setCls(F, fi, 'grad_of', null);
    }
    for (const [f, b] of Object.entries(R.grads || {})) {
      const how = (R.grads_how || {})[f];
      link(0, idx(F, f), 1, idx(B, b), 'grad');
      setCls(F, idx(F, f), 'grad', 'its gradient is backward ' + b + (how ? ' (' + how + ')' : ''));
      setCls(B, idx(B, b), 'grad', 'gradient of forward ' + f);
    }
    for (const [b, f] of Object.entries(R.seed || {})) {
      link(1, idx(B, b), 0, idx(F, f), 'seed');
      setCls(B, idx(B, b), 'seed', 'seed: d loss ' + f);
    }
    for (const [b, f] of Object.entries(R.accumulate || {})) {
      if (f !== null) link(1, idx(B, b), 0, idx(F, f), 'accumulate');
      setCls(B, idx(B, b), 'accumulate', 'sums gradients of ' + (f || '?'));
    }
    for (const [b, fs] of Object.entries(R.grad_of_alternatives || {}))
      if (Array.isArray(fs)) for (const f of fs) link(1, idx(B, b), 0, idx(F, f), 'alt');
    // [{node, reason, (backward)}] or {name: reason}; a name is a backward
    // node's unless the entry says otherwise or only the forward has it.
    const un = Array.isArray(R.unrelated) ? R.unrelated
      : Object.entries(R.unrelated || {}).map(([node, reason]) => ({ node, reason }));
    for (const u of un) {
      const fwd = u.backward === false || u.side === 'forward' || idx(B, u.node) === undefined;
      const s = fwd ? F : B;
      setCls(s, idx(s, u.node), 'unrelated', 'unrelated: ' + (typeof u.reason === 'string' ? u.reason : JSON.stringify(u.reason)));
    }
    for (const s of sides)
      s.g.nodes.forEach((n, i) => { if (s.cls[i] === 'none' && n[1] !== 'o') s.tip[i] ||= 'no relation found'; });
    markOutputs();
  }
  function markOutputs() {
    for (const s of sides) s.g.nodes.forEach((n, i) => { if (n[1] === 'o') s.cls[i] = 'output'; });
  }

  // ---- listing rows --------------------------------------------------------
  function tokens(args) {
    return esc(args).replace(/%([A-Za-z_][A-Za-z0-9_]*)|('(?:[^'\\]|\\.)*')|(\b-?\d+(?:\.\d+)?(?:e-?\d+)?\b)/g,
      (m, ref, str, num) => ref ? '<span class="ref" data-ref="' + ref + '">' + ref + '</span>'
        : str ? '<span class="str">' + str + '</span>' : '<span class="num">' + num + '</span>');
  }
  function rowHtml(s, i) {
    const [name, kind, target, type, args, src, line] = s.g.nodes[i];
    const ty = type ? ': <span class="ty">' + esc(type) + '</span>' : '';
    let code;
    if (kind === 'o') code = '<span class="op">return</span> ' + tokens(args);
    else if (kind === 'p') code = '<span class="nm">' + esc(name) + '</span>' + ty + ' = <span class="op">input</span>';
    else if (kind === 'g') code = '<span class="nm">' + esc(name) + '</span>' + ty + ' = <span class="op">self.' + esc(target) + '</span>';
    else code = '<span class="nm">' + esc(name) + '</span>' + ty + ' = <span class="op">' + esc(target) + '</span>' + tokens(args);
    const where = src >= 0 ? '  <span class="src"># ' + esc(shortSource(s.g.sources[src])) + '</span>' : '';
    let c = 'row k-' + s.cls[i];
    if (sel && sel.k === s.k && sel.i === i) c += ' sel';
    if (peers.has(s.k + ':' + i)) c += ' peer';
    if (query && name.toLowerCase().includes(query)) c += ' hit';
    return '<div class="' + c + '" data-i="' + i + '"><span class="ln">' + (line || '') + '</span>' + code + where + '</div>';
  }
  function shortSource(t) {
    // "/a/b/train.py:15 in forward, code: h = self.enc(x)" -> "train.py:15 h = self.enc(x)"
    const m = /^(.*?)([^/\\]+):(\d+)(?: in [^,]*)?(?:, code: (.*))?$/.exec(t);
    return m ? m[2] + ':' + m[3] + (m[4] ? '  ' + m[4] : '') : t;
  }

  function render(s, force) {
    const el = s.el, top = el.scrollTop, h = el.clientHeight;
    const first = Math.max(0, Math.floor(top / ROW) - 10), last = Math.min(s.rows.length, Math.ceil((top + h) / ROW) + 10);
    if (!force && first === s.first && last === s.last) return;
    s.first = first; s.last = last;
    let html = '';
    for (let r = first; r < last; ++r) html += rowHtml(s, s.rows[r]);
    const box = el.querySelector('.rows');
    box.style.top = first * ROW + 'px';
    box.innerHTML = html;
  }
  function relayout(s) {
    s.el.querySelector('.spacer').style.height = s.rows.length * ROW + 'px';
    s.pos = new Int32Array(s.n).fill(-1);
    s.rows.forEach((i, r) => { s.pos[i] = r; });
    render(s, true);
  }

  // ---- filters and search ---------------------------------------------------
  let query = '', opFilter = '';
  const classOn = new Set();
  function visible(s, i) {
    const n = s.g.nodes[i];
    if (classOn.size && !classOn.has(s.cls[i])) return false;
    if (opFilter && n[2] !== opFilter) return false;
    if (query && !n[0].toLowerCase().includes(query)) return false;
    return true;
  }
  function refilter() {
    let hits = 0;
    for (const s of sides) {
      const rows = [];
      for (let i = 0; i < s.n; ++i) if (visible(s, i) || s.pinned.has(i)) rows.push(i);
      s.rows = rows;
      if (query) for (let i = 0; i < s.n; ++i) if (s.g.nodes[i][0].toLowerCase().includes(query)) ++hits;
      relayout(s);
    }
    $('search-count').textContent = query ? hits + ' name' + (hits === 1 ? '' : 's') + ' found' : '';
    drawLinks();
  }

  // ---- selection, links, scrolling --------------------------------------------
  let sel = null, hover = null;
  let peers = new Set();
  function select(k, i, opts) {
    const s = sides[k];
    sel = { k, i };
    peers = new Set();
    for (const x of sides) x.pinned.clear();
    for (const [b, j] of s.links[i] || []) { peers.add(b + ':' + j); sides[b].pinned.add(j); }
    s.pinned.add(i);
    const missing = [...s.pinned].some((j) => s.pos[j] < 0) || [...(s.links[i] || [])].some(([b, j]) => sides[b].pos[j] < 0);
    if (missing) refilter();
    else for (const x of sides) render(x, true);
    if (!opts || opts.scrollSelf) scrollTo(s, i, true);
    const first = (s.links[i] || []).find((l) => l[2] !== 'alt') || (s.links[i] || [])[0];
    if (first) scrollTo(sides[first[0]], first[1], false);
    drawLinks();
    if (!opts || !opts.noHash) history.replaceState(null, '', '#' + k + ':' + encodeURIComponent(s.g.nodes[i][0]));
  }
  function scrollTo(s, i, onlyIfHidden) {
    const r = s.pos[i];
    if (r < 0) return;
    const el = s.el, y = r * ROW;
    if (onlyIfHidden && y >= el.scrollTop && y + ROW <= el.scrollTop + el.clientHeight) return;
    el.scrollTop = Math.max(0, y - el.clientHeight / 2 + ROW / 2);
    s.autoAt = performance.now();
    render(s);
  }
  function rowY(s, i) {
    const r = s.pos[i];
    if (r < 0) return null;
    const y = r * ROW - s.el.scrollTop + ROW / 2;
    return y < 0 || y > s.el.clientHeight ? null : y + s.el.offsetTop;
  }
  function drawLinks() {
    const svg = $('gutter');
    const focus = hover || sel;
    let html = '';
    if (focus && sides.length === 2) {
      const s = sides[focus.k];
      const w = svg.clientWidth;
      const base = svg.getBoundingClientRect().top;
      for (const [b, j, kind] of s.links[focus.i] || []) {
        const ys = rowY(s, focus.i), yo = rowY(sides[b], j);
        if (ys === null || yo === null) continue;
        const off = s.el.getBoundingClientRect().top - base - s.el.offsetTop;
        const y0 = (focus.k === 0 ? ys : yo) + off, y1 = (focus.k === 0 ? yo : ys) + off;
        const color = 'var(--' + (COLORS[kind] || 'leaf') + ')';
        html += '<path class="' + (kind === 'alt' ? 'alt' : '') + '" stroke="' + color + '" d="M0,' + y0 + ' C' + w / 2 + ',' + y0 + ' ' + w / 2 + ',' + y1 + ' ' + w + ',' + y1 + '"/>';
      }
    }
    svg.innerHTML = html;
  }

  function wirePane(s) {
    let raf = 0;
    s.el.addEventListener('scroll', () => {
      if (raf) return;
      raf = requestAnimationFrame(() => { raf = 0; render(s); drawLinks(); });
    });
    s.el.addEventListener('click', (e) => {
      const ref = e.target.closest('.ref');
      if (ref) {
        const j = s.byName.get(ref.dataset.ref);
        if (j !== undefined) { select(s.k, j, { scrollSelf: true }); return; }
      }
      const row = e.target.closest('.row');
      if (row) select(s.k, +row.dataset.i, { scrollSelf: false });
    });
    let timer = 0;
    s.el.addEventListener('mouseover', (e) => {
      const row = e.target.closest('.row');
      if (!row) return;
      const i = +row.dataset.i;
      showTip(s, i, e);
      if (hover && hover.k === s.k && hover.i === i) return;
      hover = { k: s.k, i };
      peers = new Set((s.links[i] || []).map(([b, j]) => b + ':' + j));
      for (const x of sides) markPeers(x);
      drawLinks();
      clearTimeout(timer);
      // Hovering scrolls the other side to the counterpart, unless this pane is
      // itself being scrolled by the page (rows moving under a still mouse).
      timer = setTimeout(() => {
        if (performance.now() - (s.autoAt ?? -Infinity) < 400) return;
        const l = (s.links[i] || []).find((x) => x[2] !== 'alt');
        if (l && sides[l[0]].pos[l[1]] >= 0) { scrollTo(sides[l[0]], l[1], true); drawLinks(); }
      }, 120);
    });
    s.el.addEventListener('mouseleave', () => {
      hover = null;
      $('tip').hidden = true;
      peers = new Set();
      if (sel) for (const [b, j] of sides[sel.k].links[sel.i] || []) peers.add(b + ':' + j);
      for (const x of sides) markPeers(x);
      drawLinks();
    });
  }
  function markPeers(s) {
    for (const row of s.el.querySelectorAll('.row'))
      row.classList.toggle('peer', peers.has(s.k + ':' + row.dataset.i));
  }
  function showTip(s, i, e) {
    const t = $('tip'), n = s.g.nodes[i];
    const src = n[5] >= 0 ? '\n# ' + s.g.sources[n[5]] : '';
    t.textContent = n[0] + ' (' + KIND[n[1]] + (n[2] ? ' ' + n[2] : '') + ')\n' + (s.tip[i] || '') + src;
    t.hidden = false;
    t.style.left = Math.min(e.clientX + 14, innerWidth - 570) + 'px';
    t.style.top = Math.min(e.clientY + 14, innerHeight - 80) + 'px';
  }

  // ---- header ------------------------------------------------------------------
  function fmtBytes(b) {
    if (b === null || b === undefined) return '?';
    if (b >= 1 << 30) return (b / (1 << 30)).toFixed(2) + ' GiB';
    if (b >= 1 << 20) return (b / (1 << 20)).toFixed(2) + ' MiB';
    if (b >= 1024) return (b / 1024).toFixed(1) + ' KiB';
    return b + ' B';
  }
  function chip(name, count) {
    return '<label class="chip" title="show only ' + name + '"><input type="checkbox" data-cls="' + name + '">' +
      '<span class="sw" style="background:var(--' + name + ')"></span>' + name + ' <b>' + count + '</b></label>';
  }
  function header() {
    $('title').textContent = D.title || 'fxmatch report';
    if (D.nav) $('nav').innerHTML = D.nav.map((l) => '<a href="' + esc(l.href) + '">' + esc(l.text) + '</a>').join('');
    const counts = {};
    const countSide = D.kind === 'match' ? [sides[0]] : sides;
    for (const s of countSide) s.cls.forEach((c) => { if (c !== 'output') counts[c] = (counts[c] || 0) + 1; });
    let h = Object.keys(counts).sort((a, b) => counts[b] - counts[a]).map((c) => chip(c, counts[c])).join('');
    if (D.kind === 'match') {
      const st = D.match.stats;
      const pct = st.pattern_nodes ? (100 * st.matched / st.pattern_nodes).toFixed(1) : '100.0';
      h += '<span class="stat">matched <b>' + st.matched + '/' + st.pattern_nodes + '</b> (' + pct + '%)</span>' +
        '<span class="stat">target nodes <b>' + st.target_nodes + '</b></span>' +
        '<span class="stat ' + (st.complete ? '' : 'bad') + '">complete <b>' + st.complete + '</b></span>' +
        '<span class="stat">steps <b>' + st.steps + '</b></span>' +
        '<span class="stat">parse <b>' + st.parse_ms.toFixed(1) + '</b> ms, match <b>' + st.match_ms.toFixed(1) + '</b> ms</span>';
    } else if (D.kind === 'relate') {
      const R = D.relate;
      const total = (R.memory || []).reduce((a, m) => a + (m.bytes || 0), 0);
      const unknown = (R.memory || []).filter((m) => m.bytes === null).length;
      h += '<span class="stat">saved <b>' + Object.keys(R.saved || {}).length + '</b> (' + fmtBytes(total) +
        (unknown ? ' + ' + unknown + ' symbolic' : '') + ')</span>' +
        '<span class="stat">backward ops related <b>' + Object.keys(R.grad_of || {}).length + '</b></span>' +
        '<span class="stat">gradients <b>' + Object.keys(R.grads || {}).length + '</b></span>' +
        '<span class="stat">joint used <b>' + !!R.used_joint + '</b></span>' +
        (D.relate_ms !== undefined ? '<span class="stat">relate <b>' + D.relate_ms.toFixed(1) + '</b> ms</span>' : '');
    }
    $('summary').innerHTML = h;
    for (const box of document.querySelectorAll('#summary input[data-cls]'))
      box.addEventListener('change', () => {
        box.checked ? classOn.add(box.dataset.cls) : classOn.delete(box.dataset.cls);
        refilter();
      });
    const ops = new Map();
    for (const s of sides) for (const n of s.g.nodes) if (n[1] === 'f' || n[1] === 'm' || n[1] === 'c') ops.set(n[2], (ops.get(n[2]) || 0) + 1);
    $('op-filter').innerHTML += [...ops.keys()].sort().map((o) => '<option value="' + esc(o) + '">' + esc(o) + ' (' + ops.get(o) + ')</option>').join('');
    sides.forEach((s) => {
      document.querySelector('#side-' + s.k + ' .side-head').innerHTML =
        esc(s.g.role) + ' <span class="file">' + esc(s.g.title ? s.g.title + ' \u2014 ' : '') + esc(s.g.file) + ' (' + s.n + ' nodes)</span>';
    });
  }

  // ---- relate: saved tensors view ------------------------------------------------
  function savedView() {
    const R = D.relate, F = sides[0], B = sides[1];
    const mem = R.memory || [];
    const group = $('bar-group').value;
    const key = (m) => {
      const i = idx(F, m.forward);
      if (group === 'op') return i === undefined ? m.forward : F.g.nodes[i][2] || KIND[F.g.nodes[i][1]];
      // The model's source line (`# File:`) when the dump has one, else where
      // the node is in the dump (graph inputs have no model line).
      const file = i !== undefined && F.g.nodes[i][5] >= 0 ? F.g.sources[F.g.nodes[i][5]] : '';
      if (group === 'file') return file ? (/^(.*?):\d+/.exec(file) || [0, file])[1] : '(graph inputs)';
      return file ? shortSource(file) : '(graph input) ' + (m.source || '');
    };
    const sums = new Map();
    for (const m of mem) {
      const k = key(m);
      const e = sums.get(k) || { bytes: 0, n: 0, unknown: 0, names: [] };
      e.bytes += m.bytes || 0; e.n++; e.names.push(m.forward);
      if (m.bytes === null || m.bytes === undefined) e.unknown++;
      sums.set(k, e);
    }
    const bars = [...sums.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
    const max = bars.length ? Math.max(1, bars[0][1].bytes) : 1;
    $('bar-list').innerHTML = bars.map(([k, e]) => '<div class="bar" title="' + esc(e.names.join(', ')) + '"><span class="lbl">' + esc(k) +
      '</span><span class="val" title="' + e.n + ' tensors' + (e.unknown ? ', ' + e.unknown + ' of symbolic size' : '') + '">' + fmtBytes(e.bytes) + (e.unknown ? '+' + e.unknown + '?' : '') + ' \u00d7' + e.n + '</span><div class="track"><div class="fill" style="width:' +
      (100 * e.bytes / max).toFixed(1) + '%"></div></div></div>').join('') || '<p>No saved tensors.</p>';
    // Per forward op: its backward ops (grad_of) and the saved tensors they read.
    const bwdOps = new Map();
    for (const [b, f] of Object.entries(R.grad_of || {})) { if (!bwdOps.has(f)) bwdOps.set(f, []); bwdOps.get(f).push(b); }
    const memBy = new Map();
    for (const m of mem) for (const u of m.backward_uses || []) {
      const f = (R.grad_of || {})[u];
      if (f === undefined) continue;
      if (!memBy.has(f)) memBy.set(f, new Set());
      memBy.get(f).add(m);
    }
    const order = [...bwdOps.keys()].sort((a, b) => (idx(F, b) ?? 0) - (idx(F, a) ?? 0));
    const srcOf = (m) => {
      const i = idx(F, m.forward);
      return i !== undefined && F.g.nodes[i][5] >= 0 ? shortSource(F.g.sources[F.g.nodes[i][5]]) : m.source || '';
    };
    const jump = (k, n) => '<a class="jump" data-k="' + k + '" data-n="' + esc(n) + '">' + esc(n) + '</a>';
    $('op-list').innerHTML = order.map((f) => {
      const i = idx(F, f), node = i === undefined ? null : F.g.nodes[i];
      const saved = [...(memBy.get(f) || [])];
      return '<div class="fop"><h3>' + jump(0, f) + ' = ' + esc(node ? node[2] : '?') +
        (node && node[5] >= 0 ? ' <span class="src"># ' + esc(shortSource(F.g.sources[node[5]])) + '</span>' : '') + '</h3>' +
        (saved.length ? '<table><tr><th>saved</th><th>dtype</th><th>shape</th><th class="r">bytes</th><th>source</th></tr>' +
          saved.map((m) => '<tr><td>' + jump(0, m.forward) + '</td><td>' + esc(m.dtype || '?') + '</td><td>[' + esc((m.shape || []).join(', ')) +
            ']</td><td class="r">' + fmtBytes(m.bytes) + '</td><td>' + esc(srcOf(m)) + '</td></tr>').join('') + '</table>' : '') +
        '<div>backward: ' + bwdOps.get(f).map((b) => jump(1, b)).join(' ') + '</div></div>';
    }).join('') || '<p>No backward op was related to a forward op.</p>';
    // Saved tensors no related backward op reads (the relation is unknown there).
    const placed = new Set([...memBy.values()].flatMap((x) => [...x]));
    const rest = mem.filter((m) => !placed.has(m));
    if (rest.length)
      $('op-list').innerHTML += '<div class="fop"><h3>saved, read by backward ops not related to a forward op</h3><table>' +
        rest.map((m) => '<tr><td>' + jump(0, m.forward) + '</td><td>' + esc(m.dtype || '?') + '</td><td>[' + esc((m.shape || []).join(', ')) +
          ']</td><td class="r">' + fmtBytes(m.bytes) + '</td><td>' + (m.backward_uses || []).map((b) => jump(1, b)).join(' ') + '</td></tr>').join('') +
        '</table></div>';
  }

  function showTab(name) {
    $('listings').hidden = name !== 'listings';
    $('saved-view').hidden = name !== 'saved';
    for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('on', b.dataset.tab === name);
    if (name === 'listings') { for (const s of sides) render(s, true); drawLinks(); }
  }

  // ---- start -----------------------------------------------------------------------
  if (D.kind === 'match') buildMatch(D.match);
  else if (D.kind === 'relate') buildRelate(D.relate);
  else markOutputs();
  if (sides.length < 2) { $('gutter').style.display = 'none'; $('side-1').style.display = 'none'; }
  header();
  for (const s of sides) wirePane(s);
  if (D.kind === 'relate') {
    $('tabs').innerHTML = '<button data-tab="listings" class="on">listings</button><button data-tab="saved">saved tensors</button>';
    for (const b of document.querySelectorAll('#tabs button')) b.addEventListener('click', () => showTab(b.dataset.tab));
    $('bar-group').addEventListener('change', savedView);
    savedView();
    $('saved-view').addEventListener('click', (e) => {
      const a = e.target.closest('a.jump');
      if (!a) return;
      const s = sides[+a.dataset.k], i = s.byName.get(a.dataset.n);
      if (i === undefined) return;
      showTab('listings');
      select(s.k, i, { scrollSelf: true });
      scrollTo(s, i, false);
    });
  }
  let searchTimer = 0;
  $('search').addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => { query = $('search').value.trim().toLowerCase(); refilter(); }, 60);
  });
  $('search').addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    query = $('search').value.trim().toLowerCase();
    refilter();
    for (const s of sides) if (s.rows.length) { select(s.k, s.rows[0], { scrollSelf: true }); break; }
  });
  $('op-filter').addEventListener('change', () => { opFilter = $('op-filter').value; refilter(); });
  addEventListener('resize', () => { for (const s of sides) render(s, true); drawLinks(); });
  refilter();
  const m = /^#(\d):(.*)$/.exec(location.hash);
  if (m && sides[+m[1]]) {
    const i = sides[+m[1]].byName.get(decodeURIComponent(m[2]));
    if (i !== undefined) select(+m[1], i, { scrollSelf: true, noHash: true });
  }
  // For tests and tools: what the page shows, without poking at the DOM.
  window.fxmatchReport = {
    data: D, sides,
    select: (k, name) => select(k, sides[k].byName.get(name), { scrollSelf: true }),
    selected: () => (sel ? { side: sel.k, name: sides[sel.k].g.nodes[sel.i][0] } : null),
    readyAt: performance.now(),
    // bench/report/load.mjs: what an unvirtualised listing of side k would
    // cost (every row's HTML built and laid out once), in ms.
    renderAllForBench: (k) => {
      const s = sides[k], t = performance.now(), box = document.createElement('div');
      box.className = 'pane';
      box.style.cssText = 'position:absolute;left:-99999px;top:0;width:800px';
      let html = '';
      for (let i = 0; i < s.n; ++i) html += rowHtml(s, i);
      box.innerHTML = html;
      document.body.appendChild(box);
      void box.offsetHeight;
      const ms = performance.now() - t;
      box.remove();
      return ms;
    },
  };
  document.body.dataset.ready = '1';
})();
