/**
 * Manual effects (DESIGN.md › The engine: card text the engine does not automate): the player
 * builds one from the engine's primitives (libs/engine manual.ts: move, draw, score, shuffle,
 * reveal, stop, kill), picking every card by name; the opponent sees it in words and accepts or
 * disputes it.
 */
import { useState } from 'react';
import type { PlayerId, Primitive } from '@captains-log/engine';
import type { BoardModel, VisibleBoardCard } from '../components/board-model';
import { instances, titleOf } from '../components/board-model';
import { Dialog } from '../components/Dialog';
import type { Namer } from './actions';
import type { Run } from './ActionDialogs';

const KINDS: readonly { kind: Primitive['kind']; label: string }[] = [
  { kind: 'draw', label: 'Draw cards' },
  { kind: 'score', label: 'Score points' },
  { kind: 'move', label: 'Move a card' },
  { kind: 'kill', label: 'Kill a personnel' },
  { kind: 'stop', label: 'Stop a card' },
  { kind: 'reveal', label: 'Reveal a card' },
  { kind: 'shuffle', label: 'Shuffle a draw deck' },
  // Issue 15: only while resolving an encountered dilemma by hand / as a response in a response window.
  { kind: 'fail-attempt', label: 'The dilemma stops the attempt' },
  { kind: 'nullify', label: 'Nullify the card just played' },
];
const DESTINATIONS = [
  ['hand', "its owner's hand"],
  ['discard', "its owner's discard pile"],
  ['draw-top', "the top of its owner's draw deck"],
  ['draw-bottom', "the bottom of its owner's draw deck"],
  ['out-of-play', 'out of play'],
] as const;
const IN_PLAY = new Set(['space', 'surface', 'aboard', 'docked', 'mission', 'table', 'atop', 'on']);
/** Sources besides your cards in play, hand and discard: the dilemma being encountered (issue 15: its opponent declares it). */
const ENCOUNTER = 'encounter';

/** A primitive in words, with card names. */
export function primitiveInWords(p: Primitive, names: Namer): string {
  switch (p.kind) {
    case 'draw':
      return `${names.player(p.player)} draws ${p.count} card${p.count === 1 ? '' : 's'}`;
    case 'score':
      return `${names.player(p.player)} scores ${p.points} ${p.bonus ? 'bonus ' : ''}points`;
    case 'shuffle':
      return `${names.player(p.player)} shuffles their draw deck`;
    case 'move':
      return `${names.card(p.card)} goes to ${DESTINATIONS.find(([k]) => k === p.to)?.[1] ?? p.to}`;
    case 'kill':
      return `${names.card(p.card)} is killed`;
    case 'stop':
      return `${names.card(p.card)} is stopped`;
    case 'reveal':
      return `${names.card(p.card)} is revealed`;
    case 'fail-attempt':
      return 'the dilemma is not overcome: the attempt fails';
    case 'nullify':
      return `${names.card(p.card)} is nullified`;
  }
}

interface Pending {
  readonly player: PlayerId;
  readonly source: string;
  readonly description: string;
  readonly primitives: readonly Primitive[];
}

export function PendingManual({ pending, names }: { pending: Pending; names: Namer }) {
  return (
    <div className="pending-manual" data-manual-pending="">
      <p>
        <strong>{names.player(pending.player)}</strong> declares a manual effect of <strong>{names.card(pending.source)}</strong>
        {pending.description ? <>: “{pending.description}”</> : null}
      </p>
      <ul>
        {pending.primitives.map((p, i) => (
          <li key={i}>{primitiveInWords(p, names)}</li>
        ))}
      </ul>
    </div>
  );
}

export function ManualEffectDialog({ model, names, run, onClose }: { model: BoardModel; names: Namer; run: Run; onClose: () => void }) {
  const me = model.me!;
  const opponent: PlayerId = me === 'p1' ? 'p2' : 'p1';
  const where = new Map<string, string>();
  for (const [zone, cards] of Object.entries(model.board.zones)) for (const c of cards) if (!('hidden' in c)) where.set(c.iid, zone);
  const all = [...instances(model.board).values()];
  const kindOf = (c: VisibleBoardCard) => (where.get(c.iid) ?? '').split(':')[0]!;
  const label = (c: VisibleBoardCard) => `${titleOf(model, c.bp)} (${c.owner === me ? 'yours' : names.player(c.owner)}, ${zoneLabel(where.get(c.iid) ?? '', names)})`;
  const sources = all.filter((c) => (c.owner === me && (IN_PLAY.has(kindOf(c)) || kindOf(c) === 'hand' || kindOf(c) === 'discard')) || kindOf(c) === ENCOUNTER);
  const targets = (kind: Primitive['kind']) =>
    all.filter((c) =>
      kind === 'kill' ? IN_PLAY.has(kindOf(c)) && model.cards[c.bp]?.type === 'Personnel' : kind === 'stop' ? IN_PLAY.has(kindOf(c)) : kind === 'move' ? kindOf(c) !== 'mission' : true,
    );

  const [source, setSource] = useState(sources[0]?.iid ?? '');
  const [description, setDescription] = useState('');
  const [primitives, setPrimitives] = useState<Primitive[]>([]);
  const [kind, setKind] = useState<Primitive['kind']>('draw');
  const [card, setCard] = useState('');
  const [to, setTo] = useState<(typeof DESTINATIONS)[number][0]>('discard');
  const [player, setPlayer] = useState<PlayerId>(me);
  const [amount, setAmount] = useState(1);
  const [bonus, setBonus] = useState(false);

  const candidates = targets(kind);
  const chosenCard = candidates.some((c) => c.iid === card) ? card : (candidates[0]?.iid ?? '');
  const build = (): Primitive | null => {
    switch (kind) {
      case 'draw':
        return { kind, player, count: amount };
      case 'score':
        return { kind, player, points: amount, bonus };
      case 'shuffle':
        return { kind, player };
      case 'fail-attempt':
        return { kind };
      case 'move':
        return chosenCard ? { kind, card: chosenCard, to } : null;
      default:
        return chosenCard ? { kind, card: chosenCard } : null;
    }
  };
  const needsCard = kind === 'move' || kind === 'kill' || kind === 'stop' || kind === 'reveal' || kind === 'nullify';

  return (
    <Dialog title="Declare a manual effect" onClose={onClose} wide>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!source || primitives.length === 0) return;
          onClose();
          await run({ type: 'DeclareManualEffect', source, description: description.trim() || 'manual effect', primitives });
        }}
      >
        <p className="muted">For card text the table does not carry out yet. Your opponent sees it and accepts or disputes it; it is marked as manual in the record.</p>
        <label>
          The card whose text this is{' '}
          <select value={source} onChange={(e) => setSource(e.target.value)}>
            {sources.map((c) => (
              <option key={c.iid} value={c.iid}>
                {label(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          What it does, in your words <input value={description} onChange={(e) => setDescription(e.target.value)} placeholder="e.g. draw a card" />
        </label>
        <fieldset>
          <legend>Add an effect</legend>
          <div className="row wrap">
            <label>
              Effect{' '}
              <select value={kind} onChange={(e) => setKind(e.target.value as Primitive['kind'])}>
                {KINDS.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.label}
                  </option>
                ))}
              </select>
            </label>
            {needsCard ? (
              <label>
                Card{' '}
                <select value={chosenCard} onChange={(e) => setCard(e.target.value)}>
                  {candidates.map((c) => (
                    <option key={c.iid} value={c.iid}>
                      {label(c)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                Player{' '}
                <select value={player} onChange={(e) => setPlayer(e.target.value as PlayerId)}>
                  <option value={me}>{names.player(me)} (you)</option>
                  <option value={opponent}>{names.player(opponent)}</option>
                </select>
              </label>
            )}
            {kind === 'move' ? (
              <label>
                To{' '}
                <select value={to} onChange={(e) => setTo(e.target.value as typeof to)}>
                  {DESTINATIONS.map(([k, l]) => (
                    <option key={k} value={k}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {kind === 'draw' || kind === 'score' ? (
              <label>
                {kind === 'draw' ? 'Cards' : 'Points'}{' '}
                <input type="number" value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
              </label>
            ) : null}
            {kind === 'score' ? (
              <label className="check">
                <input type="checkbox" checked={bonus} onChange={(e) => setBonus(e.target.checked)} /> bonus points
              </label>
            ) : null}
            <button
              type="button"
              onClick={() => {
                const p = build();
                if (p) setPrimitives((list) => [...list, p]);
              }}
            >
              Add
            </button>
          </div>
        </fieldset>
        {primitives.length ? (
          <ol className="primitives">
            {primitives.map((p, i) => (
              <li key={i}>
                {primitiveInWords(p, names)}{' '}
                <button type="button" className="link" onClick={() => setPrimitives((list) => list.filter((_, j) => j !== i))} aria-label={`Remove: ${primitiveInWords(p, names)}`}>
                  remove
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">No effects added yet.</p>
        )}
        <button type="submit" className="primary" disabled={!source || primitives.length === 0}>
          Declare
        </button>
      </form>
    </Dialog>
  );
}

function zoneLabel(zone: string, names: Namer): string {
  const [kind, arg = ''] = [zone.slice(0, zone.indexOf(':')), zone.slice(zone.indexOf(':') + 1)];
  switch (kind) {
    case 'hand':
      return 'in hand';
    case 'discard':
      return 'discard pile';
    case 'table':
      return 'in play';
    case 'aboard':
      return `aboard ${names.card(arg)}`;
    case 'docked':
      return `docked at ${names.card(arg)}`;
    case 'space':
      return `at ${names.location(arg)}`;
    case 'surface':
      return `on the planet at ${names.location(arg)}`;
    case 'mission':
      return 'mission';
    default:
      return kind;
  }
}
