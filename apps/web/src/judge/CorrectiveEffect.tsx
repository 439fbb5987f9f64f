/**
 * A judge's corrective effect (docs/judges.md; 1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? ›
 * Tip: Common Quick Fixes): one change at a time from the engine's primitives (score, move, stop,
 * unstop, reveal, shuffle, place a card back under a mission), and "Add another change" to make a
 * fix of several (the api takes up to 20, applied in order as one ruling).
 */
import { useEffect, useMemo, useState } from 'react';
import type { PlayerId } from '@captains-log/engine';
import type { JudgeView } from '../api/judges';
import { locationName, titlesOf } from '../components/log-words';

type Fix = 'score' | 'move' | 'stop' | 'unstop' | 'reveal' | 'shuffle' | 'place-under';
type Primitive = Record<string, unknown> & { kind: Fix };
/** as many changes as the api takes in one ruling */
const MOST = 20;

const DESTINATIONS: Record<string, string> = {
  hand: "to its owner's hand",
  discard: "to its owner's discard pile",
  'draw-top': "to the top of its owner's draw deck",
  'draw-bottom': "to the bottom of its owner's draw deck",
  'out-of-play': 'out of play',
};

export function CorrectiveEffect({
  view,
  names,
  onChange,
}: {
  view: JudgeView['view'];
  names: Record<string, string>;
  /** every change, the one being edited last */
  onChange: (primitives: Primitive[]) => void;
}) {
  const [fix, setFix] = useState<Fix>('score');
  const [player, setPlayer] = useState<PlayerId>('p1');
  const [points, setPoints] = useState('0');
  const cards = useMemo(
    () =>
      Object.values(view.zones)
        .flat()
        .flatMap((c) => ('hidden' in c ? [] : [{ iid: c.iid, title: c.card.title, owner: c.owner }]))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [view.zones],
  );
  const titles = useMemo(() => titlesOf(view), [view]);
  const locations = useMemo(
    () => Object.keys(view.locations).map((id) => ({ id, name: locationName(view, id, (iid) => titles.get(iid) ?? null) ?? id })),
    [view, titles],
  );
  const [card, setCard] = useState(cards[0]?.iid ?? '');
  const [destination, setDestination] = useState('discard');
  const [location, setLocation] = useState(locations[0]?.id ?? '');
  const [position, setPosition] = useState<'top' | 'bottom'>('bottom');
  const [added, setAdded] = useState<Primitive[]>([]);

  const current = (): Primitive => {
    switch (fix) {
      case 'score':
        return { kind: 'score', player, points: Number(points), bonus: false };
      case 'shuffle':
        return { kind: 'shuffle', player };
      case 'move':
        return { kind: 'move', card, to: destination };
      case 'place-under':
        return { kind: 'place-under', card, location, position };
      default:
        return { kind: fix, card };
    }
  };
  const now = current();
  const key = JSON.stringify(now);
  // the parent learns every change when one is added, removed or edited (`key`: the one being edited)
  useEffect(() => onChange([...added, now]), [added, key]);

  const title = (iid: unknown) => titles.get(String(iid)) ?? String(iid);
  const words = (p: Primitive): string => {
    switch (p.kind) {
      case 'score':
        return `${names[String(p.player)] ?? p.player}: ${Number(p.points) > 0 ? '+' : ''}${String(p.points)} points`;
      case 'shuffle':
        return `shuffle ${names[String(p.player)] ?? p.player}'s draw deck`;
      case 'move':
        return `${title(p.card)} ${DESTINATIONS[String(p.to)] ?? String(p.to)}`;
      case 'place-under':
        return `${title(p.card)} under ${locations.find((l) => l.id === p.location)?.name ?? String(p.location)} (${String(p.position)})`;
      default:
        return `${p.kind} ${title(p.card)}`;
    }
  };
  const playerSelect = (
    <select name="player" aria-label="Player" value={player} onChange={(e) => setPlayer(e.target.value as PlayerId)}>
      <option value="p1">{names.p1}</option>
      <option value="p2">{names.p2}</option>
    </select>
  );
  return (
    <div className="corrective" data-changes={added.length + 1}>
      {added.length ? (
        <ol className="changes" aria-label="Changes added">
          {added.map((p, i) => (
            <li key={i}>
              {words(p)}{' '}
              <button type="button" className="link" onClick={() => setAdded(added.filter((_, j) => j !== i))}>
                remove
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <select name="fix" aria-label="Corrective effect" value={fix} onChange={(e) => setFix(e.target.value as Fix)}>
        <option value="score">Adjust a score</option>
        <option value="move">Move a card</option>
        <option value="stop">Stop a card</option>
        <option value="unstop">Unstop a card</option>
        <option value="reveal">Reveal a card</option>
        <option value="shuffle">Shuffle a draw deck</option>
        <option value="place-under">Place a card under a mission</option>
      </select>
      {fix === 'score' || fix === 'shuffle' ? playerSelect : null}
      {fix === 'score' ? (
        <label>
          {' '}
          points <input name="points" type="number" min={-100} max={100} value={points} onChange={(e) => setPoints(e.target.value)} />
        </label>
      ) : null}
      {fix !== 'score' && fix !== 'shuffle' ? (
        <select name="card" aria-label="Card" value={card} onChange={(e) => setCard(e.target.value)}>
          {cards.map((c) => (
            <option key={c.iid} value={c.iid}>
              {c.title} ({names[c.owner] ?? c.owner}, {c.iid})
            </option>
          ))}
        </select>
      ) : null}
      {fix === 'move' ? (
        <select name="destination" aria-label="Destination" value={destination} onChange={(e) => setDestination(e.target.value)}>
          {Object.entries(DESTINATIONS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : null}
      {fix === 'place-under' ? (
        <>
          <select name="location" aria-label="Mission" value={location} onChange={(e) => setLocation(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                under {l.name}
              </option>
            ))}
          </select>
          <select name="position" aria-label="Where in the pile" value={position} onChange={(e) => setPosition(e.target.value as 'top' | 'bottom')}>
            <option value="bottom">the last to be faced there</option>
            <option value="top">the first to be faced there</option>
          </select>
        </>
      ) : null}
      {added.length + 1 < MOST ? (
        <button type="button" onClick={() => setAdded([...added, now])}>
          Add another change
        </button>
      ) : null}
    </div>
  );
}
