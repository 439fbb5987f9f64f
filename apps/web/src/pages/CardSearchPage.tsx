/**
 * Card search (GET /cards: title and text, type, affiliation; the query stays in the address) and a
 * card's page (GET /cards/:id: type, icons, skills, attributes, requirements and game text through
 * CardText, the same component the table shows).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Card } from '@captains-log/cards';
// the affiliations of libs/cards' model (the api names a value it does not know)
import { AFFILIATIONS } from '@captains-log/cards/model';
import { api } from '../app/session';
import { Link, navigate, useLocation, type Params } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Problem, useLoad } from '../components/common';
import { CardText } from '../components/CardText';
import { CardFacts, CardTypeField } from '../components/card-fields';

export function CardSearchPage() {
  usePageTitle('Cards');
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const [query, setQuery] = useState(params.get('query') ?? '');
  const [type, setType] = useState(params.get('type') ?? '');
  const [affiliation, setAffiliation] = useState(params.get('affiliation') ?? '');
  const page = Number(params.get('page') ?? 1) || 1;
  const results = useLoad(
    () =>
      api().searchCards({
        query: params.get('query') ?? undefined,
        type: params.get('type') ?? undefined,
        affiliation: params.get('affiliation') ?? undefined,
        page,
        pageSize: 25,
      }),
    [search],
  );
  const go = (p: number) => {
    const next = new URLSearchParams();
    if (query.trim()) next.set('query', query.trim());
    if (type) next.set('type', type);
    if (affiliation) next.set('affiliation', affiliation);
    if (p > 1) next.set('page', String(p));
    navigate(`/card-search${next.toString() ? `?${next.toString()}` : ''}`, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(1);
  };
  // the list follows what is typed or chosen (a moment after the last key), without a press of Search
  const shown = `${params.get('query') ?? ''}|${params.get('type') ?? ''}|${params.get('affiliation') ?? ''}`;
  useEffect(() => {
    if (`${query.trim()}|${type}|${affiliation}` === shown) return;
    const timer = setTimeout(() => go(1), 300);
    return () => clearTimeout(timer);
  }, [query, type, affiliation, shown]);
  const r = results.data;
  return (
    <div className="card-search">
      <h1>Cards</h1>
      <form
        className="row wrap search-form"
        onSubmit={submit}
        role="search"
        aria-label="Search the cards"
      >
        <label htmlFor="card-query">
          Title or text
          <input
            id="card-query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <CardTypeField id="card-type" value={type} onChange={setType} />
        <label htmlFor="card-affiliation">
          Affiliation
          <select
            id="card-affiliation"
            value={affiliation}
            onChange={(e) => setAffiliation(e.target.value)}
          >
            <option value="">Any</option>
            {AFFILIATIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <Problem error={results.error} />
      {!r && !results.error ? <p aria-busy="true">Searching…</p> : null}
      {r ? (
        <>
          <p className="muted" role="status">
            {r.total} card{r.total === 1 ? '' : 's'}
            {r.pages > 1 ? `, page ${r.page} of ${r.pages}` : ''}.
          </p>
          {r.source && r.source.kind !== 'read-model' ? (
            // a newcomer's server has not imported the card list: say why so few cards show, and what loads the rest
            <p className="notice info" data-source="starter-pool">
              Only the {r.source.cards ?? ''} cards of the Premiere starter decks are here: this server has not
              imported the card list yet (its admin runs <code>npm run cli -- cards import &lt;csv&gt;</code>; see the README).
            </p>
          ) : null}
          <ul className="card-results">
            {r.items.map((c) => (
              <li key={c.id} data-card={c.id}>
                <Link to={`/card/${encodeURIComponent(c.id)}`}>
                  {c.title}
                  {c.universal ? ' ❖' : ''}
                </Link>{' '}
                <CardFacts card={c} />
              </li>
            ))}
          </ul>
          {r.pages > 1 ? (
            <nav className="row" aria-label="Pages">
              <button type="button" disabled={r.page <= 1} onClick={() => go(r.page - 1)}>
                Previous
              </button>
              <button type="button" disabled={r.page >= r.pages} onClick={() => go(r.page + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function CardPage({ params }: { params: Params }) {
  const card = useLoad(() => api().card(params.id!), [params.id]);
  const c: Card | undefined = card.data?.card;
  usePageTitle(c?.title ?? 'Card');
  return (
    <div className="narrow card-page">
      <p>
        <Link to="/card-search">← Card search</Link>
      </p>
      <Problem error={card.error} />
      {!c && !card.error ? <p aria-busy="true">Loading…</p> : null}
      {c ? (
        <article aria-labelledby="card-title">
          <h1 id="card-title">{c.title}</h1>
          <CardText card={c} />
          {c.requiresCharacteristics.length ? (
            <p>Requires: {c.requiresCharacteristics.join(', ')}</p>
          ) : null}
          {c.characteristics.length ? <p>Characteristics: {c.characteristics.join(', ')}</p> : null}
          {c.lore ? <p className="muted lore">{c.lore}</p> : null}
          {!c.text && card.data?.source && card.data.source.kind !== 'read-model' ? (
            <p className="muted" data-source="starter-pool">
              From the built-in starter pool: the card&apos;s facts only; its game text shows once
              the server has the card list imported.
            </p>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
