/**
 * A player's page of a tournament (made for a phone at the venue): register with a saved deck, then
 * my table, seat and opponent in the latest round with its clock, start (or open) the linked game,
 * report a paper game's result or confirm / reject the opponent's report, and drop.
 */
import { useCallback, useState } from 'react';
import { Link, navigate, type Params } from '../../app/router';
import { usePageTitle } from '../../app/layout';
import {
  DeckSelect,
  Problem,
  RoundClock,
  deckChoiceOf,
  useAction,
  useDeckOptions,
  useLoad,
} from '../../components/common';
import type { MyTable, TournamentSummary } from '../../api/tournaments';
import { ResultForm, STATUS_NAMES, tournaments, useEvery } from './shared';

export function PlayerEventPage({ params }: { params: Params }) {
  const id = params.id!;
  const tick = useEvery(10_000);
  const data = useLoad(async () => {
    const t = tournaments();
    const [summary, me] = await Promise.all([t.summary(id), t.me(id)]);
    return { summary, me };
  }, [id, tick]);
  const action = useAction();
  usePageTitle(data.data ? `${data.data.summary.config.name}: my table` : 'My table');
  const run = (f: () => Promise<unknown>) =>
    action.run(f).then((ok) => (ok ? data.reload() : undefined));
  const d = data.data;
  return (
    <div className="player-event narrow">
      <p>
        <Link to={`/event/${id}`}>← Tournament page</Link>
      </p>
      <Problem error={data.error} />
      {!d && !data.error ? <p aria-busy="true">Loading…</p> : null}
      {d ? (
        <>
          <h1>{d.summary.config.name}</h1>
          <p className="muted">{STATUS_NAMES[d.summary.status] ?? d.summary.status}</p>
          <Problem error={action.error} />
          {!d.me.player ? (
            <Register id={id} summary={d.summary} run={run} busy={action.busy} />
          ) : (
            <MyPlace id={id} me={d.me} run={run} busy={action.busy} />
          )}
        </>
      ) : null}
    </div>
  );
}

function Register({
  id,
  summary,
  run,
  busy,
}: {
  id: string;
  summary: TournamentSummary;
  run: (f: () => Promise<unknown>) => void;
  busy: boolean;
}) {
  const decks = useDeckOptions();
  const [deck, setDeck] = useState('');
  const onDeck = useCallback((v: string) => setDeck(v), []);
  if (summary.status !== 'registration')
    return <p>Registration has closed; a director can still enter you late at the venue.</p>;
  const register = () => {
    const choice = deckChoiceOf(deck, decks);
    if (!choice) return;
    run(() =>
      tournaments().register(
        id,
        'deckId' in choice ? { deckId: choice.deckId } : { deckList: choice.deck },
      ),
    );
  };
  return (
    <section aria-labelledby="register" className="stack">
      <h2 id="register">Register</h2>
      <p>
        Choose the deck you will play; it is locked when the tournament starts. Build and save decks
        under <Link to="/my-decks">Decks</Link>.
      </p>
      <DeckSelect id="register-deck" label="Deck" options={decks} value={deck} onChange={onDeck} />
      <button type="button" className="primary" disabled={busy || !deck} onClick={register}>
        Register
      </button>
    </section>
  );
}

function MyPlace({
  id,
  me,
  run,
  busy,
}: {
  id: string;
  me: MyTable;
  run: (f: () => Promise<unknown>) => void;
  busy: boolean;
}) {
  const player = me.player!;
  const t = me.table;
  const round = me.round;
  // an opponent registered without an account (a walk-in) cannot open a game or confirm a report: a director records the result
  const onPaper = !!t?.opponent.guest;
  const startGame = () =>
    run(async () => {
      const game = await tournaments().startGame(id, round!.round, t!.table);
      navigate(`/table/${game.gameId}`);
    });
  const drop = () => {
    if (
      window.confirm('Drop from the tournament? You will not be paired again; your results stay.')
    )
      run(() => tournaments().drop(id, player.playerId));
  };
  return (
    <>
      <p data-registered="true">
        Registered as <strong>{player.name}</strong>
        {player.dropped ? ' — you have dropped.' : '.'}
      </p>
      <RoundClock round={round} />
      {me.bye ? (
        <p className="notice info">
          You have a {me.bye.kind === 'earned' ? 'earned ' : ''}bye this round: it counts as a win.
        </p>
      ) : null}
      {t && round ? (
        <section
          aria-labelledby="my-table"
          className="my-table"
          data-table={t.table}
          data-seat={t.seat}
        >
          <h2 id="my-table">
            Round {round.round}: table {t.table}
          </h2>
          <dl className="facts">
            <div>
              <dt>Your seat</dt>
              <dd>
                {t.seat === 'a'
                  ? 'Seat 1 (listed first; player 1 of the linked game)'
                  : 'Seat 2 (player 2 of the linked game)'}
              </dd>
            </div>
            <div>
              <dt>Opponent</dt>
              <dd data-opponent={t.opponent.name}>{t.opponent.name}</dd>
            </div>
            <div>
              <dt>Result</dt>
              <dd data-result-status={t.status}>
                {t.result ?? (t.report ? `reported: ${t.report.result}` : 'not yet')}
              </dd>
            </div>
          </dl>
          <p className="muted">
            Who plays first is decided at random when the game starts (1E rulebook › The seed phases
            › starting player).
          </p>
          {onPaper && t.status === 'pending' ? (
            <p className="notice info" data-on-paper="true">
              {t.opponent.name} plays without an account: play this game on paper and tell a director
              the result; the director records it.
            </p>
          ) : null}
          {t.status === 'pending' && round.started && !onPaper ? (
            t.gameId ? (
              <Link to={`/table/${t.gameId}`} className="button primary">
                Open the game
              </Link>
            ) : (
              <button type="button" className="primary" disabled={busy} onClick={startGame}>
                Start the game in the browser
              </button>
            )
          ) : null}
          {t.report?.yoursToConfirm ? (
            <div className="notice info" role="status">
              <p>Your opponent reported: {t.report.result}.</p>
              <div className="row">
                <button
                  type="button"
                  className="primary"
                  disabled={busy}
                  onClick={() => run(() => tournaments().confirm(id, round.round, t.table))}
                >
                  Confirm
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => run(() => tournaments().reject(id, round.round, t.table))}
                >
                  Reject
                </button>
              </div>
            </div>
          ) : null}
          {t.status === 'pending' && !t.gameId && round.started && !onPaper ? (
            <details className="report">
              <summary>Report a paper game&apos;s result</summary>
              <ResultForm
                idPrefix="report"
                players={
                  t.seat === 'a'
                    ? {
                        a: { id: player.playerId, name: player.name },
                        b: { id: t.opponent.playerId, name: t.opponent.name },
                      }
                    : {
                        a: { id: t.opponent.playerId, name: t.opponent.name },
                        b: { id: player.playerId, name: player.name },
                      }
                }
                submitLabel="Report"
                busy={busy}
                onSubmit={(result) =>
                  run(() => tournaments().report(id, round.round, t.table, result))
                }
              />
            </details>
          ) : null}
        </section>
      ) : round ? null : (
        <p>The first round has not been paired yet.</p>
      )}
      {!player.dropped && me.status !== 'finalized' ? (
        <p>
          <button type="button" className="danger" disabled={busy} onClick={drop}>
            Drop from the tournament
          </button>
        </p>
      ) : null}
    </>
  );
}
