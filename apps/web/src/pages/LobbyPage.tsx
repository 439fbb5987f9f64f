/**
 * The lobby: play against the computer (level and decks), challenge a handle or open a seat anyone
 * may take (with the game's settings), the challenges to you and the open seats to accept or
 * decline, your own to withdraw, and your games (running, finished, linked to a tournament).
 */
import { useCallback, useState, type FormEvent } from 'react';
import type { Challenge, GameListItem } from '../api/client';
import { api } from '../app/session';
import { Link, navigate, useLocation } from '../app/router';
import { usePageTitle } from '../app/layout';
import {
  DeckSelect,
  Problem,
  deckChoiceOf,
  localTime,
  useAction,
  useDeckOptions,
  useEvery,
  useLoad,
  type DeckOptions,
} from '../components/common';
import { GameTable } from './MyGamesPage';

const LEVELS: Record<string, string> = {
  random: 'Cadet — plays any legal move',
  greedy: 'Officer — follows a simple plan',
  lookahead: 'Captain — plays attempts out before choosing',
};

export function LobbyPage() {
  usePageTitle('Lobby');
  const decks = useDeckOptions();
  // challenges and games are re-read every 5 seconds while the page is visible (and after each change)
  const tick = useEvery(5_000);
  const challenges = useLoad(() => api().challenges('open'), [tick]);
  const games = useLoad(() => api().games(), [tick]);
  return (
    <div className="lobby">
      <h1>Lobby</h1>
      <div className="lobby-grid">
        <ComputerGame decks={decks} />
        <IssueChallenge decks={decks} onIssued={challenges.reload} />
      </div>
      <Challenges
        lists={challenges.data}
        error={challenges.error}
        decks={decks}
        onChange={challenges.reload}
      />
      <section aria-labelledby="my-games">
        <div className="row spread">
          <h2 id="my-games">My games</h2>
          <Link to="/my-games">All my games</Link>
        </div>
        <Problem error={games.error} prefix="Could not list your games: " />
        {games.data === null && !games.error ? <p aria-busy="true">Loading…</p> : null}
        {games.data && games.data.length === 0 ? (
          <p>No games yet: play the computer, or challenge someone.</p>
        ) : null}
        {games.data?.length ? <MyGames games={games.data} /> : null}
      </section>
    </div>
  );
}

function MyGames({ games }: { games: GameListItem[] }) {
  const running = games.filter((g) => g.status !== 'ended');
  const finished = games.filter((g) => g.status === 'ended').slice(0, 10);
  return (
    <>
      {running.length ? <GameTable title="Running" games={running} /> : null}
      {finished.length ? <GameTable title="Finished" games={finished} /> : null}
    </>
  );
}

function ComputerGame({ decks }: { decks: DeckOptions }) {
  const opponents = useLoad(() => api().computerOpponents(), []);
  const [level, setLevel] = useState('greedy');
  // `/lobby?deck=<id>` (a saved deck's "Play it against the computer") chooses that deck
  const { search } = useLocation();
  const [mine, setMine] = useState(() => {
    const deck = new URLSearchParams(search).get('deck');
    return deck ? `saved:${deck}` : '';
  });
  const [theirs, setTheirs] = useState('');
  const [spectators, setSpectators] = useState(true);
  const [openAfterEnd, setOpenAfterEnd] = useState(true);
  const action = useAction();
  const onMine = useCallback((v: string) => setMine(v), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const deck = deckChoiceOf(mine, decks);
    if (!deck) return;
    void action.run(async () => {
      const game = await api().playComputer(deck, level, theirs || undefined, {
        spectators,
        openAfterEnd,
      });
      navigate(`/table/${game.gameId}`);
    });
  };
  const levels = opponents.data?.opponents ?? [];
  return (
    <section aria-labelledby="computer" className="panel">
      <h2 id="computer">Play against the computer</h2>
      <form className="stack" onSubmit={submit} aria-label="Play against the computer">
        <label htmlFor="bot-level">
          Level
          <select id="bot-level" value={level} onChange={(e) => setLevel(e.target.value)}>
            {(levels.length ? levels.map((o) => o.level) : Object.keys(LEVELS)).map((l) => (
              <option key={l} value={l}>
                {LEVELS[l] ?? l}
              </option>
            ))}
          </select>
        </label>
        <DeckSelect
          id="bot-my-deck"
          label="Your deck"
          options={decks}
          value={mine}
          onChange={onMine}
        />
        <label htmlFor="bot-deck">
          The computer&apos;s deck
          <select id="bot-deck" value={theirs} onChange={(e) => setTheirs(e.target.value)}>
            <option value="">Another starter deck than yours</option>
            {(opponents.data?.decks ?? []).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <GameSettingsFields
          idPrefix="bot"
          spectators={spectators}
          openAfterEnd={openAfterEnd}
          onSpectators={setSpectators}
          onOpenAfterEnd={setOpenAfterEnd}
        />
        <Problem error={opponents.error ?? action.error} />
        <button type="submit" className="primary" disabled={action.busy || !mine}>
          Play against the computer
        </button>
      </form>
    </section>
  );
}

function IssueChallenge({ decks, onIssued }: { decks: DeckOptions; onIssued: () => void }) {
  const [opponent, setOpponent] = useState('');
  const [deck, setDeck] = useState('');
  const [spectators, setSpectators] = useState(true);
  const [openAfterEnd, setOpenAfterEnd] = useState(true);
  const [sent, setSent] = useState<string | null>(null);
  const action = useAction();
  const onDeck = useCallback((v: string) => setDeck(v), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const choice = deckChoiceOf(deck, decks);
    if (!choice) return;
    setSent(null);
    const handle = opponent.trim().toLowerCase();
    void action.run(async () => {
      await api().challenge(handle || null, choice, { spectators, openAfterEnd });
      setSent(
        handle
          ? `Challenge sent to ${handle}.`
          : 'Your seat is open: anyone may take it from the lobby.',
      );
      setOpponent('');
      onIssued();
    });
  };
  return (
    <section aria-labelledby="challenge" className="panel">
      <h2 id="challenge">Challenge a player</h2>
      <form className="stack" onSubmit={submit} aria-label="Challenge a player">
        <label htmlFor="challenge-handle">
          Their handle (leave empty to open a seat anyone may take)
          <input
            id="challenge-handle"
            value={opponent}
            onChange={(e) => setOpponent(e.target.value)}
            autoComplete="off"
          />
        </label>
        <DeckSelect
          id="challenge-deck"
          label="Your deck"
          options={decks}
          value={deck}
          onChange={onDeck}
        />
        <GameSettingsFields
          idPrefix="challenge"
          spectators={spectators}
          openAfterEnd={openAfterEnd}
          onSpectators={setSpectators}
          onOpenAfterEnd={setOpenAfterEnd}
        />
        <Problem error={action.error} />
        {sent ? (
          <p className="notice info" role="status">
            {sent}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={action.busy || !deck}>
          {opponent.trim() ? 'Send the challenge' : 'Open a seat'}
        </button>
      </form>
    </section>
  );
}

function Challenges({
  lists,
  error,
  decks,
  onChange,
}: {
  lists: {
    mine: readonly Challenge[];
    toMe: readonly Challenge[];
    openSeats: readonly Challenge[];
  } | null;
  error: unknown;
  decks: DeckOptions;
  onChange: () => void;
}) {
  const [deck, setDeck] = useState('');
  const onDeck = useCallback((v: string) => setDeck(v), []);
  const action = useAction();
  const accept = (c: Challenge) => {
    const choice = deckChoiceOf(deck, decks);
    if (!choice) return;
    void action.run(async () => {
      const answer = await api().acceptChallenge(c.id, choice);
      navigate(`/table/${answer.gameId}`);
    });
  };
  const act = (what: 'decline' | 'withdraw', c: Challenge) =>
    void action.run(async () => {
      await (what === 'decline' ? api().declineChallenge(c.id) : api().withdrawChallenge(c.id));
      onChange();
    });
  const settings = (c: Challenge) =>
    [
      c.settings.spectators ? 'spectators welcome' : 'no spectators',
      c.settings.openAfterEnd ? 'record opened after the end' : 'record stays private',
    ].join(', ');
  const incoming = [...(lists?.toMe ?? []), ...(lists?.openSeats ?? [])];
  return (
    <section aria-labelledby="open-challenges">
      <h2 id="open-challenges">Open challenges</h2>
      <Problem error={error} prefix="Could not list the challenges: " />
      <Problem error={action.error} />
      {lists === null && !error ? <p aria-busy="true">Loading…</p> : null}
      {incoming.length ? (
        <div className="stack">
          <DeckSelect
            id="accept-deck"
            label="Accept with"
            options={decks}
            value={deck}
            onChange={onDeck}
          />
          <ul className="challenges">
            {incoming.map((c) => (
              <li key={c.id} data-challenge={c.id}>
                <span>
                  <strong>{c.challenger.name}</strong> ({c.challenger.handle}){' '}
                  {c.opponent ? 'challenges you' : 'has an open seat'} · {settings(c)} ·{' '}
                  <span className="muted">{localTime(c.createdAt)}</span>
                </span>
                <span className="row">
                  <button
                    type="button"
                    className="primary"
                    disabled={action.busy || !deck}
                    onClick={() => accept(c)}
                  >
                    Accept
                  </button>
                  {c.you === 'challenged' ? (
                    <button type="button" disabled={action.busy} onClick={() => act('decline', c)}>
                      Decline
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : lists ? (
        <p className="muted">Nobody is waiting for an opponent right now.</p>
      ) : null}
      {lists?.mine.length ? (
        <>
          <h3>Yours, waiting</h3>
          <ul className="challenges">
            {lists.mine.map((c) => (
              <li key={c.id} data-challenge={c.id}>
                <span>
                  {c.opponent ? `To ${c.opponent.name} (${c.opponent.handle})` : 'Open seat'} ·{' '}
                  {settings(c)} · <span className="muted">{localTime(c.createdAt)}</span>
                </span>
                <button type="button" disabled={action.busy} onClick={() => act('withdraw', c)}>
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A new game's settings (spectators; the whole record opened after the end), shared by both lobby forms. */
function GameSettingsFields(props: {
  idPrefix: string;
  spectators: boolean;
  openAfterEnd: boolean;
  onSpectators: (value: boolean) => void;
  onOpenAfterEnd: (value: boolean) => void;
}) {
  return (
    <fieldset>
      <legend>Settings</legend>
      <label className="check">
        <input
          type="checkbox"
          id={`${props.idPrefix}-spectators`}
          checked={props.spectators}
          onChange={(e) => props.onSpectators(e.target.checked)}
        />{' '}
        Spectators may watch
      </label>
      <label className="check">
        <input
          type="checkbox"
          id={`${props.idPrefix}-open`}
          checked={props.openAfterEnd}
          onChange={(e) => props.onOpenAfterEnd(e.target.checked)}
        />{' '}
        Open the whole record (both hands) after the end
      </label>
    </fieldset>
  );
}
