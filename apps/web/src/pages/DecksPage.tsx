/** My decks: the saved decks (open, delete), a new one, and the built-in starter decks to start from. */
import type { SavedDeckSummary } from '../api/client';
import { api } from '../app/session';
import { Link, navigate } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Problem, localTime, useAction, useDeckOptions, useLoad } from '../components/common';
import { deckSize } from './LandingPage';

export function DecksPage() {
  usePageTitle('My decks');
  const saved = useLoad(() => api().decks(), []);
  const { starters } = useDeckOptions();
  const action = useAction();
  const remove = (d: SavedDeckSummary) => {
    if (!window.confirm(`Delete the deck “${d.name}”?`)) return;
    void action.run(async () => {
      await api().deleteDeck(d.id);
      saved.reload();
    });
  };
  return (
    <div className="decks-page">
      <div className="row spread">
        <h1>My decks</h1>
        <span className="row">
          <Link to="/card-search">Search cards</Link>
          <Link to="/my-decks/new" className="button primary">
            New deck
          </Link>
        </span>
      </div>
      <p className="muted">
        Paste or upload a list (plain text, LackeyCCG .dek, or the trekcc.org deck list export);
        every problem is shown beside its line with the rule.
      </p>
      <Problem error={saved.error ?? action.error} />
      {saved.data === null && !saved.error ? <p aria-busy="true">Loading…</p> : null}
      {saved.data && saved.data.decks.length === 0 ? (
        <p>No saved decks yet. Start from a starter deck below, or paste your own list.</p>
      ) : null}
      {saved.data?.decks.length ? (
        <table className="games decks">
          <caption className="sr-only">Saved decks</caption>
          <thead>
            <tr>
              <th scope="col">Deck</th>
              <th scope="col">Rules</th>
              <th scope="col">Check</th>
              <th scope="col">Changed</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {saved.data.decks.map((d) => (
              <tr key={d.id} data-deck={d.id}>
                <td>
                  <Link to={`/my-decks/${d.id}`}>{d.name}</Link>
                </td>
                <td>{d.format === 'modern' ? 'Modern' : 'Open'}</td>
                <td>
                  {d.valid ? (
                    <span className="badge ok">Legal</span>
                  ) : (
                    <span className="badge">
                      {d.problemCount} problem{d.problemCount === 1 ? '' : 's'}
                    </span>
                  )}
                </td>
                <td>{localTime(d.updatedAt)}</td>
                <td className="row">
                  <Link to={`/my-decks/${d.id}`} className="button">
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete ${d.name}`}
                    disabled={action.busy}
                    onClick={() => remove(d)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <section aria-labelledby="starters">
        <h2 id="starters">Starter decks</h2>
        <p>Ready to play: start a deck of your own from one of them.</p>
        <ul className="challenges">
          {starters.map((d, i) => (
            <li key={d.name} data-starter={d.name}>
              <span>
                <strong>{d.name}</strong> <span className="muted">({deckSize(d.text)} cards)</span>
              </span>
              <button type="button" onClick={() => navigate(`/my-decks/new?starter=${i}`)}>
                Start from this deck
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
