/** The first visit: what the site is, and the way to a first game within a minute. */
import { useEffect, useState } from 'react';
import { Api, type StarterDeck } from '../api/client';
import { starterDecks } from '../api/starter-decks';
import { Link } from '../app/router';
import { session } from '../app/session';
import { useStore } from '../app/store';
import { usePageTitle } from '../app/layout';

export function LandingPage() {
  usePageTitle('Play the Star Trek CCG');
  const account = useStore(session, (s) => s.account);
  const [decks, setDecks] = useState<StarterDeck[] | null>(null);
  const [setupNeeded, setSetupNeeded] = useState(false);
  useEffect(() => {
    starterDecks().then(setDecks, () => setDecks([]));
    new Api().request<{ needed: boolean }>('GET', '/setup').then((s) => setSetupNeeded(s.needed), () => undefined);
  }, []);
  return (
    <div className="landing">
      {setupNeeded ? (
        <p className="notice info" data-setup-needed>
          This server has no admin yet. <Link to="/first-run">Set up the first admin</Link> with the token from the server&apos;s log.
        </p>
      ) : null}
      <section className="hero">
        <h1>Play the Star Trek Customizable Card Game (First Edition) in your browser</h1>
        <p>
          Captain&apos;s Log keeps every game as a tamper-evident record: play a friend at home or at a convention table, step through last night&apos;s game from either
          seat, and run Swiss tournaments with the game&apos;s own results.
        </p>
        <ol className="steps">
          <li>Create an account (a handle and a password).</li>
          <li>Play the computer from the lobby, or start a game against a friend&apos;s handle, with one of the starter decks below — no deck building needed.</li>
          <li>Play by clicking your cards: the table offers only what the rules allow, and explains why when something is not.</li>
        </ol>
        <p className="row wrap">
          {account ? (
            <>
              <Link to="/lobby" className="button primary">
                Play against the computer
              </Link>
              <Link to="/new-game" className="button">
                Start a game
              </Link>
              <Link to="/my-games" className="button">
                My games
              </Link>
            </>
          ) : (
            <>
              <Link to="/sign-up?next=/new-game" className="button primary">
                Sign up and play
              </Link>
              <Link to="/sign-in" className="button">
                Sign in
              </Link>
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="starter-decks">
        <h2 id="starter-decks">Starter decks</h2>
        <p>Two ready-made Premiere decks, legal to play against each other. Pick one when you start a game.</p>
        {decks === null ? (
          <p aria-busy="true">Loading the starter decks…</p>
        ) : decks.length === 0 ? (
          <p className="muted">The starter decks could not be loaded.</p>
        ) : (
          <div className="deck-cards">
            {decks.map((d) => (
              <details key={d.name} className="deck-card">
                <summary>
                  <strong>{d.name}</strong> <span className="muted">({deckSize(d.text)} cards)</span>
                </summary>
                <pre>{d.text.replace(/^#.*\n/, '')}</pre>
              </details>
            ))}
          </div>
        )}
      </section>
      <section>
        <h2>Already played?</h2>
        <p>
          Every finished game has a replay: open it from <Link to="/my-games">My games</Link>, or open a replay file someone sent you in the{' '}
          <Link to="/replay">replay viewer</Link>.
        </p>
      </section>
    </div>
  );
}

export function deckSize(text: string): number {
  return text.split('\n').reduce((n, line) => n + (Number(/^(\d+)x\s/.exec(line.trim())?.[1]) || 0), 0);
}
