/**
 * Replays (/replay/:id, and /replay?src=<url> or a file for replays from elsewhere): the game's
 * replay file opened in the same board as the live table. Step, jump to a turn, play, switch
 * perspective, an event list whose entries are links to their step; the file's hash chain and
 * signatures are checked in the browser. Keys: ← → step, Shift+← → or PageUp/PageDown turns,
 * Home/End, Space plays, + − speed, T turn, L copies the link.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ReplayModel, scoreWords, type Perspective, type ReplayFrame } from '@captains-log/replay';
import type { PlayerId } from '@captains-log/engine';
import { ApiError, Api } from '../api/client';
import { api, session } from '../app/session';
import { Link, type Params } from '../app/router';
import { useStore } from '../app/store';
import { usePageTitle } from '../app/layout';
import { appConfig } from '../app/config';
import { Board } from '../components/Board';
import { CardPanel } from '../components/CardPanel';
import type { BoardModel } from '../components/board-model';
import { changedOf, createReplayStore, perspectiveLabel, verifyText } from '../replay/replay-store';

const SPEEDS = [0.5, 1, 2, 4, 10];

export function ReplayPage({ params }: { params: Params }) {
  const store = useMemo(createReplayStore, [params.id]);
  const state = useStore(store, (s) => s);
  const account = useStore(session, (s) => s.account);
  const [status, setStatus] = useState<string | null>(null);
  const [selectedBp, setSelectedBp] = useState<string | null>(null);
  const turnInput = useRef<HTMLInputElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  /** the client that opened the file (a ?token= link's own), for the other perspectives */
  const sourceClient = useRef<Api>(api());
  const { model, step } = state;
  usePageTitle(model ? `Replay: ${model.header.players.map((p) => p.name).join(' v ')}` : 'Replay');

  const open = useCallback(
    (text: string, sources: Map<Perspective, { text?: string; url?: string }>, keepStep: boolean) => {
      const next = ReplayModel.fromText(text);
      const prev = store.getState();
      sources.set(next.header.perspective, { ...sources.get(next.header.perspective), text });
      const q = new URLSearchParams(location.search);
      const same = prev.model?.header.game.id === next.header.game.id;
      const fromUrl = q.has('step') ? Number(q.get('step')) : q.has('turn') ? (next.stepOfTurn(Number(q.get('turn'))) ?? 0) : 0;
      store.dispatch({ type: 'opened', model: next, sources, step: Math.max(0, Math.min(next.steps - 1, keepStep && same ? prev.step : Number.isInteger(fromUrl) ? fromUrl : 0)) });
      void verifyText(text).then((verified) => store.dispatch({ type: 'verified', verified }));
    },
    [store],
  );

  // load: the game's file from the api, a ?src= URL, or nothing (choose a file)
  useEffect(() => {
    let cancelled = false;
    const q = new URLSearchParams(location.search);
    const token = q.get('token');
    if (token) {
      q.delete('token');
      history.replaceState(null, '', `${location.pathname}${q.size ? `?${q}` : ''}`);
    }
    const client = token ? new Api('', token) : api();
    const src = params.id ? null : q.get('src');
    if (!params.id && !src) return;
    const load = async () => {
      for (let attempt = 0; attempt < 60 && !cancelled; attempt++) {
        try {
          const sources = new Map<Perspective, { text?: string; url?: string }>();
          if (params.id) {
            const base = `/games/${params.id}/replay`;
            const allowed = (await client.replays(params.id)).files.map((f) => f.perspective as Perspective);
            for (const p of allowed) sources.set(p, { url: `${base}?perspective=${p}` });
            const wanted = q.get('perspective') as Perspective | null;
            const text = await client.text(wanted && allowed.includes(wanted) ? `${base}?perspective=${wanted}` : base);
            // the list was read before the file: when the build finished in between, it listed none, and the
            // perspective menu stayed disabled; the files are stored together, so a list read now has them all
            if (sources.size === 0) for (const f of (await client.replays(params.id)).files) sources.set(f.perspective as Perspective, { url: `${base}?perspective=${f.perspective}` });
            if (!cancelled) open(text, sources, false);
          } else {
            const text = await client.text(src!);
            const first = ReplayModel.fromText(text);
            for (const p of first.header.perspectives) {
              const u = new URL(src!, location.href);
              u.searchParams.set('perspective', p);
              sources.set(p, { url: u.pathname + u.search });
            }
            if (!cancelled) open(text, sources, false);
          }
          setStatus(null);
          sourceClient.current = client;
          return;
        } catch (err) {
          if (err instanceof ApiError && err.status === 404 && err.code === 'REPLAY_PENDING') {
            setStatus('The replay is being built; it opens by itself in a moment…');
            await new Promise((r) => setTimeout(r, 1000));
            continue;
          }
          if (err instanceof ApiError && err.status === 409) {
            setStatus('This game is still being played: its replay opens when it ends.');
            return;
          }
          store.dispatch({ type: 'error', error: `Could not open the replay: ${(err as Error).message}` });
          return;
        }
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [params.id, open, store]);
  const go = useCallback((target: number) => store.dispatch({ type: 'step', step: target }), [store]);

  // keep the address on the current step (shareable link)
  useEffect(() => {
    if (!model) return;
    const q = new URLSearchParams(location.search);
    q.set('step', String(step));
    q.set('perspective', model.header.perspective);
    q.delete('turn');
    history.replaceState(null, '', `${location.pathname}?${q}`);
    // keep the current event in view inside the list (never scroll the page itself)
    const item = document.querySelector<HTMLElement>(`.events [data-step="${step}"]`);
    const list = item?.parentElement;
    if (item && list) {
      if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
      else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  }, [model, step]);

  // play
  useEffect(() => {
    if (!state.playing || !model) return;
    const timer = setInterval(() => {
      const s = store.getState();
      if (s.step >= model.steps - 1) store.dispatch({ type: 'playing', playing: false });
      else go(s.step + 1);
    }, 700 / state.speed);
    return () => clearInterval(timer);
  }, [state.playing, state.speed, model, store, go]);

  const togglePlay = useCallback(() => {
    const s = store.getState();
    if (!s.model) return;
    if (!s.playing && s.step >= s.model.steps - 1) go(0);
    store.dispatch({ type: 'playing', playing: !s.playing });
  }, [store, go]);

  const switchPerspective = async (p: Perspective) => {
    const source = state.sources.get(p);
    if (!source) return;
    try {
      const text = source.text ?? (await sourceClient.current.text(source.url!));
      open(text, new Map(state.sources), true);
    } catch (err) {
      store.dispatch({ type: 'error', error: (err as Error).message });
    }
  };

  const loadFiles = async (files: FileList | File[]) => {
    try {
      const texts = await Promise.all([...files].map((f) => f.text()));
      const parsed = texts.map((t) => ({ t, m: ReplayModel.fromText(t) }));
      const gameId = parsed[0]!.m.header.game.id;
      const sources = new Map<Perspective, { text?: string; url?: string }>();
      for (const { t, m } of parsed) if (m.header.game.id === gameId) sources.set(m.header.perspective, { text: t });
      open(parsed[0]!.t, sources, false);
    } catch (err) {
      store.dispatch({ type: 'error', error: (err as Error).message });
    }
  };

  const jumpToTurn = (turn: number) => {
    if (!model) return;
    const target = model.stepOfTurn(turn);
    if (target === null) store.dispatch({ type: 'error', error: `There is no turn ${turn} in this game.` });
    else go(target);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      if (linkButton.current) linkButton.current.textContent = 'Copied';
      setTimeout(() => linkButton.current && (linkButton.current.textContent = 'Copy link'), 1200);
    } catch {
      prompt('Link to this step', location.href);
    }
  };

  // keyboard
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) || target.closest('dialog')) return;
      const m = store.getState().model;
      if (!m) return;
      const s = store.getState().step;
      const bumpSpeed = (d: number) => {
        const i = SPEEDS.indexOf(store.getState().speed);
        store.dispatch({ type: 'speed', speed: SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, i + d))]! });
      };
      const keys: Record<string, () => void> = {
        ArrowRight: () => go(e.shiftKey ? (m.nextTurnStep(s) ?? m.steps - 1) : s + 1),
        ArrowLeft: () => go(e.shiftKey ? (m.previousTurnStep(s) ?? 0) : s - 1),
        PageDown: () => go(m.nextTurnStep(s) ?? m.steps - 1),
        PageUp: () => go(m.previousTurnStep(s) ?? 0),
        Home: () => go(0),
        End: () => go(m.steps - 1),
        ' ': togglePlay,
        '+': () => bumpSpeed(1),
        '=': () => bumpSpeed(1),
        '-': () => bumpSpeed(-1),
        t: () => turnInput.current?.focus(),
        l: () => void copyLink(),
      };
      const action = keys[e.key];
      if (action && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, go, togglePlay]);

  const boardModel: BoardModel | null = useMemo(() => {
    if (!model) return null;
    const h = model.header;
    const names = Object.fromEntries(h.players.map((p) => [p.seat, p.name])) as Record<PlayerId, string>;
    const me = h.perspective === 'p1' || h.perspective === 'p2' ? h.perspective : null;
    // "you": the signed-in player's own seat, whichever side is drawn (a judge, a friend or a visitor reads names)
    const you = (h.players.find((p) => !!account && p.handle === account.handle)?.seat as PlayerId | undefined) ?? null;
    return { board: model.boardAt(step), cards: h.cards, names, me, you };
  }, [model, step, account]);
  const frame = model?.frames[step];
  const changed = useMemo(() => changedOf(frame), [frame]);

  const h = model?.header;
  const result = h?.result;
  const nameOf = (seat: string) => h?.players.find((p) => p.seat === seat)?.name ?? seat;
  return (
    <div
      className="replay-page"
      data-ready="true"
      data-step={model ? step : undefined}
      data-steps={model?.steps}
      data-perspective={h?.perspective}
      data-verified={state.verified.state === 'ok' ? 'true' : state.verified.state === 'bad' ? 'false' : undefined}
      data-playing={state.playing ? 'true' : 'false'}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        if (e.dataTransfer.files.length) void loadFiles(e.dataTransfer.files);
      }}
    >
      <header className="replay-head">
        <h1 className="game-title">
          {h ? (
            <>
              {h.players.map((p) => p.name).join(' v ')}
              {result ? (
                <span className="muted">
                  {' '}
                  — {result.winner ? `${nameOf(result.winner)} wins` : 'no winner'}: {scoreWords(result.score, nameOf)}
                </span>
              ) : null}
            </>
          ) : (
            'Replay'
          )}
        </h1>
        <div className="row wrap">
          {h ? (
            <label>
              Perspective{' '}
              <select id="perspective" value={h.perspective} disabled={state.sources.size < 2} onChange={(e) => void switchPerspective(e.target.value as Perspective)}>
                {h.perspectives
                  .filter((p) => state.sources.has(p))
                  .map((p) => (
                    <option key={p} value={p}>
                      {perspectiveLabel(p, h.players)}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
          <label className="file-button">
            Open a file
            <input id="file" type="file" accept=".jsonl,.json,application/x-ndjson" multiple onChange={(e) => e.target.files?.length && void loadFiles(e.target.files)} />
          </label>
          {h ? (
            <span className={`badge ${state.verified.state}`} title={state.verified.detail}>
              {state.verified.state === 'ok' ? 'verified' : state.verified.state === 'bad' ? 'NOT verified' : state.verified.state === 'checking' ? 'checking…' : 'not checked'}
            </span>
          ) : null}
          {params.id ? <Link to={`/table/${params.id}`}>Game page</Link> : null}
        </div>
      </header>
      {status ? <p className="notice info">{status}</p> : null}
      {state.error ? (
        <p className="notice error" role="alert">
          {state.error}{' '}
          <button type="button" className="link" onClick={() => store.dispatch({ type: 'error', error: null })}>
            Dismiss
          </button>
        </p>
      ) : null}
      {!model && !status && !state.error ? <p className="muted">Choose or drop a replay file (.jsonl), or open a finished game from My games.</p> : null}
      {model && boardModel && frame ? (
        <>
          <nav className="controls" aria-label="Replay controls">
            <button type="button" onClick={() => go(0)} title="First step (Home)" aria-label="First step">
              |◀
            </button>
            <button type="button" onClick={() => go(model.previousTurnStep(step) ?? 0)} title="Previous turn (Shift+←, PageUp)" aria-label="Previous turn">
              ◀◀
            </button>
            <button type="button" onClick={() => go(step - 1)} title="Step back (←)" aria-label="Step back">
              ◀
            </button>
            <button type="button" id="play" onClick={togglePlay} title="Play / pause (Space)">
              {state.playing ? 'Pause' : 'Play'}
            </button>
            <button type="button" onClick={() => go(step + 1)} title="Step forward (→)" aria-label="Step forward">
              ▶
            </button>
            <button type="button" onClick={() => go(model.nextTurnStep(step) ?? model.steps - 1)} title="Next turn (Shift+→, PageDown)" aria-label="Next turn">
              ▶▶
            </button>
            <button type="button" onClick={() => go(model.steps - 1)} title="Last step (End)" aria-label="Last step">
              ▶|
            </button>
            <label>
              Speed{' '}
              <select id="speed" value={state.speed} onChange={(e) => store.dispatch({ type: 'speed', speed: Number(e.target.value) })}>
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {s === 0.5 ? '½' : s}×
                  </option>
                ))}
              </select>
            </label>
            <input id="scrub" type="range" min={0} max={model.steps - 1} value={step} onChange={(e) => go(Number(e.target.value))} aria-label="Step" />
            <span id="position" className="position">
              step {step} / {model.steps - 1} · {frame.turn ? `turn ${frame.turn}` : 'seeding'} · {frame.phase}
            </span>
            <form
              id="jump"
              className="jump"
              onSubmit={(e) => {
                e.preventDefault();
                jumpToTurn(Number(turnInput.current?.value));
              }}
            >
              <label>
                Turn <input id="turn-input" ref={turnInput} type="number" min={1} inputMode="numeric" title="Jump to turn (T)" />
              </label>
              <button type="submit">Go</button>
            </form>
            <button type="button" ref={linkButton} onClick={() => void copyLink()} title="Copy a link to this step (L)">
              Copy link
            </button>
          </nav>
          <div className="replay-layout">
            <div className="replay-board">
              <p className={`step-text${frame.rewound ? ' rewound' : frame.dispute ? ' dispute' : frame.manual ? ' manual' : ''}`} aria-live="polite">
                {frame.rewound ? 'Rewound by a judge (out of effect): ' : frame.dispute ? 'Dispute: ' : frame.manual ? 'Manual: ' : ''}
                {frame.text}
                {frame.rule ? <span className="rule"> · {frame.rule}</span> : null}
              </p>
              <Board model={boardModel} changed={changed} onCard={(iid) => setSelectedBp(instancesBp(boardModel, iid))} images={!!appConfig().cardImageUrl} />
            </div>
            <aside className="replay-side">
              <CardPanel model={boardModel} selectedBp={selectedBp} onClose={() => setSelectedBp(null)} />
              <section aria-label="Events">
                <h2>Events</h2>
                <ol className="events">
                  {model.frames.map((f) => (
                    <EventItem key={f.step} frame={f} current={f.step === step} perspective={h!.perspective} go={go} />
                  ))}
                </ol>
              </section>
            </aside>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** One line of the event list: a link to its step (memoised: stepping re-renders two lines, not all). */
const EventItem = memo(function EventItem({ frame: f, current, perspective, go }: { frame: ReplayFrame; current: boolean; perspective: string; go: (step: number) => void }) {
  return (
    <li data-step={f.step} className={[f.type === 'TurnBegan' ? 'turn' : '', f.manual ? 'manual' : '', f.dispute ? 'dispute' : '', f.rewound ? 'rewound' : '', current ? 'current' : ''].filter(Boolean).join(' ')}>
      <a
        href={`?step=${f.step}&perspective=${perspective}`}
        aria-current={current ? 'step' : undefined}
        title={f.rule ?? undefined}
        onClick={(e) => {
          e.preventDefault();
          go(f.step);
        }}
      >
        <span className="n">{f.step}</span> {f.rewound ? <span className="tag">rewound</span> : null} {f.text}
      </a>
    </li>
  );
});

function instancesBp(model: BoardModel, iid: string): string | null {
  for (const cards of Object.values(model.board.zones)) for (const c of cards) if (!('hidden' in c) && c.iid === iid) return c.bp;
  return null;
}
