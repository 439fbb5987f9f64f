/**
 * What the card search page and the deck builder's card finder share: the type field (the card types of libs/cards'
 * model; the api names a value it does not know) and a found card's facts in one line.
 */
import { CARD_TYPES } from '@captains-log/cards/model';
import type { CardSummary } from '../api/client';

// the card list's types, and `Q` for the cards with a Q icon (the search's own filter: libs/cards matchesType)
const SEARCH_TYPES: readonly string[] = [...CARD_TYPES, 'Q'];

export function CardTypeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (type: string) => void;
}) {
  return (
    <label htmlFor={id}>
      Type
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {SEARCH_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Personnel · Federation · premiere" (a Q card says so first). */
export function CardFacts({ card }: { card: CardSummary }) {
  return (
    <span className="muted">
      {card.qIcon ? 'Q ' : ''}
      {card.type}
      {card.affiliations.length ? ` · ${card.affiliations.join(', ')}` : ''} · {card.release}
    </span>
  );
}
