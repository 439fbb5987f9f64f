/**
 * The director's dashboard: registration and late entry, drops and re-entries, start, pair each
 * round (tables and seats), start / pause / resume its clock, enter every result type at each table,
 * correct a result with a reason, top cut, finalise; links to the print views; the history.
 * Every action is one api command; a rule the tournament refuses is shown in words with its rule.
 */
import { useState, type FormEvent } from 'react';
import { Link, type Params } from '../../app/router';
import { session } from '../../app/session';
import { useStore } from '../../app/store';
import { usePageTitle } from '../../app/layout';
import { Problem, localTime, useAction, useDeckOptions, useLoad } from '../../components/common';
import type { PairingRow } from '../../api/tournaments';
import { DirectorJudges, OpenJudgeCalls } from './DirectorJudges';
import { EventHeader } from './EventPage';
import {
  PRINT_VIEWS,
  PairingsByTable,
  ResultForm,
  StandingsTable,
  loadEvent,
  tournaments,
  type EventData,
} from './shared';

export function DirectorPage({ params }: { params: Params }) {
  const id = params.id!;
  const account = useStore(session, (s) => s.account);
  const event = useLoad(
    async () => ({ e: await loadEvent(id), history: await tournaments().history(id) }),
    [id],
  );
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  usePageTitle(event.data ? `${event.data.e.summary.config.name}: director` : 'Director');
  /** run one command; on success say what happened and re-read the event */
  const run = (what: string, f: () => Promise<unknown>) =>
    void action.run(f).then((ok) => {
      setDone(ok ? what : null);
      if (ok) event.reload();
    });
  const d = event.data;
  if (
    d &&
    account &&
    account.role !== 'admin' &&
    !d.e.summary.config.directors.includes(account.id)
  )
    return (
      <div className="narrow">
        <h1>{d.e.summary.config.name}</h1>
        <p>Only this tournament&apos;s directors use the dashboard.</p>
        <Link to={`/event/${id}`}>The tournament page</Link>
      </div>
    );
  return (
    <div
      className="director-page"
      data-revision={d?.e.summary.revision ?? ''}
      data-busy={action.busy ? 'true' : 'false'}
    >
      <Problem error={event.error} />
      {!d && !event.error ? <p aria-busy="true">Loading…</p> : null}
      {d ? (
        <>
          <EventHeader e={d.e} />
          <nav className="row wrap" aria-label="Views of this tournament">
            <Link to={`/event/${id}`}>Public page</Link>
            {Object.entries(PRINT_VIEWS).map(([what, label]) => (
              <Link key={what} to={`/event/${id}/print/${what}`}>
                Print {label.toLowerCase()}
              </Link>
            ))}
          </nav>
          <div className="director-feedback" aria-live="polite">
            <Problem error={action.error} />
            {done && !action.error ? (
              <p className="notice info" role="status" data-done={done}>
                {done}
              </p>
            ) : null}
          </div>
          <OpenJudgeCalls calls={d.e.summary.openJudgeCalls ?? []} />
          <Controls id={id} e={d.e} run={run} busy={action.busy} />
          {d.e.pairings ? <Tables id={id} e={d.e} run={run} busy={action.busy} /> : null}
          <Registration id={id} e={d.e} run={run} busy={action.busy} />
          <DirectorJudges id={id} e={d.e} run={run} busy={action.busy} />
          {d.e.summary.rounds.length ? (
            <section aria-labelledby="d-standings">
              <h2 id="d-standings">Standings</h2>
              <StandingsTable rows={d.e.standings.standings} caption="Current standings" />
            </section>
          ) : null}
          <section aria-labelledby="history">
            <h2 id="history">History</h2>
            <ol className="history" reversed>
              {[...d.history.entries]
                .reverse()
                .slice(0, 20)
                .map((h, i) => (
                  <li key={i}>
                    <span className="muted">{localTime(h.at)}</span> {h.summary}
                    {h.reason ? <em> — {h.reason}</em> : null}
                  </li>
                ))}
            </ol>
          </section>
        </>
      ) : null}
    </div>
  );
}

type Run = (what: string, f: () => Promise<unknown>) => void;

function Controls({ id, e, run, busy }: { id: string; e: EventData; run: Run; busy: boolean }) {
  const s = e.summary;
  const t = tournaments();
  const last = s.rounds[s.rounds.length - 1];
  const complete = !last || last.results >= last.tables;
  const swissLeft =
    s.swissRounds === null || s.rounds.filter((r) => r.phase === 'swiss').length < s.swissRounds;
  const buttons: { label: string; what: string; f: () => Promise<unknown>; primary?: boolean }[] =
    [];
  if (s.status === 'registration')
    buttons.push({
      label: 'Close registration and start',
      what: 'The tournament has started.',
      f: () => t.start(id),
      primary: true,
    });
  // the top cut is over when its last round had one table (the final) and it has a result
  const topCutOver =
    s.status === 'top-cut' && last?.phase === 'top-cut' && last.tables === 1 && complete;
  const topCutToPair = s.status === 'top-cut' && complete && !topCutOver;
  if ((s.status === 'swiss' && complete && swissLeft) || topCutToPair)
    buttons.push({
      label: `Pair round ${s.rounds.length + 1}`,
      what: `Round ${s.rounds.length + 1} is paired.`,
      f: () => t.pairRound(id),
      primary: true,
    });
  if (last && !last.started)
    buttons.push({
      label: `Start round ${last.round} (clock)`,
      what: `Round ${last.round} has started.`,
      f: () => t.startRound(id, last.round),
      primary: true,
    });
  if (last?.started && !complete && !last.pausedAt)
    buttons.push({
      label: 'Pause the clock',
      what: `Round ${last.round}'s clock is paused.`,
      f: () => t.pauseRound(id, last.round),
    });
  if (last?.started && last.pausedAt)
    buttons.push({
      label: 'Resume the clock',
      what: `Round ${last.round}'s clock runs again.`,
      f: () => t.resumeRound(id, last.round),
      primary: true,
    });
  if (s.status === 'swiss' && complete && !swissLeft && s.config.topCutSize > 0)
    buttons.push({
      label: `Start the top cut (top ${s.config.topCutSize})`,
      what: 'The top cut has started.',
      f: () => t.topCut(id),
      primary: true,
    });
  if (
    (s.status === 'swiss' &&
      complete &&
      s.rounds.length > 0 &&
      !swissLeft &&
      s.config.topCutSize < 2) ||
    topCutOver
  )
    buttons.push({
      label: 'Finalise the tournament',
      what: 'The tournament is final.',
      f: () => t.finalize(id),
    });
  return (
    <section aria-labelledby="controls" className="panel controls-panel">
      <h2 id="controls">Next step</h2>
      {buttons.length ? (
        <div className="row wrap">
          {buttons.map((b) => (
            <button
              key={b.label}
              type="button"
              className={b.primary ? 'primary' : ''}
              disabled={busy}
              onClick={() => run(b.what, b.f)}
            >
              {b.label}
            </button>
          ))}
        </div>
      ) : (
        <p>
          {s.status === 'finalized'
            ? 'The tournament is final.'
            : 'Waiting for the tables’ results.'}
        </p>
      )}
    </section>
  );
}

function Tables({ id, e, run, busy }: { id: string; e: EventData; run: Run; busy: boolean }) {
  const p = e.pairings!;
  const t = tournaments();
  const tables = p.pairings.filter(
    (r): r is PairingRow & { table: number; playerB: string; playerBName: string } =>
      r.table !== null && r.playerB !== null,
  );
  const byes = p.pairings.filter((r) => r.table === null);
  // results are recorded once the round has started (its clock: tournament rules › results)
  const started = e.summary.rounds.find((r) => r.round === p.round)?.started ?? true;
  const players = (r: (typeof tables)[number]) => ({
    a: { id: r.playerA, name: r.playerAName },
    b: { id: r.playerB, name: r.playerBName },
  });
  return (
    <section aria-labelledby="tables">
      <h2 id="tables">
        Round {p.round}
        {p.phase === 'top-cut' ? ' (top cut)' : ''}: tables
      </h2>
      <p className="muted">
        Seat 1 is the first-listed player (player 1 of a linked game); who plays first is decided at
        random when the game starts.
      </p>
      <ul className="table-cards">
        {tables.map((r) => (
          <li key={r.table} className="table-card" data-table={r.table} data-status={r.status}>
            <h3>
              Table {r.table}: {r.playerAName} <span className="muted">(seat 1)</span> v{' '}
              {r.playerBName} <span className="muted">(seat 2)</span>
            </h3>
            <p data-result>
              {r.status === 'final'
                ? `Result: ${r.result}`
                : r.status === 'reported'
                  ? `Awaiting confirmation — ${r.result}`
                  : 'No result yet.'}
            </p>
            {r.status === 'final' ? (
              <details>
                <summary>Correct this result</summary>
                <ResultForm
                  idPrefix={`correct-${r.table}`}
                  players={players(r)}
                  needsReason
                  submitLabel="Correct"
                  busy={busy}
                  onSubmit={(result, reason) =>
                    run(`Table ${r.table}'s result is corrected.`, () =>
                      t.correct(id, p.round, r.table, result, reason),
                    )
                  }
                />
              </details>
            ) : !started ? (
              <p className="muted">Results are recorded once the round has started.</p>
            ) : (
              <ResultForm
                idPrefix={`result-${r.table}`}
                players={players(r)}
                submitLabel="Record"
                busy={busy}
                onSubmit={(result) =>
                  run(`Table ${r.table}'s result is recorded.`, () =>
                    t.record(id, p.round, r.table, result),
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      {byes.length ? <p>Byes: {byes.map((b) => b.playerAName).join(', ')}.</p> : null}
      <details>
        <summary>All tables at a glance</summary>
        <PairingsByTable rows={p.pairings} caption={`Round ${p.round} by table`} />
      </details>
    </section>
  );
}

function Registration({ id, e, run, busy }: { id: string; e: EventData; run: Run; busy: boolean }) {
  const t = tournaments();
  const { starters } = useDeckOptions();
  const [handle, setHandle] = useState('');
  const [name, setName] = useState('');
  // a walk-in without an account (the api's guest registration): a name, no handle; a director records their results
  const [guest, setGuest] = useState(false);
  const [deck, setDeck] = useState('0');
  const [pasted, setPasted] = useState('');
  const started = e.summary.status !== 'registration';
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const deckList = deck === 'paste' ? pasted : starters[Number(deck)]?.text;
    if (!deckList) return;
    const who = handle.trim().toLowerCase();
    run(`${name.trim() || who} is registered${started ? ' (late entry)' : ''}${guest ? ' without an account (plays on paper)' : ''}.`, () =>
      t.register(
        id,
        guest ? { guest: true, name: name.trim(), deckList } : { handle: who, deckList, ...(name.trim() ? { name: name.trim() } : {}) },
      ),
    );
    setHandle('');
    setName('');
  };
  const reinstate = (playerId: string, playerName: string) => {
    const reason = window.prompt(`Why is ${playerName} re-entering? (recorded)`);
    if (reason?.trim())
      run(`${playerName} is back in.`, () => t.reinstate(id, playerId, reason.trim()));
  };
  return (
    <section aria-labelledby="registration">
      <h2 id="registration">Players ({e.players.length})</h2>
      <table className="games players">
        <caption className="sr-only">Registered players</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Deck</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {e.players.map((p) => (
            <tr key={p.playerId} data-player={p.name}>
              <th scope="row">{p.name}</th>
              <td>
                {p.deckCheck
                  ? p.deckCheck.valid === false
                    ? 'has problems'
                    : 'checked'
                  : 'listed'}
              </td>
              <td>
                {[
                  p.late ? 'late entry' : '',
                  p.dropped
                    ? `dropped${p.droppedAfterRound ? ` after round ${p.droppedAfterRound}` : ''}`
                    : started
                      ? 'playing'
                      : 'registered',
                  p.disqualified ? 'disqualified' : '',
                ]
                  .filter(Boolean)
                  .join(', ')}
              </td>
              <td>
                {p.dropped ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => reinstate(p.playerId, p.name)}
                  >
                    Re-enter
                  </button>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={`Drop ${p.name}`}
                    onClick={() =>
                      run(`${p.name} has dropped.`, () =>
                        t.drop(id, p.playerId, 'dropped by the director'),
                      )
                    }
                  >
                    Drop
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {e.summary.status !== 'finalized' ? (
        <form
          className="stack panel"
          onSubmit={submit}
          aria-label={started ? 'Late entry' : 'Register a player'}
        >
          <h3>{started ? 'Late entry' : 'Register a player'}</h3>
          <label className="check">
            <input type="checkbox" checked={guest} onChange={(ev) => setGuest(ev.target.checked)} /> No account: a
            walk-in who plays on paper (you record the results)
          </label>
          <div className="row wrap">
            {guest ? null : (
              <label htmlFor="reg-handle">
                Handle
                <input
                  id="reg-handle"
                  required
                  value={handle}
                  onChange={(ev) => setHandle(ev.target.value)}
                  autoComplete="off"
                />
              </label>
            )}
            <label htmlFor="reg-name">
              {guest ? 'Name in pairings' : 'Name in pairings (optional)'}
              <input id="reg-name" required={guest} value={name} onChange={(ev) => setName(ev.target.value)} />
            </label>
            <label htmlFor="reg-deck">
              Deck
              <select id="reg-deck" value={deck} onChange={(ev) => setDeck(ev.target.value)}>
                {starters.map((s, i) => (
                  <option key={s.name} value={String(i)}>
                    {s.name}
                  </option>
                ))}
                <option value="paste">A list (paste it below)</option>
              </select>
            </label>
          </div>
          {deck === 'paste' ? (
            <label htmlFor="reg-list">
              Deck list
              <textarea
                id="reg-list"
                rows={6}
                value={pasted}
                onChange={(ev) => setPasted(ev.target.value)}
              />
            </label>
          ) : null}
          <button type="submit" className="primary" disabled={busy || !(guest ? name : handle).trim()}>
            {started ? 'Enter late' : 'Register'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
