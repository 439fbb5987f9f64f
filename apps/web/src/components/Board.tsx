/**
 * The one board: the live table and the replay draw the same component from the engine's view
 * (as libs/replay's Board). Every zone is an element with data-zone (piles: data-pile and
 * data-count), every card a button with data-iid (face-down cards this viewer may not see are
 * backs with data-hidden and no identity), so tests compare the page with the engine's view.
 * The spaceline is a grid whose columns shrink to fit 12 missions at 1280 px; on narrow screens
 * it scrolls sideways under an overview strip of mission names.
 */
import { memo, type MouseEvent, type ReactNode } from 'react';
import type { PlayerId } from '@captains-log/engine';
import { resultWords, type BoardCard } from '@captains-log/replay';
import type { ActionGroup } from '../table/actions';
import { CardImage } from './CardText';
import { preview } from './preview';
import { titleOf, type BoardModel, type VisibleBoardCard } from './board-model';

export interface Changed {
  readonly zones: ReadonlySet<string>;
  readonly cards: ReadonlySet<string>;
  readonly score: boolean;
}

export interface BoardProps {
  readonly model: BoardModel;
  /** the live table's actions by card (none in a replay) */
  readonly actions?: ReadonlyMap<string, readonly ActionGroup[]>;
  readonly selected?: string | null;
  readonly onCard?: (iid: string) => void;
  readonly changed?: Changed;
  readonly images?: boolean;
}

const PHASES: Record<string, string> = {
  setup: 'Setting up',
  doorway: 'Seed phase: doorways',
  mission: 'Seed phase: missions',
  dilemma: 'Seed phase: dilemmas',
  facility: 'Seed phase: facilities',
  play: 'Play',
  ended: 'Game over',
};
const PILES: readonly [string, string][] = [
  ['hand', 'hand'],
  ['draw', 'draw deck'],
  ['seed', 'seed deck'],
  ['discard', 'discard'],
  ['missions', 'missions'],
  ['side', 'side deck'],
  // Issue 15: cards brought from outside the game (face down; their owner sees them).
  ['outside', 'outside the game'],
];
/** zone kinds drawn as a count only (nobody sees their faces during play) */
const COUNTED = new Set(['draw', 'side', 'missions']);

interface Ctx extends BoardProps {
  readonly done: Set<string>;
}

export const Board = memo(function Board(props: BoardProps) {
  const { model } = props;
  const { board, names } = model;
  const ctx: Ctx = { ...props, done: new Set() };
  const bottom: PlayerId = model.me ?? 'p1';
  const top: PlayerId = bottom === 'p1' ? 'p2' : 'p1';
  const turn = board.turn as { number: number; player: PlayerId; stage: string } | null;
  const awaiting = (board.awaiting as { player: PlayerId; kind: string }[]).map((a) => a.player);
  const name = (seat: PlayerId) => names[seat] ?? seat;
  const you = youOf(model);
  const quadrants = Object.entries(board.spacelines).filter(([, ids]) => ids.length > 0);

  const sides = (seat: PlayerId) => (
    <div className={`side ${seat}${seat === model.me ? ' mine' : ''}`} data-seat={seat}>
      {zone(ctx, `hand:${seat}`, seat === model.me ? 'Your hand' : `${name(seat)}'s hand`)}
      {zone(ctx, `table:${seat}`, 'In play', true)}
      {zone(ctx, `staging:${seat}`, 'Staged')}
      {zone(ctx, `seed:${seat}`, seat === model.me ? 'Your seed deck' : 'Seed deck')}
      {nextMission(ctx, seat, seat === model.me ? 'Your next mission (drawn from your pile)' : `${name(seat)}'s next mission`)}
      {/* Issue 15 (lead): nested, so the trophies stored on a card in the point area show under it (Council of Warriors). */}
      {zone(ctx, `bonus:${seat}`, 'Bonus points', true)}
      {collapsed(ctx, `discard:${seat}`, 'Discard pile')}
      {collapsed(ctx, `out:${seat}`, 'Out of play')}
    </div>
  );

  const result = board.result;
  const status = (
    <div className="status" data-phase={board.phase} role="status">
      <strong>{PHASES[board.phase] ?? board.phase}</strong>
      {board.dilemmaStage ? <span>stage {board.dilemmaStage}</span> : null}
      {turn ? (
        <span data-turn={turn.number}>
          Turn {turn.number}: {name(turn.player)} ({turn.stage === 'orders' ? 'orders' : 'card play'})
        </span>
      ) : null}
      {!result && awaiting.length > 0 ? <span data-awaiting>Waiting for {[...new Set(awaiting)].sort((a, b) => Number(b === you) - Number(a === you)).map((seat) => (seat === you ? 'you' : name(seat))).join(' and ')}</span> : null}
      {board.timeCalled ? <strong className="warn">Time called</strong> : null}
      {result ? (
        <strong className="result" data-result={result.reason}>
          {resultWords(result, (seat) => name(seat as PlayerId))}
        </strong>
      ) : null}
    </div>
  );

  return (
    <section className={`board${props.images ? ' with-images' : ''}`} aria-label="The table">
      {status}
      {playerPanel(ctx, top, turn?.player === top)}
      {sides(top)}
      {quadrants.map(([quadrant, ids]) => spaceline(ctx, quadrant, ids))}
      {quadrants.length === 0 ? <p className="empty-spaceline">No missions on the spaceline yet.</p> : null}
      {playerPanel(ctx, bottom, turn?.player === bottom)}
      {sides(bottom)}
      {elsewhere(ctx)}
    </section>
  );
});

/** Called, not mounted as a component: the zones it draws must be marked done before `elsewhere`. */
function spaceline(ctx: Ctx, quadrant: string, ids: readonly string[]) {
  const { model } = ctx;
  return (
    <div key={quadrant} className="quadrant" data-quadrant={quadrant}>
      <h2>
        {quadrant} Quadrant <span className="muted">· {ids.length} {ids.length === 1 ? 'mission' : 'missions'}</span>
      </h2>
      <nav className="overview" aria-label={`${quadrant} Quadrant missions`}>
        {ids.map((id, i) => (
          <a key={id} href={`#loc-${id}`} onClick={(e) => jump(e, id)}>
            {i + 1}. {locationTitle(model, id)}
          </a>
        ))}
      </nav>
      <div className="spaceline" style={{ gridTemplateColumns: `repeat(${ids.length}, minmax(var(--col-min), 1fr))` }}>
        {ids.map((id) => (
          <div key={id} id={`loc-${id}`} className="location" data-location={id}>
            {zone(ctx, `mission:${id}`, null)}
            {zone(ctx, `under:${id}`, 'Seeded')}
            {zone(ctx, `stack:p1:${id}`, `${ctx.model.names.p1}'s stack`)}
            {zone(ctx, `stack:p2:${id}`, `${ctx.model.names.p2}'s stack`)}
            {zone(ctx, `atop:${id}`, 'On the mission')}
            {zone(ctx, `encounter:${id}`, 'Encountered')}
            {zone(ctx, `revealed:${id}`, 'Revealed')}
            {zone(ctx, `space:${id}`, 'In space', true)}
            {zone(ctx, `surface:${id}`, 'On the planet', true)}
          </div>
        ))}
      </div>
    </div>
  );
}

function jump(e: MouseEvent, id: string) {
  e.preventDefault();
  document.getElementById(`loc-${id}`)?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
}

/** The seat named "you": the model's `you` when it says, else the seat drawn at the bottom. */
function youOf(model: BoardModel): PlayerId | null {
  return model.you === undefined ? model.me : model.you;
}

function locationTitle(model: BoardModel, id: string): string {
  const mission = model.board.zones[`mission:${id}`]?.find((c): c is VisibleBoardCard => !('hidden' in c));
  return mission ? titleOf(model, mission.bp) : (model.board.locations[id]?.name ?? id);
}

function playerPanel(ctx: Ctx, seat: PlayerId, active: boolean) {
  const { board, names } = ctx.model;
  const you = youOf(ctx.model);
  const s = board.score[seat];
  const total = s.points + s.bonus;
  return (
    <div className={`player ${seat}${active ? ' active' : ''}`} data-seat={seat}>
      <h2>
        <span>
          {names[seat] ?? seat}
          {seat === you ? <span className="you"> (you)</span> : null}
        </span>
        <span className={`score${ctx.changed?.score ? ' changed' : ''}`} data-score={total}>
          {total} points{s.bonus ? ` (${s.bonus} bonus)` : ''}
        </span>
      </h2>
      <div className="piles">
        {PILES.map(([kind, label]) => {
          const key = `${kind}:${seat}`;
          const n = board.zones[key]?.length ?? 0;
          // Most games bring nothing from outside the game: that pile shows only when it holds cards.
          if (kind === 'outside' && n === 0) return null;
          return (
            <span key={key} className={`pile${ctx.changed?.zones.has(key) ? ' changed' : ''}`} data-zone={key} data-pile="" data-count={n}>
              {label} <b>{n}</b>
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** A zone of cards; `nested` shows what sits aboard, docked at or on each card. */
function zone(ctx: Ctx, key: string, label: string | null, nested = false): ReactNode {
  ctx.done.add(key);
  const cards = ctx.model.board.zones[key];
  if (!cards || cards.length === 0) return null;
  const kind = key.slice(0, key.indexOf(':'));
  if (COUNTED.has(kind)) return null;
  return (
    <div className={`zone z-${key.slice(0, key.indexOf(':'))}${ctx.changed?.zones.has(key) ? ' changed' : ''}`} data-zone={key} data-count={cards.length}>
      {label ? <span className="label">{label}</span> : null}
      {cards.map((c, i) => {
        const chip = <Chip key={'hidden' in c ? `h${i}` : c.iid} ctx={ctx} card={c} zoneKind={kind} />;
        if (!nested || 'hidden' in c) return chip;
        const inner = inside(ctx, c.iid);
        return inner ? (
          <div key={c.iid} className="group">
            {chip}
            {inner}
          </div>
        ) : (
          chip
        );
      })}
    </div>
  );
}

function inside(ctx: Ctx, iid: string): ReactNode {
  // Issue 15 (captives): captives held aboard a ship or facility (engine zones.ts › Z.held) are listed under it.
  const parts = [
    zone(ctx, `on:${iid}`, 'on it'),
    zone(ctx, `aboard:${iid}`, 'aboard', true),
    zone(ctx, `docked:${iid}`, 'docked', true),
    zone(ctx, `held:p1:${iid}`, 'captives held by p1'),
    zone(ctx, `held:p2:${iid}`, 'captives held by p2'),
    // Issue 15 (helper stored): cards stored on or beneath it, not in play (engine zones.ts › Z.stored; face-down ones hidden from the opponent).
    zone(ctx, `stored:${iid}`, 'stored on it'),
  ].filter(Boolean);
  return parts.length ? <>{parts}</> : null;
}

/** Discard and out-of-play piles: folded, their cards still on the page for anyone allowed to see them. */
/**
 * The mission phase: the top of a player's mission pile, when this viewer sees it (its owner: the
 * mission is drawn, then placed — 1E rulebook › MISSION PHASE), drawn so that it can be read before
 * it is placed. The pile itself stays a count.
 */
function nextMission(ctx: Ctx, seat: PlayerId, label: string): ReactNode {
  if (ctx.model.board.phase !== 'mission') return null;
  const top = ctx.model.board.zones[`missions:${seat}`]?.[0];
  if (!top || 'hidden' in top) return null;
  return (
    <div className="zone z-next-mission" data-next-mission={seat}>
      <span className="label">{label}</span>
      <Chip ctx={ctx} card={top} zoneKind="missions" />
    </div>
  );
}

function collapsed(ctx: Ctx, key: string, label: string): ReactNode {
  const n = ctx.model.board.zones[key]?.length ?? 0;
  if (n === 0) {
    ctx.done.add(key);
    return null;
  }
  return (
    <details className="pile-details">
      <summary>
        {label} ({n})
      </summary>
      {zone(ctx, key, null)}
    </details>
  );
}

function elsewhere(ctx: Ctx): ReactNode {
  const zones = ctx.model.board.zones;
  const rest = Object.keys(zones)
    .filter((k) => !ctx.done.has(k) && (zones[k]?.length ?? 0) > 0 && !COUNTED.has(k.slice(0, k.indexOf(':'))))
    .sort();
  if (rest.length === 0) return null;
  return (
    <div className="elsewhere">
      <h2>Elsewhere</h2>
      {rest.map((k) => (ctx.done.has(k) ? null : zone(ctx, k, k, true)))}
    </div>
  );
}

/** zones where a card's face-down state is worth saying (elsewhere, e.g. in hand, it is the norm) */
const FACE_DOWN_MATTERS = new Set(['under', 'stack', 'atop', 'encounter', 'revealed', 'space', 'surface', 'aboard', 'table', 'on', 'stored']);

function Chip({ ctx, card, zoneKind }: { ctx: Ctx; card: BoardCard; zoneKind: string }) {
  if ('hidden' in card) {
    return (
      <span className={`card back ${card.owner}`} data-hidden="" title="a face-down card">
        <span aria-hidden="true">?</span>
        <span className="sr-only">face-down card</span>
      </span>
    );
  }
  const { model } = ctx;
  const facts = model.cards[card.bp];
  const title = titleOf(model, card.bp);
  const groups = ctx.actions?.get(card.iid);
  const marks = [
    card.stopped ? 'stopped' : '',
    card.countdown !== undefined ? `countdown ${card.countdown}` : '',
    card.damage ? 'damaged' : '',
    card.misSeed ? 'mis-seed' : '',
    card.faceUp || !FACE_DOWN_MATTERS.has(zoneKind) ? '' : 'face down',
  ].filter(Boolean);
  const cls = [
    'card',
    card.owner,
    (facts?.type ?? '').toLowerCase(),
    card.owner === model.me ? 'own' : '',
    card.stopped ? 'stopped' : '',
    card.faceUp || !FACE_DOWN_MATTERS.has(zoneKind) ? '' : 'facedown',
    groups?.length ? 'has-actions' : '',
    ctx.selected === card.iid ? 'selected' : '',
    ctx.changed?.cards.has(card.iid) ? 'changed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const extra = `${facts ? `, ${facts.type}` : ''}${groups?.length ? `; actions: ${groups.map((g) => g.verb).join(', ')}` : ''}`;
  return (
    <button
      type="button"
      className={cls}
      data-iid={card.iid}
      data-bp={card.bp}
      aria-pressed={ctx.selected === card.iid}
      onClick={() => ctx.onCard?.(card.iid)}
      onMouseEnter={() => preview.dispatch({ bp: card.bp })}
      onFocus={() => preview.dispatch({ bp: card.bp })}
    >
      {ctx.images && facts ? <CardImage card={facts} className="chip-image" /> : null}
      <span className="title">{title}</span>
      {marks.length ? <span className="marks">{marks.join(', ')}</span> : null}
      <span className="sr-only">{extra}</span>
    </button>
  );
}
