/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The replay viewer (issue 8): open a replay by URL (?src=) or by dropping files, step through it,
 * and see the table as the file's perspective saw it. Everything runs in the page: the replay
 * model (libs/replay) seeks boards from checkpoints and patches, the verifier checks the hash chain
 * and the Ed25519 signatures with Web Crypto. Works from the api (/viewer) or opened as files.
 */
import { ReplayModel, verifyReplay, type Board, type BoardCard, type Perspective, type ReplayFrame, type SignatureCheck } from '@captains-log/replay';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const el = (tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
};

interface Source {
  text?: string;
  url?: string;
}

const ui = {
  board: $('board'),
  events: $<HTMLOListElement>('events'),
  stepText: $('step-text'),
  position: $('position'),
  scrub: $<HTMLInputElement>('scrub'),
  play: $<HTMLButtonElement>('play'),
  speed: $<HTMLSelectElement>('speed'),
  perspective: $<HTMLSelectElement>('perspective'),
  verified: $('verified'),
  title: $('game-title'),
  error: $('error'),
  turnInput: $<HTMLInputElement>('turn-input'),
};

let model: ReplayModel | null = null;
let step = 0;
let timer: number | null = null;
let token: string | null = null;
let sources = new Map<Perspective, Source>();
let eventItems: HTMLLIElement[] = [];

// ---------------------------------------------------------------------------------------------
// loading

function showError(message: string | null): void {
  ui.error.hidden = message === null;
  ui.error.textContent = message ?? '';
  if (message) setTimeout(() => showError(null), 6000);
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let message = `${res.status} ${res.statusText}`;
    try {
      message = ((await res.json()) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new Error(`could not load the replay: ${message}`);
  }
  return res.text();
}

function withPerspective(url: string, perspective: Perspective): string {
  const u = new URL(url, location.href);
  u.searchParams.set('perspective', perspective);
  return u.toString();
}

function open(text: string, keepStep: boolean): void {
  const next = ReplayModel.fromText(text);
  const same = model && model.header.game.id === next.header.game.id;
  model = next;
  const h = next.header;
  sources.set(h.perspective, { ...sources.get(h.perspective), text });
  const names = h.players.map((p) => `${p.name} (${p.seat})`).join(' v ');
  const result = h.result ? ` — ${h.result.winner ? `${h.players.find((p) => p.seat === h.result!.winner)?.name} wins` : 'no winner'}, ${h.result.type}, ${h.result.score.p1}–${h.result.score.p2}` : '';
  ui.title.textContent = `${names}${result}`;
  ui.title.title = `game ${h.game.id}, ${h.steps} steps, rules ${h.rules.engine} ${h.rules.version}`;
  // perspectives: the ones this game has that we hold or can fetch
  ui.perspective.replaceChildren(
    ...h.perspectives
      .filter((p) => sources.get(p)?.text || sources.get(p)?.url)
      .map((p) => el('option', { value: p, ...(p === h.perspective ? { selected: '' } : {}) }, p === 'full' ? 'full record' : p === 'public' ? 'public' : `seat ${p}`)),
  );
  ui.perspective.disabled = ui.perspective.options.length < 2;
  ui.scrub.max = String(next.steps - 1);
  ui.turnInput.max = String(h.turns.length ? h.turns[h.turns.length - 1]!.turn : 0);
  buildEventList(next);
  void verify(text);
  go(keepStep && same ? Math.min(step, next.steps - 1) : initialStep(next), false);
  document.body.dataset.perspective = h.perspective;
  document.body.dataset.steps = String(next.steps);
}

function initialStep(m: ReplayModel): number {
  const params = new URLSearchParams(location.search);
  const s = Number(params.get('step'));
  if (params.has('step') && Number.isInteger(s)) return Math.max(0, Math.min(m.steps - 1, s));
  const t = Number(params.get('turn'));
  if (params.has('turn') && Number.isInteger(t)) return m.stepOfTurn(t) ?? 0;
  return 0;
}

const webCryptoCheck: SignatureCheck = async (raw, message, signature) => {
  const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', bytes(raw), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes(signature), new TextEncoder().encode(message));
};

async function verify(text: string): Promise<void> {
  ui.verified.className = 'badge';
  ui.verified.textContent = 'checking…';
  try {
    const result = await verifyReplay(text, webCryptoCheck);
    ui.verified.className = `badge ${result.ok ? 'ok' : 'bad'}`;
    ui.verified.textContent = result.ok ? `verified · key ${result.keyId}` : `NOT verified${result.brokenAt !== null ? ` (frame ${result.brokenAt})` : ''}`;
    ui.verified.title = result.ok
      ? `hash chain (${result.recomputed} recomputed, ${result.linkedOnly} redacted and linked), head and file signatures by key ${result.keyId} (compare with /keys/replay), seed reveal`
      : result.problems.join('\n');
    document.body.dataset.verified = String(result.ok);
  } catch (err) {
    ui.verified.className = 'badge';
    ui.verified.textContent = 'not checked';
    ui.verified.title = `this browser cannot check Ed25519 signatures (${(err as Error).message})`;
  }
}

async function loadFiles(files: FileList | File[]): Promise<void> {
  try {
    const texts = await Promise.all([...files].map((f) => f.text()));
    const parsed = texts.map((t) => ({ t, m: ReplayModel.fromText(t) }));
    const gameId = parsed[0]!.m.header.game.id;
    sources = new Map();
    for (const { t, m } of parsed) if (m.header.game.id === gameId) sources.set(m.header.perspective, { text: t });
    open(parsed[0]!.t, false);
  } catch (err) {
    showError((err as Error).message);
  }
}

async function switchPerspective(perspective: Perspective): Promise<void> {
  const source = sources.get(perspective);
  if (!source || !model) return;
  try {
    const text = source.text ?? (await fetchText(source.url!));
    open(text, true);
  } catch (err) {
    showError((err as Error).message);
    ui.perspective.value = model.header.perspective;
  }
}

// ---------------------------------------------------------------------------------------------
// stepping

function go(target: number, fromPlay = false): void {
  if (!model) return;
  step = Math.max(0, Math.min(model.steps - 1, target));
  if (!fromPlay) stop();
  render();
}

function stop(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  ui.play.textContent = 'Play';
  document.body.dataset.playing = 'false';
}

function play(): void {
  if (!model) return;
  if (timer !== null) return stop();
  if (step >= model.steps - 1) step = 0;
  ui.play.textContent = 'Pause';
  document.body.dataset.playing = 'true';
  timer = window.setInterval(() => {
    if (!model || step >= model.steps - 1) return stop();
    go(step + 1, true);
  }, 700 / Number(ui.speed.value));
}

function buildEventList(m: ReplayModel): void {
  let lastTurn: number | null | undefined;
  eventItems = m.frames.map((f) => {
    const cls = [f.turn !== lastTurn && f.type === 'TurnBegan' ? 'turn' : '', f.manual ? 'manual' : '', f.dispute ? 'dispute' : ''].filter(Boolean).join(' ');
    lastTurn = f.turn;
    const li = el('li', { 'data-step': String(f.step), ...(cls ? { class: cls } : {}), title: `${f.type}${f.rule ? ` — ${f.rule}` : ''}` }, el('span', { class: 'n' }, String(f.step)), f.text) as HTMLLIElement;
    li.addEventListener('click', () => go(f.step));
    return li;
  });
  ui.events.replaceChildren(...eventItems);
}

let current: HTMLLIElement | null = null;

function render(): void {
  if (!model) return;
  const frame = model.frames[step]!;
  const board = model.boardAt(step);
  current?.classList.remove('current');
  current = eventItems[step] ?? null;
  current?.classList.add('current');
  current?.scrollIntoView({ block: 'nearest' });
  ui.scrub.value = String(step);
  ui.position.textContent = `step ${step} / ${model.steps - 1} · ${frame.turn ? `turn ${frame.turn}` : 'seeding'} · ${frame.phase}`;
  ui.stepText.textContent = `${frame.dispute ? 'DISPUTE: ' : frame.manual ? 'Manual: ' : ''}${frame.text}`;
  ui.stepText.className = `step-text${frame.dispute ? ' dispute' : frame.manual ? ' manual' : ''}`;
  ui.board.replaceChildren(renderBoard(board, changedOf(frame)));
  document.body.dataset.step = String(step);
  const params = new URLSearchParams(location.search);
  params.set('step', String(step));
  params.delete('turn');
  history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
}

function changedOf(frame: ReplayFrame): { zones: Set<string>; cards: Set<string>; score: boolean } {
  const zones = new Set<string>();
  let score = false;
  for (const op of frame.patch ?? []) {
    if (op[1][0] === 'zones' && typeof op[1][1] === 'string') zones.add(op[1][1]);
    if (op[1][0] === 'zones' && op[1].length === 1 && op[0] === 's') for (const z of Object.keys(op[2] as object)) zones.add(z);
    if (op[1][0] === 'score') score = true;
  }
  return { zones, cards: new Set(frame.cards), score };
}

// ---------------------------------------------------------------------------------------------
// the table

const PILES = new Set(['draw', 'side', 'missions']);

function renderBoard(board: Board, changed: ReturnType<typeof changedOf>): HTMLElement {
  const h = model!.header;
  const done = new Set<string>();
  const name = (seat: string) => h.players.find((p) => p.seat === seat)?.name ?? seat;
  const title = (bp: string) => h.cards[bp]?.title ?? bp;
  const typeOf = (bp: string) => (h.cards[bp]?.type ?? '').toLowerCase();

  const card = (c: BoardCard) => {
    if ('hidden' in c) return el('span', { class: `card hidden ${c.owner}`, 'data-hidden': '', title: `${name(c.owner)}: face down` }, '?');
    const cls = ['card', c.owner, typeOf(c.bp), c.stopped ? 'stopped' : '', changed.cards.has(c.iid) ? 'changed' : '', c.faceUp ? '' : 'facedown'].filter(Boolean).join(' ');
    const extra = [c.countdown !== undefined ? ` (countdown ${c.countdown})` : '', c.misSeed ? ' (mis-seed)' : ''].join('');
    return el('span', { class: cls, 'data-iid': c.iid, title: `${title(c.bp)} — ${h.cards[c.bp]?.type ?? ''}${c.faceUp ? '' : ' (face down, seen by this perspective)'}` }, `${title(c.bp)}${extra}`);
  };
  const zone = (key: string, label: string, nested?: (c: BoardCard) => Node | null): HTMLElement | null => {
    const cards = board.zones[key];
    done.add(key);
    if (!cards || cards.length === 0) return null;
    const box = el('div', { class: `zone${changed.zones.has(key) ? ' changed' : ''}`, 'data-zone': key, 'data-count': String(cards.length) }, el('span', { class: 'label' }, label));
    for (const c of cards) {
      const extra = nested ? nested(c) : null;
      box.append(extra ? el('div', { class: 'group' }, card(c), extra) : card(c));
    }
    return box;
  };
  const pile = (key: string, label: string) => {
    done.add(key);
    const n = board.zones[key]?.length ?? 0;
    return el('span', { class: `pile${changed.zones.has(key) ? ' changed' : ''}`, 'data-zone': key, 'data-count': String(n), 'data-pile': '' }, `${label} ${n}`);
  };
  // what sits on or inside a card: its crew, docked ships, dilemmas placed on it
  const inside = (c: BoardCard): Node | null => {
    if ('hidden' in c) return null;
    const parts = [zone(`on:${c.iid}`, 'on it'), zone(`aboard:${c.iid}`, 'aboard', inside), zone(`docked:${c.iid}`, 'docked', inside)].filter(Boolean) as HTMLElement[];
    return parts.length ? el('div', {}, ...parts) : null;
  };

  const root = el('div');
  const turn = board.turn as { number: number; player: string; stage: string } | null;
  root.append(
    el(
      'div',
      { class: 'status', 'data-phase': board.phase },
      el('span', {}, turn ? `Turn ${turn.number}: ${name(turn.player)} (${turn.stage})` : 'Seeding'),
      el('span', {}, `Phase: ${board.phase}${board.dilemmaStage ? ` (stage ${board.dilemmaStage})` : ''}`),
      ...(board.timeCalled ? [el('strong', {}, 'Time called')] : []),
      ...(board.pendingManual ? [el('strong', { class: 'manual' }, `Manual effect pending: ${(board.pendingManual as { description?: string }).description ?? ''}`)] : []),
      ...board.disputes.map((d) => el('strong', { class: 'dispute' }, `Dispute by ${name(d.by)}: ${d.reason}`)),
      ...(board.result ? [el('strong', {}, `Result: ${board.result.winner ? `${name(board.result.winner)} wins` : 'no winner'} (${board.result.type})`)] : []),
    ),
  );
  const players = el('div', { class: 'players' });
  for (const seat of ['p1', 'p2'] as const) {
    const s = board.score[seat];
    players.append(
      el(
        'div',
        { class: `player ${seat}${turn?.player === seat ? ' active' : ''}`, 'data-seat': seat },
        el('h2', {}, el('span', {}, name(seat)), el('span', { class: `score${changed.score ? ' changed' : ''}`, 'data-score': String(s.points + s.bonus) }, `${s.points + s.bonus} pts${s.bonus ? ` (${s.bonus} bonus)` : ''}`)),
        el('div', { class: 'piles' }, pile(`hand:${seat}`, 'hand'), pile(`draw:${seat}`, 'draw deck'), pile(`seed:${seat}`, 'seed deck'), pile(`discard:${seat}`, 'discard'), pile(`missions:${seat}`, 'missions'), pile(`side:${seat}`, 'side deck')),
      ),
    );
  }
  root.append(players);
  // hands first where visible: handled by zone() below (pile() already counted them; render cards too)
  for (const seat of ['p1', 'p2'] as const) for (const kind of ['hand', 'seed', 'discard']) done.delete(`${kind}:${seat}`);

  for (const [quadrant, ids] of Object.entries(board.spacelines)) {
    const line = el('div', { class: 'spaceline' });
    for (const id of ids ?? []) {
      const loc = board.locations[id];
      const box = el('div', { class: 'location', 'data-location': id }, el('h4', {}, loc?.name ?? id, loc?.region ? ` · ${loc.region}` : ''));
      for (const part of [
        zone(`mission:${id}`, 'mission'),
        zone(`under:${id}`, 'seeded under'),
        zone(`atop:${id}`, 'on the mission'),
        zone(`encounter:${id}`, 'being encountered'),
        zone(`revealed:${id}`, 'revealed'),
        zone(`space:${id}`, 'in space', inside),
        zone(`surface:${id}`, 'on the planet', inside),
        zone(`stack:p1:${id}`, `${name('p1')}'s dilemma stack`),
        zone(`stack:p2:${id}`, `${name('p2')}'s dilemma stack`),
      ])
        if (part) box.append(part);
      line.append(box);
    }
    root.append(el('div', { class: 'quadrant' }, el('h3', {}, `${quadrant} Quadrant`), line));
  }
  const hands = el('div', { class: 'hands' });
  for (const seat of ['p1', 'p2'] as const) {
    const parts = [
      zone(`hand:${seat}`, 'hand'),
      zone(`table:${seat}`, 'in play (table)', inside),
      zone(`staging:${seat}`, 'staged'),
      zone(`seed:${seat}`, 'seed deck'),
      zone(`bonus:${seat}`, 'bonus points'),
      zone(`discard:${seat}`, 'discard pile'),
      zone(`out:${seat}`, 'out of play'),
    ].filter(Boolean) as HTMLElement[];
    hands.append(el('div', { class: `hand ${seat}`, 'data-seat': seat }, el('h3', {}, name(seat)), ...parts));
  }
  root.append(hands);
  const rest = Object.keys(board.zones).filter((k) => !done.has(k) && (board.zones[k]?.length ?? 0) > 0);
  if (rest.length) {
    const other = el('div', { class: 'hand' }, el('h3', {}, 'Elsewhere'));
    for (const k of rest.sort()) {
      const kind = k.slice(0, k.indexOf(':'));
      const z = PILES.has(kind) ? pile(k, k) : zone(k, k, inside);
      if (z) other.append(z);
    }
    root.append(other);
  }
  return root;
}

// ---------------------------------------------------------------------------------------------
// wiring

function bind(): void {
  $('first').addEventListener('click', () => go(0));
  $('last').addEventListener('click', () => model && go(model.steps - 1));
  $('back').addEventListener('click', () => go(step - 1));
  $('forward').addEventListener('click', () => go(step + 1));
  $('prev-turn').addEventListener('click', () => model && go(model.previousTurnStep(step) ?? 0));
  $('next-turn').addEventListener('click', () => model && go(model.nextTurnStep(step) ?? model.steps - 1));
  ui.play.addEventListener('click', play);
  ui.speed.addEventListener('change', () => {
    if (timer !== null) {
      stop();
      play();
    }
  });
  ui.scrub.addEventListener('input', () => go(Number(ui.scrub.value)));
  $('jump').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!model) return;
    const target = model.stepOfTurn(Number(ui.turnInput.value));
    if (target === null) showError(`there is no turn ${ui.turnInput.value}`);
    else go(target);
  });
  $('link').addEventListener('click', async () => {
    const url = location.href;
    try {
      await navigator.clipboard.writeText(url);
      showError(null);
      $('link').textContent = 'Copied';
      setTimeout(() => ($('link').textContent = 'Link'), 1200);
    } catch {
      prompt('Link to this step', url);
    }
  });
  ui.perspective.addEventListener('change', () => void switchPerspective(ui.perspective.value as Perspective));
  $<HTMLInputElement>('file').addEventListener('change', (e) => {
    const files = (e.target as HTMLInputElement).files;
    if (files?.length) void loadFiles(files);
  });
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    document.body.classList.add('dragging');
  });
  document.addEventListener('dragleave', (e) => {
    if (e.relatedTarget === null) document.body.classList.remove('dragging');
  });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dragging');
    if (e.dataTransfer?.files.length) void loadFiles(e.dataTransfer.files);
  });
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA') return;
    if (!model) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => (e.shiftKey ? go(model!.nextTurnStep(step) ?? model!.steps - 1) : go(step + 1)),
      ArrowLeft: () => (e.shiftKey ? go(model!.previousTurnStep(step) ?? 0) : go(step - 1)),
      PageDown: () => go(model!.nextTurnStep(step) ?? model!.steps - 1),
      PageUp: () => go(model!.previousTurnStep(step) ?? 0),
      Home: () => go(0),
      End: () => go(model!.steps - 1),
      ' ': play,
      '+': () => bumpSpeed(1),
      '=': () => bumpSpeed(1),
      '-': () => bumpSpeed(-1),
      t: () => ui.turnInput.focus(),
      l: () => $('link').click(),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  });
}

function bumpSpeed(delta: number): void {
  ui.speed.selectedIndex = Math.max(0, Math.min(ui.speed.options.length - 1, ui.speed.selectedIndex + delta));
  ui.speed.dispatchEvent(new Event('change'));
}

async function start(): Promise<void> {
  bind();
  const params = new URLSearchParams(location.search);
  token = params.get('token');
  if (token) {
    params.delete('token');
    history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
  }
  const src = params.get('src');
  document.body.dataset.ready = 'true';
  if (!src) return;
  try {
    const text = await fetchText(src);
    const first = ReplayModel.fromText(text);
    sources = new Map();
    for (const p of first.header.perspectives) sources.set(p, { url: withPerspective(src, p) });
    sources.set(first.header.perspective, { url: src, text });
    open(text, false);
  } catch (err) {
    showError((err as Error).message);
  }
}

void start();
