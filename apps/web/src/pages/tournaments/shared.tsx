/**
 * What the tournament pages share: pairings by table and alphabetically, standings with each
 * tiebreak explained in words, the result form (every result type), and loading a tournament.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../app/session';
import { signed, whyAhead } from '../../tournaments/tiebreaks';
import {
  tournamentApi,
  type GameResultInput,
  type PairingRow,
  type ResultKind,
  type StandingRow,
} from '../../api/tournaments';

export const tournaments = () => tournamentApi(api());
export { useEvery } from '../../components/common';

/** The print views (/event/:id/print/:what). */
export const PRINT_VIEWS: Record<string, string> = {
  'pairings-by-table': 'Pairings by table',
  'pairings-by-name': 'Pairings by name',
  'match-slips': 'Match slips',
  standings: 'Standings',
};

/** "1E Modern" (a format naming its game already), else "1E Open Sealed": the game named once (libs/tournament's history words it alike). */
export function gameAndFormat(t: { readonly game: string; readonly format: string }): string {
  return t.format.startsWith(t.game) ? t.format : `${t.game} ${t.format}`;
}

export const STATUS_NAMES: Record<string, string> = {
  registration: 'Registration open',
  swiss: 'Swiss rounds',
  'top-cut': 'Top cut',
  finalized: 'Final',
};

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
const seat = (n: 1 | 2) => <span className="seat">seat {n}</span>;

/** The round's tables in table order; the first-listed player has seat 1 (p1 of the linked game). */
export function PairingsByTable({
  rows,
  caption,
}: {
  rows: readonly PairingRow[];
  caption: string;
}) {
  return (
    <table className="games pairings by-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Table</th>
          <th scope="col">Seat 1</th>
          <th scope="col">Seat 2</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.table}-${r.playerA}`} data-table={r.table ?? 'bye'} data-status={r.status}>
            <th scope="row">{r.table ?? 'Bye'}</th>
            <td>
              {r.playerAName} <span className="muted">({points(r.playerAPoints)})</span>
            </td>
            <td>
              {r.playerBName ?? '—'}
              {r.playerBName ? (
                <span className="muted"> ({points(r.playerBPoints ?? 0)})</span>
              ) : null}
            </td>
            <td>{r.result || (r.status === 'pending' ? 'playing' : r.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every player by name: where they sit and whom they play (players look themselves up). */
export function PairingsAlphabetical({
  rows,
  caption,
}: {
  rows: readonly PairingRow[];
  caption: string;
}) {
  const list = rows.flatMap((r) => [
    { name: r.playerAName, table: r.table, seatNo: 1 as const, opponent: r.playerBName },
    ...(r.playerBName
      ? [{ name: r.playerBName, table: r.table, seatNo: 2 as const, opponent: r.playerAName }]
      : []),
  ]);
  list.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <table className="games pairings alphabetical">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Table</th>
          <th scope="col">Seat</th>
          <th scope="col">Opponent</th>
        </tr>
      </thead>
      <tbody>
        {list.map((p) => (
          <tr key={p.name} data-player={p.name}>
            <th scope="row">{p.name}</th>
            <td>{p.table ?? 'Bye'}</td>
            <td>{p.table ? seat(p.seatNo) : '—'}</td>
            <td>{p.opponent ?? 'bye (no opponent)'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandingsTable({
  rows,
  caption,
}: {
  rows: readonly StandingRow[];
  caption: string;
}) {
  return (
    <>
      <table className="games standings">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
            <th scope="col">Record (W-MW-T-L)</th>
            <th scope="col">Differential</th>
            <th scope="col" className="why">
              Why here
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.playerId} data-player={r.name} className={r.dropped ? 'dropped' : ''}>
              <th scope="row">{r.rank}</th>
              <td>
                {r.name}
                {r.dropped ? <span className="muted"> (dropped)</span> : null}
              </td>
              <td>{r.points}</td>
              <td>
                {r.wins}-{r.modifiedWins}-{r.ties}-{r.losses}
                {r.byes ? <span className="muted"> +{r.byes} bye</span> : null}
              </td>
              <td>{signed(r.differential)}</td>
              <td className="why">
                {i + 1 < rows.length
                  ? `Ahead of ${rows[i + 1]!.name}: ${whyAhead(r, rows[i + 1]!)}.`
                  : 'Last.'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted tiebreaks">
        Players are ordered by tournament points; players level on points are ordered by
        differential (the score margins of their games, capped at the win target), then by the
        strength of their opponents (their average points per round), then by the games between the
        tied players when all of them have met, and last by a random draw fixed by the event&apos;s
        seed.
      </p>
    </>
  );
}

export const RESULT_KINDS: Record<ResultKind, string> = {
  'full-win': 'Full win',
  'modified-win': 'Modified win (time called)',
  concession: 'Concession',
  'decks-exhausted': 'Both decks exhausted',
  tie: 'Tie',
  'no-show': 'No-show',
  'game-loss': 'Game loss (penalty)',
  disqualification: 'Disqualification',
};

export interface TablePlayers {
  readonly a: { id: string; name: string };
  readonly b: { id: string; name: string };
}

/** Enter one table's result: every result type, with the fields each needs; `reason` for corrections. */
export function ResultForm({
  idPrefix,
  players,
  submitLabel,
  needsReason,
  busy,
  onSubmit,
}: {
  idPrefix: string;
  players: TablePlayers;
  submitLabel: string;
  needsReason?: boolean;
  busy?: boolean;
  onSubmit: (result: GameResultInput, reason: string) => void;
}) {
  const [kind, setKind] = useState<ResultKind>('full-win');
  const [who, setWho] = useState<'a' | 'b' | 'both'>('a');
  const [scoreA, setScoreA] = useState('100');
  const [scoreB, setScoreB] = useState('0');
  const [reason, setReason] = useState('');
  const id = (s: string) => `${idPrefix}-${s}`;
  const pid = (w: 'a' | 'b') => players[w].id;
  const scores = () => ({
    [players.a.id]: Number(scoreA) || 0,
    [players.b.id]: Number(scoreB) || 0,
  });
  const result = (): GameResultInput => {
    const one = who === 'both' ? 'a' : who;
    switch (kind) {
      case 'full-win':
      case 'modified-win':
        return { kind, winner: pid(one), scores: scores() };
      case 'concession':
        return { kind, conceded: pid(one) };
      case 'decks-exhausted':
        return { kind, scores: scores() };
      case 'tie':
        return { kind, scores: scores() };
      case 'no-show':
        return { kind, absent: who === 'both' ? [pid('a'), pid('b')] : [pid(who)] };
      case 'game-loss':
      case 'disqualification':
        return {
          kind,
          loser: pid(one),
          ...(reason.trim() && !needsReason ? { reason: reason.trim() } : {}),
        };
    }
  };
  const whoLabel: Record<ResultKind, string | null> = {
    'full-win': 'Winner',
    'modified-win': 'Winner',
    concession: 'Who conceded',
    'decks-exhausted': null,
    tie: null,
    'no-show': 'Who did not come',
    'game-loss': 'Who loses',
    disqualification: 'Who is disqualified',
  };
  const withScores =
    kind === 'full-win' || kind === 'modified-win' || kind === 'decks-exhausted' || kind === 'tie';
  // 1E rulebook › WINNING THE GAME: a game is won at 100 points (or more); under that, time called is a
  // modified win. A full win below 100 is possible (a card's win condition, a judge's ruling) but is
  // most often the wrong result picked: asked once, then recorded as entered.
  const doubt = fullWinDoubt(kind, who === 'b' ? players.b.name : players.a.name, Number(who === 'b' ? scoreB : scoreA) || 0);
  const [doubtShown, setDoubtShown] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (doubt && doubtShown !== doubt) {
      setDoubtShown(doubt);
      return;
    }
    setDoubtShown(null);
    onSubmit(result(), reason.trim());
  };
  const asking = doubt !== null && doubtShown === doubt;
  return (
    <form
      className="result-form row wrap"
      onSubmit={submit}
      aria-label={`${submitLabel}: ${players.a.name} v ${players.b.name}`}
    >
      <label htmlFor={id('kind')}>
        Result
        <select
          id={id('kind')}
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as ResultKind)}
        >
          {Object.entries(RESULT_KINDS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {whoLabel[kind] ? (
        <label htmlFor={id('who')}>
          {whoLabel[kind]}
          <select
            id={id('who')}
            name="who"
            value={who}
            onChange={(e) => setWho(e.target.value as 'a' | 'b' | 'both')}
          >
            <option value="a">{players.a.name}</option>
            <option value="b">{players.b.name}</option>
            {kind === 'no-show' ? <option value="both">Both</option> : null}
          </select>
        </label>
      ) : null}
      {withScores ? (
        <>
          <label htmlFor={id('score-a')}>
            {players.a.name}&apos;s score
            <input
              id={id('score-a')}
              name="scoreA"
              type="number"
              inputMode="numeric"
              value={scoreA}
              onChange={(e) => setScoreA(e.target.value)}
            />
          </label>
          <label htmlFor={id('score-b')}>
            {players.b.name}&apos;s score
            <input
              id={id('score-b')}
              name="scoreB"
              type="number"
              inputMode="numeric"
              value={scoreB}
              onChange={(e) => setScoreB(e.target.value)}
            />
          </label>
        </>
      ) : null}
      {needsReason || kind === 'game-loss' || kind === 'disqualification' ? (
        <label htmlFor={id('reason')}>
          {needsReason ? 'Reason (recorded)' : 'Reason'}
          <input
            id={id('reason')}
            name="reason"
            value={reason}
            required={needsReason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      ) : null}
      {asking ? (
        <p className="result-doubt" role="alert">
          {doubt}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {asking ? `${submitLabel} anyway` : submitLabel}
      </button>
    </form>
  );
}

/** What to ask before a full win is recorded with the winner under 100 points (null: nothing to ask). */
export function fullWinDoubt(kind: ResultKind, winner: string, score: number): string | null {
  if (kind !== 'full-win' || score >= 100) return null;
  return `A full win is reached at 100 points; ${winner} has ${score}. When time was called, the higher score is a modified win. Record a full win anyway?`;
}

export interface EventData {
  readonly summary: Awaited<ReturnType<ReturnType<typeof tournaments>['summary']>>;
  readonly players: Awaited<ReturnType<ReturnType<typeof tournaments>['players']>>['players'];
  /** the latest round's pairings (null before the first pairing) */
  readonly pairings: Awaited<ReturnType<ReturnType<typeof tournaments>['pairings']>> | null;
  readonly standings: Awaited<ReturnType<ReturnType<typeof tournaments>['standings']>>;
}

/** Everything the event's pages show, read together. */
export async function loadEvent(id: string): Promise<EventData> {
  const t = tournaments();
  const [summary, players, standings] = await Promise.all([
    t.summary(id),
    t.players(id),
    t.standings(id),
  ]);
  const pairings = summary.rounds.length ? await t.pairings(id) : null;
  return { summary, players: players.players, pairings, standings };
}
