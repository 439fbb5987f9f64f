/** Tournaments: the list (newest first) and, for directors, a new tournament. */
import { useState, type FormEvent } from 'react';
import { session } from '../../app/session';
import { useStore } from '../../app/store';
import { Link, navigate } from '../../app/router';
import { usePageTitle } from '../../app/layout';
import { Problem, localTime, useAction, useLoad } from '../../components/common';
import { gameAndFormat, STATUS_NAMES, tournaments } from './shared';

export function EventsPage() {
  usePageTitle('Tournaments');
  const account = useStore(session, (s) => s.account);
  const list = useLoad(() => tournaments().list(), []);
  const director = account?.role === 'director' || account?.role === 'admin';
  return (
    <div className="events-page">
      <h1>Tournaments</h1>
      <Problem error={list.error} />
      {list.data === null && !list.error ? <p aria-busy="true">Loading…</p> : null}
      {list.data && list.data.tournaments.length === 0 ? <p>No tournaments yet.</p> : null}
      {list.data?.tournaments.length ? (
        <table className="games">
          <caption className="sr-only">Tournaments</caption>
          <thead>
            <tr>
              <th scope="col">Tournament</th>
              <th scope="col">Format</th>
              <th scope="col">State</th>
              <th scope="col">Players</th>
              <th scope="col">Created</th>
              <th scope="col">Open</th>
            </tr>
          </thead>
          <tbody>
            {list.data.tournaments.map((t) => (
              <tr key={t.tournamentId} data-tournament={t.tournamentId}>
                <td>
                  <Link to={`/event/${t.tournamentId}`}>{t.name}</Link>
                </td>
                <td>{gameAndFormat(t)}</td>
                <td>
                  {STATUS_NAMES[t.status] ?? t.status}
                  {t.currentRound ? `, round ${t.currentRound}` : ''}
                  {t.winnerName ? `, won by ${t.winnerName}` : ''}
                </td>
                <td>{t.players}</td>
                <td>{localTime(t.createdAt)}</td>
                <td className="row">
                  {account ? <Link to={`/event/${t.tournamentId}/play`}>Play</Link> : null}
                  {director ? <Link to={`/event/${t.tournamentId}/direct`}>Direct</Link> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {director ? <CreateTournament /> : null}
    </div>
  );
}

function CreateTournament() {
  const [name, setName] = useState('');
  const [game, setGame] = useState<'1E' | '2E'>('1E');
  const [format, setFormat] = useState('1E Modern');
  const [rounds, setRounds] = useState('');
  const [minutes, setMinutes] = useState('');
  const [topCut, setTopCut] = useState('0');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const created = await tournaments().create({
        name: name.trim(),
        game,
        format: format.trim(),
        ...(rounds ? { swissRounds: Number(rounds) } : {}),
        ...(minutes ? { roundTimeLimitMinutes: Number(minutes) } : {}),
        topCutSize: Number(topCut) || 0,
      });
      navigate(`/event/${created.tournamentId}/direct`);
    });
  };
  return (
    <section aria-labelledby="new-tournament" className="panel">
      <h2 id="new-tournament">New tournament</h2>
      <form className="stack" onSubmit={submit} aria-label="New tournament">
        <label htmlFor="t-name">
          Name
          <input
            id="t-name"
            required
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="row wrap">
          <label htmlFor="t-game">
            Game
            <select
              id="t-game"
              value={game}
              onChange={(e) => setGame(e.target.value as '1E' | '2E')}
            >
              <option value="1E">First Edition</option>
              <option value="2E">Second Edition</option>
            </select>
          </label>
          <label htmlFor="t-format">
            Format (also the ratings pool)
            <input
              id="t-format"
              required
              value={format}
              onChange={(e) => setFormat(e.target.value)}
            />
          </label>
          <label htmlFor="t-rounds">
            Swiss rounds (empty: from the player count)
            <input
              id="t-rounds"
              type="number"
              min={1}
              max={30}
              value={rounds}
              onChange={(e) => setRounds(e.target.value)}
            />
          </label>
          <label htmlFor="t-minutes">
            Minutes per round (empty: 75 for 1E, 60 for 2E)
            <input
              id="t-minutes"
              type="number"
              min={1}
              max={600}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
          <label htmlFor="t-cut">
            Top cut (players; 0 for none)
            <input
              id="t-cut"
              type="number"
              min={0}
              max={512}
              value={topCut}
              onChange={(e) => setTopCut(e.target.value)}
            />
          </label>
        </div>
        <Problem error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          Create the tournament
        </button>
      </form>
    </section>
  );
}
