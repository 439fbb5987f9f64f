/**
 * The deck builder's card finder, beside a deck list: the card search (GET /cards, the card search page's query and
 * types) a moment after the last key, each card with the copies the list already holds and a button that adds one
 * (the editor writes it under its heading: decks/deck-edits.ts).
 */
import { useEffect, useState } from 'react';
import type { CardSummary, DeckRules } from '../api/client';
import { api } from '../app/session';
import { Problem, useLoad } from '../components/common';
import { CardFacts, CardTypeField } from '../components/card-fields';
import { copiesByTitle, titleKey } from './deck-edits';

const PAGE_SIZE = 8;

export function CardAdder({
  text,
  rules,
  disabled,
  onAdd,
}: {
  /** the list as it stands (for the copies each card has in it) */
  readonly text: string;
  /** the rules the deck is checked against: under Modern, a card the card list does not tag Modern says so */
  readonly rules: DeckRules;
  /** why cards cannot be added now (a list in another format), or null */
  readonly disabled: string | null;
  readonly onAdd: (card: CardSummary) => void;
}) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [asked, setAsked] = useState({ query: '', type: '', page: 1 });
  useEffect(() => {
    if (query.trim() === asked.query && type === asked.type) return;
    const timer = setTimeout(() => setAsked({ query: query.trim(), type, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [query, type, asked]);
  const key = `${asked.query}|${asked.type}|${asked.page}`;
  const results = useLoad(
    () =>
      (asked.query || asked.type
        ? api().searchCards({
            query: asked.query,
            type: asked.type,
            page: asked.page,
            pageSize: PAGE_SIZE,
          })
        : Promise.resolve(null)
      ).then((found) => ({ key, found })),
    [key],
  );
  // the cards shown answer what is asked now: while a new search is on its way the old list cannot be added from
  const current = results.data?.key === key && query.trim() === asked.query && type === asked.type;
  const r = results.data?.found ?? null;
  const copies = copiesByTitle(text);
  // said after each add (a phone shows the list far below): the card and the copies the list now holds
  const [added, setAdded] = useState<string | null>(null);
  const heldNow = added ? (copies.get(titleKey(added)) ?? 0) : 0;
  return (
    <section className="card-adder" aria-labelledby="card-adder-title">
      <h2 id="card-adder-title">Add cards</h2>
      <div className="row wrap" role="search" aria-label="Find cards to add">
        <label htmlFor="adder-query">
          Title or text
          <input
            id="adder-query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <CardTypeField id="adder-type" value={type} onChange={setType} />
      </div>
      {disabled ? <p className="muted">{disabled}</p> : null}
      <p className="muted adder-said" role="status">
        {added && heldNow > 0 ? `Added ${added}: ${heldNow} in the list.` : ''}
      </p>
      <Problem error={results.error} />
      {!asked.query && !asked.type ? (
        <p className="muted">
          Type a title (or choose a type) to find cards; each goes under its heading in the list.
        </p>
      ) : !r ? (
        <p aria-busy="true">Searching…</p>
      ) : (
        <div className="adder-found" aria-busy={!current} data-current={String(current)}>
          <p className="muted" role="status">
            {r.total} card{r.total === 1 ? '' : 's'}
            {r.pages > 1 ? `, page ${r.page} of ${r.pages}` : ''}.
          </p>
          <ul className="adder-results">
            {r.items.map((c) => {
              const held = copies.get(titleKey(c.title)) ?? 0;
              return (
                <li key={c.id} data-card={c.id}>
                  <button
                    type="button"
                    disabled={disabled !== null || !current}
                    aria-label={`Add ${c.title}`}
                    onClick={() => {
                      onAdd(c);
                      setAdded(c.title);
                    }}
                  >
                    Add
                  </button>{' '}
                  {/* its page in a new tab: the list being built stays as it is */}
                  <a
                    href={`/card/${encodeURIComponent(c.id)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {c.title}
                    {c.universal ? ' ❖' : ''}
                  </a>{' '}
                  <CardFacts card={c} />
                  {rules === 'modern' &&
                  r.source?.kind === 'read-model' &&
                  !c.formats.includes('Modern') ? (
                    <span className="not-modern" data-not-modern>
                      not in Modern
                    </span>
                  ) : null}
                  {held > 0 ? (
                    <span className="held" data-held={held}>
                      {held} in the list
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {r.pages > 1 ? (
            <nav className="row" aria-label="Pages of cards to add">
              <button
                type="button"
                disabled={!current || r.page <= 1}
                onClick={() => setAsked({ ...asked, page: r.page - 1 })}
              >
                Previous
              </button>
              <button
                type="button"
                disabled={!current || r.page >= r.pages}
                onClick={() => setAsked({ ...asked, page: r.page + 1 })}
              >
                Next
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </section>
  );
}
