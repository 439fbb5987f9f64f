/**
 * What the card search page and the deck builder's card finder share: the type field (the catalogue's card types,
 * libs/cards › model; the api names a value it does not know) and a found card's facts in one line.
 */
import type { CardSummary } from '../api/client';

const CARD_TYPES = [
  'Personnel',
  'Ship',
  'Facility',
  'Site',
  'Mission',
  'Time Location',
  'Dilemma',
  'Artifact',
  'Equipment',
  'Event',
  'Incident',
  'Interrupt',
  'Objective',
  'Doorway',
  'Tactic',
  'Tribble',
  'Trouble',
  'Q',
];

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
        {CARD_TYPES.map((t) => (
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
