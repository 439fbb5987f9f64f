/** The judge page's panels: deck orders and seed cards, the difference between two events in words. */
import { useState } from 'react';
import type { PlayerId } from '@captains-log/engine';
import { judges, type JudgeView } from '../api/judges';
import { api } from '../app/session';
import { message } from './message';
import { locationName, titlesOf } from '../components/log-words';

/** What the board does not spell out: each draw deck in order (top first) and the cards seeded under each mission. */
export function HiddenCards({ view }: { view: JudgeView['view'] }) {
  const title = (c: JudgeView['view']['zones'][string][number]) =>
    'hidden' in c ? 'a hidden card' : c.card.title;
  const decks = Object.entries(view.zones).filter(([zone]) => zone.startsWith('draw:'));
  const titles = titlesOf(view);
  const seeds = Object.entries(view.zones).filter(
    ([zone]) => zone.startsWith('under:') && view.zones[zone]!.length > 0,
  );
  return (
    <details className="hidden-cards">
      <summary>Deck orders and seed cards</summary>
      {decks.map(([zone, cards]) => (
        <p key={zone} data-zone={zone}>
          <strong>{view.names[zone.slice(5) as PlayerId]}&apos;s draw deck (top first):</strong>{' '}
          {cards.map(title).join(', ') || 'empty'}
        </p>
      ))}
      {seeds.map(([zone, cards]) => (
        <p key={zone} data-zone={zone}>
          <strong>Under {locationName(view, zone.slice(6), (iid) => titles.get(iid) ?? null) ?? zone.slice(6)}:</strong>{' '}
          {cards.map(title).join(', ')}
        </p>
      ))}
    </details>
  );
}

export function DiffPanel({ gameId, head }: { gameId: string; head: number }) {
  const [from, setFrom] = useState(Math.max(0, head - 1));
  const [to, setTo] = useState(head);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="diff" aria-label="Difference between two events">
      <div className="row">
        <label>
          From event{' '}
          <input
            name="from"
            type="number"
            min={0}
            max={head}
            value={from}
            onChange={(e) => setFrom(Number(e.target.value))}
          />
        </label>
        <label>
          to{' '}
          <input
            name="to"
            type="number"
            min={0}
            max={head}
            value={to}
            onChange={(e) => setTo(Number(e.target.value))}
          />
        </label>
        <button
          type="button"
          onClick={() =>
            judges(api())
              .diff(gameId, from, to)
              .then(
                (d) => setChanges(d.changes),
                (err: unknown) => setError(message(err)),
              )
          }
        >
          What changed?
        </button>
      </div>
      {error ? <p className="notice error">{error}</p> : null}
      {changes ? (
        <ul className="changes">
          {changes.length === 0 ? (
            <li>Nothing on the table changed.</li>
          ) : (
            changes.map((c) => <li key={c}>{c}</li>)
          )}
        </ul>
      ) : null}
    </div>
  );
}
