/**
 * A tournament's public page: players, the latest round's pairings (by table and alphabetically),
 * standings with every tiebreak explained in words, and the round clock counting down in the
 * viewer's local time. Re-read every 15 seconds while the page is visible.
 */
import { Link, type Params } from '../../app/router';
import { session } from '../../app/session';
import { useStore } from '../../app/store';
import { usePageTitle } from '../../app/layout';
import { Problem, RoundClock, useLoad } from '../../components/common';
import {
  gameAndFormat,
  PairingsAlphabetical,
  PairingsByTable,
  STATUS_NAMES,
  StandingsTable,
  loadEvent,
  useEvery,
  type EventData,
} from './shared';

export function EventPage({ params }: { params: Params }) {
  const id = params.id!;
  const tick = useEvery(15_000);
  const event = useLoad(() => loadEvent(id), [id, tick]);
  const account = useStore(session, (s) => s.account);
  const e = event.data;
  usePageTitle(e?.summary.config.name ?? 'Tournament');
  const isDirector =
    !!account &&
    !!e &&
    (account.role === 'admin' || e.summary.config.directors.includes(account.id));
  // issue 13: an account a director added as a judge (the navigation's Judge link is for directors and admins)
  const isJudge = !!account && !!e && (e.summary.judges ?? []).includes(account.id);
  return (
    <div className="event-page">
      <Problem error={event.error} />
      {!e && !event.error ? <p aria-busy="true">Loading…</p> : null}
      {e ? <EventBody id={id} e={e} signedIn={!!account} isDirector={isDirector} isJudge={isJudge} /> : null}
    </div>
  );
}

export function EventHeader({ e }: { e: EventData }) {
  const s = e.summary;
  const last = s.rounds[s.rounds.length - 1] ?? null;
  return (
    <header className="event-head">
      <h1>{s.config.name}</h1>
      <p>
        {STATUS_NAMES[s.status] ?? s.status} ·{' '}
        {gameAndFormat(s.config)}{' '}
        · {s.players.active} player{s.players.active === 1 ? '' : 's'}
        {s.players.dropped ? ` (${s.players.dropped} dropped)` : ''}
        {s.swissRounds ? ` · ${s.swissRounds} Swiss rounds` : ''} · {s.config.roundTimeLimitMinutes}{' '}
        minutes a round
        {s.config.topCutSize ? ` · top ${s.config.topCutSize}` : ''}
      </p>
      <RoundClock round={last} />
    </header>
  );
}

function EventBody({
  id,
  e,
  signedIn,
  isDirector,
  isJudge,
}: {
  id: string;
  e: EventData;
  signedIn: boolean;
  isDirector: boolean;
  isJudge: boolean;
}) {
  const p = e.pairings;
  const final = e.standings.finalStandings;
  return (
    <>
      <EventHeader e={e} />
      <nav className="row wrap" aria-label="This tournament">
        {signedIn ? (
          <Link to={`/event/${id}/play`} className="button primary">
            My table
          </Link>
        ) : (
          <Link to={`/sign-in?next=${encodeURIComponent(`/event/${id}/play`)}`} className="button">
            Sign in to play
          </Link>
        )}
        {isDirector ? (
          <Link to={`/event/${id}/direct`} className="button">
            Director dashboard
          </Link>
        ) : null}
        {isJudge ? (
          <Link to="/judge" className="button" data-judge-desk>
            Judge calls (you judge this event)
          </Link>
        ) : null}
        <Link to={`/event/${id}/print/pairings-by-table`}>Print pairings</Link>
        <Link to={`/event/${id}/print/standings`}>Print standings</Link>
      </nav>
      {final ? (
        <section aria-labelledby="final">
          <h2 id="final">Final standings</h2>
          <ol className="final-standings">
            {final.map((f) => (
              <li key={f.playerId} value={f.place}>
                {f.name}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {p ? (
        <div className="pairings-pair">
          <section aria-labelledby="by-table">
            <h2 id="by-table">Round {p.round} pairings by table</h2>
            <PairingsByTable
              rows={p.pairings}
              caption={`Round ${p.round}${p.phase === 'top-cut' ? ' (top cut)' : ''}, by table`}
            />
          </section>
          <section aria-labelledby="by-name">
            <h2 id="by-name">Round {p.round} pairings by name</h2>
            <PairingsAlphabetical
              rows={p.pairings}
              caption={`Round ${p.round}, players in alphabetical order`}
            />
          </section>
        </div>
      ) : null}
      {e.summary.rounds.length ? (
        <section aria-labelledby="standings">
          <h2 id="standings">Standings</h2>
          <StandingsTable
            rows={e.standings.standings}
            caption={`Standings: ${e.summary.rounds.filter((r) => r.results >= r.tables).length} of ${e.summary.rounds.length} ${e.summary.rounds.length === 1 ? 'round' : 'rounds'} complete`}
          />
        </section>
      ) : null}
      <section aria-labelledby="players">
        <h2 id="players">Players</h2>
        <ul className="player-list">
          {[...e.players]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((pl) => (
              <li key={pl.playerId} data-player={pl.name} className={pl.dropped ? 'dropped' : ''}>
                {pl.name}
                {pl.late ? <span className="muted"> (late entry)</span> : null}
                {pl.dropped ? (
                  <span className="muted">
                    {' '}
                    (dropped{pl.droppedAfterRound ? ` after round ${pl.droppedAfterRound}` : ''})
                  </span>
                ) : null}
                {pl.disqualified ? <span className="muted"> (disqualified)</span> : null}
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
