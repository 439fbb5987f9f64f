/**
 * The director's judges (issue 13; docs/judges.md): the open judge calls of this tournament's games,
 * each linked to its judge page (OpenJudgeCalls, at the top of the dashboard); and, lower down, who
 * judges the games (the directors, and the accounts added as judges); adding a judge by handle — a
 * floor judge at a convention table signs up, the director adds them here, and they rule from
 * /judge — and removing one.
 */
import { useState, type FormEvent } from 'react';
import { Link } from '../../app/router';
import type { TournamentSummary } from '../../api/tournaments';
import { tournaments, type EventData } from './shared';

export function DirectorJudges({ id, e, run, busy }: { id: string; e: EventData; run: (what: string, f: () => Promise<unknown>) => void; busy: boolean }) {
  const [handle, setHandle] = useState('');
  const judges = e.summary.judgeAccounts ?? [];
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const who = handle.trim().toLowerCase();
    if (!who) return;
    run(`${who} judges this tournament's games.`, () => tournaments().addJudge(id, who));
    setHandle('');
  };
  return (
    <section aria-labelledby="judges" className="judge-calls">
      <h2 id="judges">Judges</h2>
      <p data-judges={judges.map((j) => j.handle).join(' ')}>
        The directors judge every game of this tournament{judges.length ? '; so do the judges below' : ''}. A judge takes calls at{' '}
        <Link to="/judge">Judge</Link>.
      </p>
      {judges.length ? (
        <ul className="judges" aria-label="Added judges">
          {judges.map((j) => (
            <li key={j.accountId} data-judge={j.handle}>
              {j.name} ({j.handle}){' '}
              <button type="button" className="link" disabled={busy} onClick={() => run(`${j.name} no longer judges this tournament's games.`, () => tournaments().removeJudge(id, j.accountId))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {e.summary.status !== 'finalized' ? (
        <form className="row wrap" onSubmit={submit} aria-label="Add a judge">
          <label htmlFor="judge-handle">
            Add a judge (their handle)
            <input id="judge-handle" required value={handle} onChange={(ev) => setHandle(ev.target.value)} autoComplete="off" />
          </label>
          <button type="submit" disabled={busy || !handle.trim()}>
            Add judge
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The open judge calls of this tournament's games, each linked to its judge page (at the top of the dashboard). */
export function OpenJudgeCalls({ calls }: { calls: NonNullable<TournamentSummary['openJudgeCalls']> }) {
  return (
    <section aria-labelledby="judge-calls" className="judge-calls">
      <h2 id="judge-calls">Open judge calls</h2>
      {calls.length === 0 ? (
        <p className="muted">No open calls.</p>
      ) : (
        <ul>
          {calls.map((g) => (
            <li key={g.gameId}>
              <Link to={`/judge/${g.gameId}`}>
                {g.round !== null ? `Round ${g.round}: ` : ''}
                {g.calls.length === 1 ? '1 open call' : `${g.calls.length} open calls`} ({g.calls.join(', ')})
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
