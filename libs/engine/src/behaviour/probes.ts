/**
 * Issue 15 (borg): probing by a card in play, outside a dilemma — "you may probe: [Com], [Def]: …",
 * "end of every turn … that player must probe: …". The prober reveals the top card of their draw deck
 * (the probe card) to both players; the card's probe list is read in order and the first entry whose
 * icons (anywhere on the probe card: its icons or game text), card types or affiliations appear on it
 * is the one outcome; its effects follow. No entry matching: no outcome. The probe card is then put
 * back atop the deck (the rule), or where the card says (beneath the deck, discarded). An empty draw
 * deck may not probe. The match itself is the probe dilemmas' (attempt/dilemma-effects-c.ts ›
 * probeMatches, one reading of "appears anywhere on the probe card").
 *   1E rulebook › END OF TURN › PROBING (the probe card, the probe list, one outcome: the first match
 *   on the list; "probing with no outcome"; an empty draw deck may not probe); DAMAGE AND REPAIRS ›
 *   ROTATION DAMAGE (ships and facilities are damaged, a second damage destroys).
 */
import { bp } from '../context';
import { probeMatches } from '../attempt/dilemma-effects-c';
import { damageShip, destroyShip } from '../attempt/leaving-play';
import { meetGroup, requirement } from '../attempt/requirements';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { ProbeMatch } from './dilemma-steps-c';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import { reachedStage } from './objective-stages';
import { immuneTo } from './modifiers-incidents';

/** One entry of a probe list: its name (the card's heading for it), what the probe card must show, what follows. */
export interface ProbeOutcome {
  readonly name: string;
  readonly match: ProbeMatch;
  readonly effects: readonly Effect[];
  /** Issue 15 (helper borgobj, third pass): skipped once the probing card reached this stage (objective-stages.ts: "ignore [Rom] when probing"). */
  readonly unlessStage?: string;
}

export type ProbeEffect =
  /**
   * The prober (`you`: the card's player; `turn-player`: the player whose turn ends, "that player must
   * probe") reveals their top draw-deck card; the first matching outcome's effects run. `probeCard`:
   * where the probe card goes afterwards (default `top`: replaced atop the deck, as the rule says).
   */
  | { readonly kind: 'probe'; readonly who: 'you' | 'turn-player'; readonly outcomes: readonly ProbeOutcome[]; readonly probeCard?: 'top' | 'beneath' | 'discard' | 'draw' }
  /** The effects in `then` follow only while a ship (any player's, any universe) is at a location of `region`. */
  | { readonly kind: 'if-ship-in-region'; readonly region: string; readonly then: readonly Effect[] }
  /**
   * Every ship and facility in space (docked ships included) at a location of `region`, any player's,
   * whose personnel aboard (all of them) do not meet `requirement` is damaged (`act: 'damage'`, rotation
   * damage) or destroyed.
   */
  | { readonly kind: 'ships-in-region-unless-crew'; readonly region: string; readonly requirement: string; readonly act: 'damage' | 'destroy' };

function resolved(v: VerbContext, effect: string, rule: string = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

/** The ships and facilities in space at locations of `region`, docked ships after their facility. */
export function shipsInRegion(state: GameState, region: string): string[] {
  const found: string[] = [];
  for (const location of Object.values(state.locations)) {
    if (location.region !== region) continue;
    for (const iid of cardsIn(state, Z.space(location.id))) {
      const type = bp(state, iid).type;
      if (type !== 'Ship' && type !== 'Facility') continue;
      found.push(iid);
      if (type === 'Facility') found.push(...cardsIn(state, Z.docked(iid)).filter((docked) => bp(state, docked).type === 'Ship'));
    }
  }
  return found;
}

/** The outcome a probe card gives for a probe list: the index of the first entry it matches, or -1. */
export function probeOutcome(state: GameState, probeCard: string, outcomes: readonly ProbeOutcome[], prober?: { readonly player: PlayerId; readonly card: string }): number {
  return outcomes.findIndex((outcome) => !(outcome.unlessStage && prober && reachedStage(state, prober.player, prober.card, outcome.unlessStage)) && probeMatches(state, probeCard, outcome.match));
}

export const PROBE_VERBS: { readonly [K in ProbeEffect['kind']]: (v: VerbContext, effect: Extract<ProbeEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void } = {
  probe: (v, effect, run) => {
    const state = v.ctx.state;
    const prober: PlayerId = effect.who === 'turn-player' ? state.turn!.player : v.player;
    const zone = Z.draw(prober);
    const top = cardsIn(state, zone)[0];
    if (!top) return resolved(v, `${prober}'s draw deck is empty: no probe`, RULES.probing);
    const title = bp(state, top).title;
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone, cards: [{ iid: top, title }], source: v.card, rule: RULES.probing });
    const found = probeOutcome(state, top, effect.outcomes, { player: v.player, card: v.card });
    const outcome = found < 0 ? undefined : effect.outcomes[found]!;
    resolved(v, `${prober} probes: ${title} → ${outcome ? outcome.name : 'no outcome'}`, RULES.probing);
    const where = effect.probeCard ?? 'top';
    if (where === 'beneath') v.ctx.emit({ type: 'CardMoved', card: top, from: zone, to: zone, faceUp: false, reason: 'probe card beneath the draw deck', rule: RULES.probing });
    // Issue 15 (helper borgobj, third pass): "draw probe card" (Eliminate Starship).
    else if (where === 'draw') v.ctx.emit({ type: 'CardsDrawn', player: prober, cards: [top], reason: 'card-effect', rule: RULES.probing });
    else if (where === 'discard') v.ctx.emit({ type: 'CardMoved', card: top, from: zone, to: Z.discard(prober), faceUp: true, reason: 'probe card discarded', rule: RULES.probing });
    if (outcome) run?.(outcome.effects);
  },
  'if-ship-in-region': (v, effect, run) => {
    if (shipsInRegion(v.ctx.state, effect.region).some((iid) => bp(v.ctx.state, iid).type === 'Ship')) run?.(effect.then);
    else resolved(v, `no ship in the ${effect.region}: nothing happens`);
  },
  'ships-in-region-unless-crew': (v, effect) => {
    const state = v.ctx.state;
    const title = bp(state, v.card).title;
    const hit = shipsInRegion(state, effect.region).filter((iid) => {
      // Issue 15 (helper tail4): a ship or facility immune to this card is not touched (table-immunity.ts via immuneTo).
      if (immuneTo(state, iid, title)) return false;
      const crew = cardsIn(state, Z.aboard(iid)).filter((member) => bp(state, member).type === 'Personnel');
      return meetGroup(state, requirement(effect.requirement), crew).verdict !== 'met';
    });
    resolved(v, `${hit.length} ship(s) and facilities in the ${effect.region} without ${effect.requirement} aboard ${effect.act === 'damage' ? 'damaged' : 'destroyed'}`);
    for (const iid of hit) {
      if (!v.ctx.state.cards[iid]) continue;
      if (effect.act === 'damage') damageShip(v.ctx, iid, v.card);
      else destroyShip(v.ctx, iid, v.card);
    }
  },
};
