/**
 * The judge's pages (issue 13; docs/judges.md). /judge: the open calls of the games you judge.
 * /judge/:id: one game as its judge sees it — the calls (take one), the full log at any revision
 * (each event with its command, sender, time, rule, and whether a rewind took it out of effect),
 * the whole board at a revision (both hands, deck orders, seed cards), the difference between two
 * revisions in words, /verify and the re-validation, pause and resume, and the ruling form (none,
 * rewind, penalty, resolve a disputed manual effect, a corrective effect from one primitive).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { describeEvent } from '@captains-log/replay';
import type { PlayerId } from '@captains-log/engine';
import { ApiError } from '../api/client';
import { judges, type JudgeView, type OpenCall, type RemedyInput } from '../api/judges';
import { api } from '../app/session';
import { Link, type Params } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Board } from '../components/Board';
import { modelOfView } from '../components/board-model';

type Fix = 'score' | 'move' | 'stop' | 'unstop' | 'reveal' | 'shuffle';
const QUICK_FIXES = '1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › Tip: Common Quick Fixes';
const SANCTIONS = '1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › sanctions may be imposed';
const message = (err: unknown) => (err instanceof ApiError ? `${err.message}${err.code ? ` (${err.code})` : ''}` : String(err));

export function JudgeDeskPage() {
  usePageTitle('Judge calls');
  const [calls, setCalls] = useState<OpenCall[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    judges(api())
      .open()
      .then(setCalls, (err: unknown) => setError(message(err)));
  }, []);
  return (
    <div>
      <h1>Judge calls</h1>
      {error ? <p className="notice error" role="alert">{error}</p> : null}
      {calls === null && !error ? <p aria-busy="true">Loading…</p> : null}
      {calls && calls.length === 0 ? <p>No open calls in the games you judge.</p> : null}
      {calls && calls.length ? (
        <table className="games" aria-label="Open calls">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Call</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => (
              <tr key={`${c.gameId}/${c.call.id}`} data-call={c.call.id}>
                <td>
                  <Link to={`/judge/${c.gameId}`}>{c.players.map((p) => p.name).join(' v ')}</Link>
                  {c.tournament ? <span className="muted"> · round {c.tournament.round}</span> : null}
                </td>
                <td>
                  “{c.call.text}” {c.call.revision !== null ? <span className="muted">(event {c.call.revision})</span> : null}
                </td>
                <td>{c.call.state}{c.call.takenBy ? ` by ${c.call.takenBy}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

export function JudgePage({ params }: { params: Params }) {
  const gameId = params.id!;
  const client = useMemo(() => judges(api()), []);
  const [data, setData] = useState<JudgeView | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(
    (revision: number | null) =>
      client.view(gameId, revision ?? undefined).then(
        (view) => {
          setData(view);
          setError(null);
        },
        (err: unknown) => setError(message(err)),
      ),
    [client, gameId],
  );
  useEffect(() => {
    void load(at);
  }, [load, at]);
  const names = data ? Object.fromEntries(data.players.map((p) => [p.seat, p.name])) : {};
  usePageTitle(data ? `Judge — ${names.p1} v ${names.p2}` : 'Judge');
  if (error && !data) return <p className="notice error" role="alert">Cannot open the judge&apos;s view: {error}</p>;
  if (!data) return <p aria-busy="true">Opening the judge&apos;s view…</p>;

  const act = async (what: () => Promise<unknown>, done: string) => {
    setNotice(null);
    setError(null);
    try {
      await what();
      setNotice(done);
      await load(at);
    } catch (err) {
      setError(message(err));
    }
  };
  const titles = new Map<string, string>();
  for (const zone of Object.values(data.view.zones)) for (const c of zone) if (!('hidden' in c)) titles.set(c.iid, c.card.title);
  const describe = (entry: JudgeView['log'][number]) =>
    describeEvent({ ...entry.data, type: entry.type }, { names, title: (iid) => titles.get(iid) ?? null, location: (id) => data.view.locations[id]?.name ?? null });
  const model = modelOfView(data.view, null);
  const sealed = data.judge.sealed !== null;

  return (
    <div className="judge-page" data-revision={data.revision} data-head={data.head}>
      <div className="row spread">
        <h1>
          Judge — {names.p1} v {names.p2}
        </h1>
        <Link to="/judge">All open calls</Link>
      </div>
      {notice ? <p className="notice info" role="status">{notice}</p> : null}
      {error ? <p className="notice error" role="alert">{error}</p> : null}

      <section aria-label="Calls">
        <h2>Calls</h2>
        {data.calls.length === 0 ? <p>No judge has been called in this game.</p> : null}
        <ul className="calls">
          {data.calls.map((c) => (
            <li key={c.id} data-call={c.id} data-state={c.state}>
              <strong>{c.id}</strong> by {names[c.by] ?? c.by}: “{c.text}”{' '}
              {c.revision !== null ? (
                <button type="button" className="link" onClick={() => setAt(c.revision)}>
                  event {c.revision}
                </button>
              ) : null}{' '}
              — <span className="state">{c.state}{c.takenBy ? ` by ${c.takenBy}` : ''}</span>{' '}
              {c.state === 'open' && !sealed ? (
                <button type="button" onClick={() => void act(() => client.take(gameId, c.id), `You took ${c.id}.`)}>
                  Take {c.id}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {!sealed && data.view.phase !== 'ended' ? (
          data.judge.paused ? (
            <button type="button" onClick={() => void act(() => client.resume(gameId), 'The game is resumed.')}>
              Resume the game
            </button>
          ) : (
            <button type="button" onClick={() => void act(() => client.pause(gameId, 'judge call'), 'The game is paused: only you act.')}>
              Pause the game
            </button>
          )
        ) : null}
      </section>

      <section aria-label="Verification">
        <h2>Verification</h2>
        <p data-verify={data.verify.ok ? 'ok' : 'broken'}>
          Hash chain: {data.verify.ok ? 'intact' : 'BROKEN'}; seal: {data.verify.seal.sealed ? (data.verify.seal.ok ? 'signed and valid' : 'INVALID') : 'not sealed yet'}.
        </p>
        <p data-revalidation={data.revalidation.consistent ? 'consistent' : 'diverges'}>
          Re-validation against today&apos;s rules: {data.revalidation.consistent ? 'consistent' : `first divergence at event ${data.revalidation.divergence?.revision}`} (recorded under{' '}
          {data.revalidation.recordedRulesVersion}; today {data.revalidation.currentRulesVersion}
          {data.revalidation.rulesChanged ? ': the rules changed since' : ''}).
        </p>
      </section>

      <RulingForm data={data} names={names} onRule={(ruling) => act(() => client.rule(gameId, ruling), 'Ruling recorded.')} />

      <section aria-label="State at a revision">
        <h2>
          The game after event {data.revision} {data.revision !== data.head ? <span className="muted">(now: {data.head})</span> : null}
        </h2>
        <div className="row">
          <label>
            Event{' '}
            <input name="at" type="number" min={0} max={data.head} value={data.revision} onChange={(e) => setAt(Math.max(0, Math.min(data.head, Number(e.target.value))))} />
          </label>
          <button type="button" onClick={() => setAt(null)}>
            Now
          </button>
          <span className="muted">seed {data.seed.slice(0, 12)}…</span>
        </div>
        <DiffPanel gameId={gameId} head={data.head} />
        <div className="judge-board">
          <Board model={model} />
        </div>
        <HiddenCards view={data.view} />
      </section>

      <section aria-label="Log">
        <h2>Log up to event {data.revision}</h2>
        <ol className="events judge-log" start={0}>
          {data.log.map((e) => (
            <li key={e.revision} value={e.revision} data-revision={e.revision} className={[e.rewound ? 'rewound' : '', e.ruling ? 'ruling' : ''].join(' ').trim()}>
              <button type="button" className="link" onClick={() => setAt(e.revision)}>
                #{e.revision}
              </button>{' '}
              {e.rewound ? <span className="tag">rewound</span> : null} {describe(e)}
              <span className="muted">
                {' '}
                · {e.type} · by {e.senderName ?? '?'} · {new Date(e.at).toLocaleTimeString()}
                {e.command ? ` · command ${String(e.command.type)}` : ''}
                {e.rule ? ` · ${e.rule}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** What the board does not spell out: each draw deck in order (top first) and the cards seeded under each mission. */
function HiddenCards({ view }: { view: JudgeView['view'] }) {
  const title = (c: JudgeView['view']['zones'][string][number]) => ('hidden' in c ? 'a hidden card' : c.card.title);
  const decks = Object.entries(view.zones).filter(([zone]) => zone.startsWith('draw:'));
  const seeds = Object.entries(view.zones).filter(([zone]) => zone.startsWith('under:') && view.zones[zone]!.length > 0);
  return (
    <details className="hidden-cards">
      <summary>Deck orders and seed cards</summary>
      {decks.map(([zone, cards]) => (
        <p key={zone} data-zone={zone}>
          <strong>{view.names[zone.slice(5) as PlayerId]}&apos;s draw deck (top first):</strong> {cards.map(title).join(', ') || 'empty'}
        </p>
      ))}
      {seeds.map(([zone, cards]) => (
        <p key={zone} data-zone={zone}>
          <strong>Under {view.locations[zone.slice(6)]?.name ?? zone.slice(6)}:</strong> {cards.map(title).join(', ')}
        </p>
      ))}
    </details>
  );
}

function DiffPanel({ gameId, head }: { gameId: string; head: number }) {
  const [from, setFrom] = useState(Math.max(0, head - 1));
  const [to, setTo] = useState(head);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="diff" aria-label="Difference between two events">
      <div className="row">
        <label>
          From event <input name="from" type="number" min={0} max={head} value={from} onChange={(e) => setFrom(Number(e.target.value))} />
        </label>
        <label>
          to <input name="to" type="number" min={0} max={head} value={to} onChange={(e) => setTo(Number(e.target.value))} />
        </label>
        <button
          type="button"
          onClick={() =>
            judges(api())
              .diff(gameId, from, to)
              .then((d) => setChanges(d.changes), (err: unknown) => setError(message(err)))
          }
        >
          What changed?
        </button>
      </div>
      {error ? <p className="notice error">{error}</p> : null}
      {changes ? (
        <ul className="changes">
          {changes.length === 0 ? <li>Nothing on the table changed.</li> : changes.map((c) => <li key={c}>{c}</li>)}
        </ul>
      ) : null}
    </div>
  );
}

function RulingForm({ data, names, onRule }: { data: JudgeView; names: Record<string, string>; onRule: (ruling: Parameters<ReturnType<typeof judges>['rule']>[1]) => Promise<void> }) {
  const waiting = data.calls.filter((c) => c.state !== 'ruled');
  const [call, setCall] = useState(waiting[0]?.id ?? '');
  const [decision, setDecision] = useState('');
  const [rule, setRule] = useState(QUICK_FIXES);
  const [kind, setKind] = useState<RemedyInput['kind']>('none');
  const [to, setTo] = useState(String(waiting[0]?.revision !== null && waiting[0]?.revision !== undefined ? Math.max(0, waiting[0].revision - 1) : Math.max(0, data.head - 1)));
  const [player, setPlayer] = useState<PlayerId>('p1');
  const [penalty, setPenalty] = useState<'caution' | 'warning' | 'game-loss' | 'disqualification'>('caution');
  const [effect, setEffect] = useState(data.view.disputes[0]?.effect ?? '');
  const [apply, setApply] = useState(false);
  const [fix, setFix] = useState<Fix>('score');
  const [points, setPoints] = useState('0');
  const cards = useMemo(
    () =>
      Object.values(data.view.zones)
        .flat()
        .flatMap((c) => ('hidden' in c ? [] : [{ iid: c.iid, title: c.card.title, owner: c.owner }]))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [data.view.zones],
  );
  const [card, setCard] = useState(cards[0]?.iid ?? '');
  const [destination, setDestination] = useState('discard');
  const corrective = (): Record<string, unknown> => {
    switch (fix) {
      case 'score':
        return { kind: 'score', player, points: Number(points), bonus: false };
      case 'shuffle':
        return { kind: 'shuffle', player };
      case 'move':
        return { kind: 'move', card, to: destination };
      default:
        return { kind: fix, card };
    }
  };
  const remedy = (): RemedyInput =>
    kind === 'rewind'
      ? { kind, to: Number(to) }
      : kind === 'penalty'
        ? { kind, player, penalty }
        : kind === 'resolve-dispute'
          ? { kind, effect, apply }
          : kind === 'correct'
            ? { kind, primitives: [corrective()] }
            : { kind: 'none' };
  const playerSelect = (
    <select name="player" aria-label="Player" value={player} onChange={(e) => setPlayer(e.target.value as PlayerId)}>
      <option value="p1">{names.p1}</option>
      <option value="p2">{names.p2}</option>
    </select>
  );
  return (
    <section aria-label="Ruling">
      <h2>Rule</h2>
      <form
        className="ruling"
        onSubmit={(e) => {
          e.preventDefault();
          void onRule({ ...(call ? { call } : {}), decision, rule, remedy: remedy() });
        }}
      >
        <label>
          Answering{' '}
          <select name="call" value={call} onChange={(e) => setCall(e.target.value)}>
            <option value="">no call (on my own)</option>
            {data.calls.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id} ({c.state})
              </option>
            ))}
          </select>
        </label>
        <label>
          Decision in words
          <textarea name="decision" required maxLength={1000} value={decision} onChange={(e) => setDecision(e.target.value)} />
        </label>
        <label>
          Rule applied
          <input name="rule" required list="judge-rules" value={rule} onChange={(e) => setRule(e.target.value)} />
          <datalist id="judge-rules">
            <option value={QUICK_FIXES} />
            <option value={SANCTIONS} />
          </datalist>
        </label>
        <fieldset>
          <legend>Remedy</legend>
          <select name="remedy" aria-label="Remedy" value={kind} onChange={(e) => setKind(e.target.value as RemedyInput['kind'])}>
            <option value="none">None: play on</option>
            <option value="rewind">Rewind to an event</option>
            <option value="penalty">Penalty</option>
            <option value="correct">Corrective effect</option>
            {data.view.disputes.length ? <option value="resolve-dispute">Resolve a disputed manual effect</option> : null}
          </select>
          {kind === 'rewind' ? (
            <label>
              {' '}
              to the state after event <input name="to" type="number" min={0} max={data.head - 1} value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          ) : null}
          {kind === 'correct' ? (
            <>
              <select name="fix" aria-label="Corrective effect" value={fix} onChange={(e) => setFix(e.target.value as Fix)}>
                <option value="score">Adjust a score</option>
                <option value="move">Move a card</option>
                <option value="stop">Stop a card</option>
                <option value="unstop">Unstop a card</option>
                <option value="reveal">Reveal a card</option>
                <option value="shuffle">Shuffle a draw deck</option>
              </select>
              {fix === 'score' || fix === 'shuffle' ? playerSelect : null}
              {fix === 'score' ? (
                <label>
                  {' '}
                  points <input name="points" type="number" min={-100} max={100} value={points} onChange={(e) => setPoints(e.target.value)} />
                </label>
              ) : null}
              {fix !== 'score' && fix !== 'shuffle' ? (
                <select name="card" aria-label="Card" value={card} onChange={(e) => setCard(e.target.value)}>
                  {cards.map((c) => (
                    <option key={c.iid} value={c.iid}>
                      {c.title} ({names[c.owner] ?? c.owner}, {c.iid})
                    </option>
                  ))}
                </select>
              ) : null}
              {fix === 'move' ? (
                <select name="destination" aria-label="Destination" value={destination} onChange={(e) => setDestination(e.target.value)}>
                  <option value="hand">to its owner&apos;s hand</option>
                  <option value="discard">to its owner&apos;s discard pile</option>
                  <option value="draw-top">to the top of its owner&apos;s draw deck</option>
                  <option value="draw-bottom">to the bottom of its owner&apos;s draw deck</option>
                  <option value="out-of-play">out of play</option>
                </select>
              ) : null}
            </>
          ) : null}
          {kind === 'penalty' ? (
            <>
              {playerSelect}
              <select name="penalty" aria-label="Penalty" value={penalty} onChange={(e) => setPenalty(e.target.value as typeof penalty)}>
                <option value="caution">Caution</option>
                <option value="warning">Warning</option>
                <option value="game-loss">Game loss (ends the game)</option>
                <option value="disqualification">Disqualification</option>
              </select>
            </>
          ) : null}
          {kind === 'resolve-dispute' ? (
            <>
              <select name="effect" aria-label="Disputed effect" value={effect} onChange={(e) => setEffect(e.target.value)}>
                {data.view.disputes.map((d) => (
                  <option key={d.effect} value={d.effect}>
                    {d.effect}: {d.reason || 'disputed'}
                  </option>
                ))}
              </select>
              <label>
                <input type="checkbox" checked={apply} onChange={(e) => setApply(e.target.checked)} /> apply it (otherwise drop it)
              </label>
            </>
          ) : null}
        </fieldset>
        <button type="submit" className="primary">
          Rule
        </button>
      </form>
    </section>
  );
}
