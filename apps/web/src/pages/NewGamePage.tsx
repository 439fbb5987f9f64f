/**
 * Start a game against another player's handle (POST /games) with a starter deck or a pasted deck
 * list for each seat; deck problems come back with their rule and are shown beside each deck.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, type StarterDeck } from '../api/client';
import { starterDecks } from '../api/starter-decks';
import { api, session } from '../app/session';
import { navigate } from '../app/router';
import { useStore } from '../app/store';
import { usePageTitle } from '../app/layout';

interface DeckProblem {
  player: string;
  problems: { code?: string; message: string; rule?: string }[];
}

function DeckChoice({ id, label, decks, value, onChange }: { id: string; label: string; decks: StarterDeck[]; value: string; onChange: (text: string) => void }) {
  const chosen = decks.findIndex((d) => d.text === value);
  return (
    <fieldset>
      <legend>{label}</legend>
      <label>
        Deck{' '}
        <select id={`${id}-starter`} value={chosen >= 0 ? String(chosen) : 'own'} onChange={(e) => onChange(e.target.value === 'own' ? '' : decks[Number(e.target.value)]!.text)}>
          {decks.map((d, i) => (
            <option key={d.name} value={i}>
              {d.name}
            </option>
          ))}
          <option value="own">My own list (paste below)</option>
        </select>
      </label>
      {chosen < 0 ? (
        <label>
          Deck list (plain text or LackeyCCG .dek)
          <textarea id={`${id}-list`} rows={8} value={value} onChange={(e) => onChange(e.target.value)} />
        </label>
      ) : null}
    </fieldset>
  );
}

export function NewGamePage() {
  usePageTitle('Start a game');
  const account = useStore(session, (s) => s.account);
  const [decks, setDecks] = useState<StarterDeck[]>([]);
  const [opponent, setOpponent] = useState('');
  const [mine, setMine] = useState('');
  const [theirs, setTheirs] = useState('');
  const [spectators, setSpectators] = useState(true);
  const [openAfterEnd, setOpenAfterEnd] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<DeckProblem[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    starterDecks().then((d) => {
      setDecks(d);
      setMine((m) => m || d[0]?.text || '');
      setTheirs((t) => t || d[1]?.text || d[0]?.text || '');
    }, () => setError('The starter decks could not be loaded; paste deck lists instead.'));
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) return;
    setBusy(true);
    setError(null);
    setProblems([]);
    try {
      const created = await api().createGame(
        [
          { handle: account.handle, deck: mine },
          { handle: opponent.trim().toLowerCase(), deck: theirs },
        ],
        { spectators, openAfterEnd },
      );
      navigate(`/table/${created.gameId}`);
    } catch (err) {
      setError((err as Error).message);
      if (err instanceof ApiError && Array.isArray(err.body.problems)) setProblems(err.body.problems as DeckProblem[]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="narrow wide-ish">
      <h1>Start a game</h1>
      <p className="muted">You sit in seat 1; the game opens for both of you at once (they find it under My games).</p>
      <form className="stack" onSubmit={submit}>
        <label>
          Opponent&apos;s handle
          <input id="opponent" required value={opponent} onChange={(e) => setOpponent(e.target.value)} autoComplete="off" />
        </label>
        <DeckChoice id="mine" label="Your deck" decks={decks} value={mine} onChange={setMine} />
        <DeckChoice id="theirs" label="Your opponent's deck" decks={decks} value={theirs} onChange={setTheirs} />
        <fieldset>
          <legend>Settings</legend>
          <label className="check">
            <input type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} /> Spectators may watch
          </label>
          <label className="check">
            <input type="checkbox" checked={openAfterEnd} onChange={(e) => setOpenAfterEnd(e.target.checked)} /> Open the whole record (both hands) after the end
          </label>
        </fieldset>
        {error ? (
          <div className="notice error" role="alert">
            <p>{error}</p>
            {problems.map((p) => (
              <div key={p.player}>
                <p>
                  <strong>{p.player}</strong>&apos;s deck:
                </p>
                <ul>
                  {p.problems.map((q, i) => (
                    <li key={i}>
                      {q.message}
                      {q.rule ? <span className="rule"> ({q.rule})</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        <button type="submit" className="primary" disabled={busy || !mine || !theirs}>
          Start the game
        </button>
      </form>
    </div>
  );
}
