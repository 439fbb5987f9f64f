/**
 * The judge's pages (issue 13; docs/judges.md). /judge: the open calls of the games you judge.
 * /judge/:id: one game as its judge sees it — the calls (take one), the full log at any revision
 * (each event with its command, sender, time, rule, and whether a rewind took it out of effect),
 * the whole board at a revision (both hands, deck orders, seed cards), the difference between two
 * revisions in words, /verify and the re-validation, pause and resume, and the ruling form (none,
 * rewind, penalty, resolve a disputed manual effect, a corrective effect of one or more changes).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { judges, type JudgeView, type OpenCall } from '../api/judges';
import { message } from '../judge/message';
import { DiffPanel, HiddenCards } from '../judge/panels';
import { RulingForm } from '../judge/RulingForm';
import { api } from '../app/session';
import { Link, type Params } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Board } from '../components/Board';
import { modelOfView } from '../components/board-model';
import { logWords, titlesOf } from '../components/log-words';
import { followGame } from '../table/live';

export function JudgeDeskPage() {
  usePageTitle('Judge calls');
  const [calls, setCalls] = useState<OpenCall[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const client = judges(api());
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** read the list; `called`: a game whose new call the list must show (the list is read from a
     * read model that may lag the stream by a moment: read again until it shows, a few times) */
    const load = (called?: string, tries = 0) =>
      void client.open().then(
        (list) => {
          setCalls(list);
          if (called && tries < 20 && !list.some((c) => c.gameId === called)) timer = setTimeout(() => load(called, tries + 1), 300);
        },
        (err: unknown) => setError(message(err)),
      );
    load();
    // a new call (or one taken or ruled) in any game you judge arrives on the judges' stream: read the list again
    const source = new EventSource(client.liveUrl());
    source.addEventListener('judge-event', (e) => {
      const fact = JSON.parse((e as MessageEvent<string>).data) as { gameId: string; type: string };
      load(fact.type === 'JudgeCalled' ? fact.gameId : undefined);
    });
    return () => {
      source.close();
      clearTimeout(timer);
    };
  }, []);
  return (
    <div>
      <h1>Judge calls</h1>
      <p className="muted">The list follows new calls as they are made.</p>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
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
                  {c.tournament ? (
                    <span className="muted"> · round {c.tournament.round}</span>
                  ) : null}
                </td>
                <td>
                  “{c.call.text}”{' '}
                  {c.call.revision !== null ? (
                    <span className="muted">(event {c.call.revision})</span>
                  ) : null}
                </td>
                <td>
                  {c.call.state}
                  {c.call.takenBy ? ` by ${c.call.takenBy}` : ''}
                </td>
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
  // an event chosen (from a call, the log or the Event field): its line in the log is marked and shown
  const shownAt = data?.revision;
  useEffect(() => {
    if (at === null || shownAt !== at) return;
    document.querySelector(`.judge-log li[data-revision="${at}"]`)?.scrollIntoView({ block: 'center' });
  }, [at, shownAt]);
  // the game goes on while the judge reads it: follow its live stream and read the judge's view again
  // after each burst of events (the log, the calls, "now: N"; the board stays at the event chosen)
  const atNow = useRef(at);
  atNow.current = at;
  const following = data !== null;
  const firstHead = useRef(0);
  if (data && firstHead.current === 0) firstHead.current = data.head;
  useEffect(() => {
    if (!following) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followGame((after) => api().liveUrl(gameId, after), firstHead.current, {
      event: () => {
        clearTimeout(timer);
        // once the burst has settled: the judge's view is the whole log and /verify's read of the
        // stream (its re-validation goes on from the api's last answer: the new batches only)
        timer = setTimeout(() => void load(atNow.current), 1500);
      },
      state: () => undefined,
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [following, gameId, load]);
  const names = data ? Object.fromEntries(data.players.map((p) => [p.seat, p.name])) : {};
  usePageTitle(data ? `Judge — ${names.p1} v ${names.p2}` : 'Judge');
  if (error && !data)
    return (
      <p className="notice error" role="alert">
        Cannot open the judge&apos;s view: {error}
      </p>
    );
  if (!data) return <p aria-busy="true">Opening the judge&apos;s view…</p>;

  const act = async (what: () => Promise<unknown>, done: string): Promise<boolean> => {
    setNotice(null);
    setError(null);
    try {
      await what();
      setNotice(done);
      // what the judge just did is at the head of the log: show the game now
      if (at !== null) setAt(null);
      else await load(null);
      return true;
    } catch (err) {
      setError(message(err));
      return false;
    }
  };
  const titles = titlesOf(data.view);
  const describe = (entry: JudgeView['log'][number]) => logWords({ ...entry.data, type: entry.type }, data.view, names, (iid) => titles.get(iid) ?? null);
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
      {notice ? (
        <p className="notice info" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}

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
              —{' '}
              <span className="state">
                {c.state}
                {c.takenBy ? ` by ${c.takenBy}` : ''}
              </span>{' '}
              {c.state === 'open' && !sealed ? (
                <button
                  type="button"
                  onClick={() => void act(() => client.take(gameId, c.id), `You took ${c.id}.`)}
                >
                  Take {c.id}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {!sealed && data.view.phase !== 'ended' ? (
          data.judge.paused ? (
            <button
              type="button"
              onClick={() => void act(() => client.resume(gameId), 'The game is resumed.')}
            >
              Resume the game
            </button>
          ) : (
            <button
              type="button"
              onClick={() =>
                void act(
                  () => client.pause(gameId, 'judge call'),
                  'The game is paused: only you act.',
                )
              }
            >
              Pause the game
            </button>
          )
        ) : null}
      </section>

      <section aria-label="Verification">
        <h2>Verification</h2>
        <p data-verify={data.verify.ok ? 'ok' : 'broken'}>
          Hash chain: {data.verify.ok ? 'intact' : 'BROKEN'}; seal:{' '}
          {data.verify.seal.sealed
            ? data.verify.seal.ok
              ? 'signed and valid'
              : 'INVALID'
            : 'not sealed yet'}
          .
        </p>
        <p data-revalidation={data.revalidation.consistent ? 'consistent' : 'diverges'}>
          Re-validation against today&apos;s rules:{' '}
          {data.revalidation.consistent
            ? 'consistent'
            : `first divergence at event ${data.revalidation.divergence?.revision}`}{' '}
          (recorded under {data.revalidation.recordedRulesVersion}; today{' '}
          {data.revalidation.currentRulesVersion}
          {data.revalidation.rulesChanged ? ': the rules changed since' : ''}).
        </p>
      </section>

      {sealed && !data.tournament ? (
        // the api refuses rulings here (GAME_SEALED): a casual game's record closes with its seal
        <section aria-label="Rule" data-closed>
          <h2>Rule</h2>
          <p>
            The game is sealed and belongs to no tournament: its record is closed, so no ruling can be added. (A
            tournament game&apos;s rulings go on after the seal as penalties or result corrections.)
          </p>
        </section>
      ) : (
        <RulingForm
          data={data}
          names={names}
          onRule={(ruling) => act(() => client.rule(gameId, ruling), 'Ruling recorded.')}
        />
      )}

      <section aria-label="State at a revision">
        <h2>
          The game after event {data.revision}{' '}
          {data.revision !== data.head ? <span className="muted">(now: {data.head})</span> : null}
        </h2>
        <div className="row">
          <label>
            Event{' '}
            <input
              name="at"
              type="number"
              min={0}
              max={data.head}
              value={data.revision}
              onChange={(e) => setAt(Math.max(0, Math.min(data.head, Number(e.target.value))))}
            />
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
            <li
              key={e.revision}
              value={e.revision}
              data-revision={e.revision}
              className={[e.rewound ? 'rewound' : '', e.ruling ? 'ruling' : '', at !== null && e.revision === at ? 'current' : ''].join(' ').trim()}
              aria-current={at !== null && e.revision === at ? 'step' : undefined}
            >
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
