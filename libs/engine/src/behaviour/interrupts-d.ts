/**
 * Handlers and target rules of the words in vocabulary-interrupts-d.ts (issue 15, interrupts-d):
 * a personnel taking the place of another (downloaded, even from the discard pile, or exchanged from
 * hand), drawing from the bottom of the draw deck, a random death on a planet.
 *   1E rulebook › DOWNLOADING (search, play at once, reshuffle the deck searched; the personnel
 *   download limit: downloads.ts › checkDownloadable); DUPLICATION AND PERSONAS; MISCELLANEOUS RULES ›
 *   RANDOM SELECTION; GETTING HURT › KILLED.
 */
import type { Card } from '@captains-log/cards';
import { leavePlay } from '../attempt/leaving-play';
import { bp, type Ctx } from '../context';
import { checkUniqueness } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneKind } from '../zones';
import { checkDownloadable, downloadCard } from './downloads';
import { personnelMatches } from './personnel-filter';
import { chosenCards } from './targets-events2';
import type { InterruptsDEffect, InterruptsDTarget, ReplaceSource } from './vocabulary-interrupts-d';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends InterruptsDEffect['kind']> = (v: Context, effect: Extract<InterruptsDEffect, { kind: K }>) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** The zones the incoming personnel may come from (1E rulebook › DOWNLOADING: the draw deck, then the hand). */
function sourceZones(player: PlayerId, from: ReplaceSource): string[] {
  if (from === 'hand') return [Z.hand(player)];
  return from === 'download' ? [Z.draw(player), Z.hand(player)] : [Z.draw(player), Z.hand(player), Z.discard(player)];
}

/** Whether the incoming card may enter play: a download's rules (limit, uniqueness, downloads forbidden), or uniqueness for an exchange. */
function mayEnter(state: GameState, player: PlayerId, iid: string, card: Card, from: ReplaceSource): boolean {
  return from === 'hand' ? checkUniqueness(state, player, card) === null : checkDownloadable(state, player, iid) === null;
}

/** Your personnel in play (on a planet, aboard a ship or facility) matching `outgoing`. */
function outgoingCandidates(state: GameState, player: PlayerId, spec: InterruptsDTarget): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => ['surface', 'aboard'].includes(zoneKind(instance.zone)) && personnelMatches(bp(state, instance.iid), spec.outgoing))
    .map((instance) => instance.iid);
}

/** Every `incoming>outgoing` pair: the first copy of each matching title in the source zones, for each of your matching personnel. */
export function interruptsDTargets(state: GameState, player: PlayerId, spec: InterruptsDTarget, self?: string): string[] {
  const outgoing = outgoingCandidates(state, player, spec);
  if (outgoing.length === 0) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of sourceZones(player, spec.from))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (iid === self || seen.has(card.id) || !personnelMatches(card, spec.incoming)) continue;
      seen.add(card.id);
      if (!mayEnter(state, player, iid, card, spec.from)) continue;
      for (const old of outgoing) if (!spec.differentTitle || bp(state, old).title !== card.title) out.push(`${iid}>${old}`);
    }
  return out;
}

export const INTERRUPTS_D_VERBS: { readonly [K in InterruptsDEffect['kind']]: Handler<K> } = {
  'replace-personnel': (v, effect) => {
    const [incoming, outgoing] = (v.target ?? '').split('>') as [string, string];
    const old = v.ctx.state.cards[outgoing];
    const fresh = v.ctx.state.cards[incoming];
    if (!old || !fresh || !isInPlayZone(old.zone) || isInPlayZone(fresh.zone)) {
      // The target changed while the card waited in its response window: nothing is replaced.
      resolved(v, 'replacement invalid: a card is no longer where it was');
      return;
    }
    const place = old.zone;
    const title = bp(v.ctx.state, v.card).title;
    if (effect.outgoingTo === 'hand') {
      for (const child of [...cardsIn(v.ctx.state, Z.on(outgoing))]) leavePlay(v.ctx, child, 'discarded', v.card);
      v.ctx.emit({ type: 'CardMoved', card: outgoing, from: place, to: Z.hand(old.owner), faceUp: false, reason: `${title}: exchanged`, rule: RULES.cardEffects });
    } else leavePlay(v.ctx, outgoing, 'discarded', v.card);
    if (!effect.download) {
      v.ctx.emit({ type: 'CardMoved', card: incoming, from: fresh.zone, to: place, faceUp: true, reason: `${title}: takes the place of ${bp(v.ctx.state, outgoing).title}`, rule: RULES.cardEffects });
    } else downloadCard(v.ctx, v.player, incoming, v.card, { to: place });
    resolved(v, `${bp(v.ctx.state, incoming).title} replaces ${bp(v.ctx.state, outgoing).title}`);
  },
  'draw-bottom-per-chosen': (v) => {
    const count = chosenCards(v.target).length;
    const deck = cardsIn(v.ctx.state, Z.draw(v.player));
    const cards = deck.slice(Math.max(0, deck.length - count)).reverse();
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(v, `${v.player} draws ${cards.length} from the bottom of the draw deck`);
  },
  'kill-random-on-planet': (v, effect) => {
    const candidates = cardsIn(v.ctx.state, Z.surface(v.target!)).filter((iid) => personnelMatches(bp(v.ctx.state, iid), effect.filter));
    if (candidates.length === 0) {
      resolved(v, 'nobody on the planet to select');
      return;
    }
    const rng = v.ctx.rng();
    const victim = rng.pick(candidates);
    v.ctx.emit({ type: 'RandomCardsSelected', purpose: bp(v.ctx.state, v.card).title, candidates, outcome: [victim], secret: { rng: rng.state }, rule: RULES.randomSelection });
    leavePlay(v.ctx, victim, 'killed', v.card);
    resolved(v, 'one personnel on the planet killed at random');
  },
};

