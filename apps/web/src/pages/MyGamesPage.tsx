/** My games (GET /games): running games open the table, finished ones their replay. Times in local time. */
import { useEffect, useState } from 'react';
import type { GameListItem } from '../api/client';
import { api } from '../app/session';
import { Link } from '../app/router';
import { usePageTitle } from '../app/layout';
import { END_REASONS } from '@captains-log/replay';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
const STATUS: Record<string, string> = {
  seeding: 'Seeding',
  playing: 'In play',
  ended: 'Finished',
};

export function MyGamesPage() {
  usePageTitle('My games');
  const [games, setGames] = useState<GameListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api()
      .games()
      .then(setGames, (err: Error) => setError(err.message));
  }, []);
  const running = games?.filter((g) => g.status !== 'ended') ?? [];
  const finished = games?.filter((g) => g.status === 'ended') ?? [];
  return (
    <div>
      <div className="row spread">
        <h1>My games</h1>
        <span className="row">
          <Link to="/lobby" className="button primary">
            Find a game
          </Link>
          <Link to="/new-game" className="button">
            Start a game
          </Link>
        </span>
      </div>
      {error ? (
        <p className="notice error" role="alert">
          Could not list your games: {error}
        </p>
      ) : null}
      {games === null && !error ? <p aria-busy="true">Loading…</p> : null}
      {games && games.length === 0 ? (
        <p>
          No games yet. <Link to="/lobby">Play the computer</Link> from the lobby, or{' '}
          <Link to="/new-game">start one</Link> against a friend&apos;s handle with a starter deck.
        </p>
      ) : null}
      {running.length ? <GameTable title="Running" games={running} /> : null}
      {finished.length ? <GameTable title="Finished" games={finished} /> : null}
    </div>
  );
}

export function GameTable({ title, games }: { title: string; games: GameListItem[] }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <table className="games">
        <thead>
          <tr>
            <th scope="col">Players</th>
            <th scope="col">State</th>
            <th scope="col">Started</th>
            <th scope="col">Open</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => {
            const winner = g.result?.winner
              ? g.players.find((p) => p.seat === g.result!.winner)?.name
              : null;
            return (
              <tr key={g.id} data-game={g.id} data-status={g.status}>
                <td>
                  {g.players.map((p) => `${p.name} (${p.score})`).join(' v ')}
                  {g.tournament ? (
                    <span className="muted">
                      {' '}
                      · <Link to={`/event/${g.tournament.id}`}>tournament</Link> round{' '}
                      {g.tournament.round ?? '?'}
                    </span>
                  ) : null}
                </td>
                <td>
                  {g.status === 'ended'
                    ? `${winner ? `${winner} won` : 'Draw'}${g.result?.reason ? ` (${END_REASONS[g.result.reason] ?? g.result.reason})` : ''}`
                    : `${STATUS[g.status] ?? g.status}${g.turn ? `, turn ${g.turn}` : ''}`}
                  {g.openJudgeCalls?.length ? (
                    <span className="judge-flag notice info">
                      {' '}
                      judge called (
                      {g.openJudgeCalls.length === 1
                        ? '1 open call'
                        : `${g.openJudgeCalls.length} open calls`}
                      )
                    </span>
                  ) : null}
                </td>
                <td>{when(g.createdAt)}</td>
                <td className="row">
                  {g.status === 'ended' ? (
                    <>
                      <Link to={`/replay/${g.id}`} className="button">
                        Replay
                      </Link>
                      <Link to={`/table/${g.id}`}>Final table</Link>
                    </>
                  ) : (
                    <Link to={`/table/${g.id}`} className="button primary">
                      Play
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
