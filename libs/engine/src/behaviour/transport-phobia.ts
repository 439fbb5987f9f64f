/**
 * Issue 15 (helper random): a card played "during transport by beaming" that makes one of the beamed
 * personnel (random selection) refuse all transport (Barclay Transporter Phobia) until a card cures it
 * (Plexing nullifies the card lying on the personnel: its `card-in-play` mode).
 * Words:
 * - window `personnel-beamed` (joins vocabulary-windows.ts › WindowsAction): after a `Beam` command
 *   that beamed personnel, the beaming player's opponent and then the beaming player may respond
 *   (`cards`: the personnel beamed; `target`: where they went; `beamedFrom`: where they came from).
 *   As the other windows of the windows pass (assimilation-windows.ts), it opens only when a player
 *   passes every window explicitly (`SetAutoPass { on: false, every: true }`), and only when the beam
 *   leaves nothing pending. A response to it is made while the transport is still being resolved:
 *   the engine's beam is one event, so the refusal undoes that personnel's part of it;
 * - target `personnel-just-beamed`: the beam whose window is open (its first personnel);
 * - effect `random-beamed-refuses-transport`: one personnel of the beam still where it arrived,
 *   picked at random (random-selection.ts: it hurts its owner, so Change of Heart may answer it),
 *   goes back where it came from, and this card goes on it;
 * - restriction `host-refuses-transport` (lying on a personnel): it may not beam (read by
 *   beaming-events.ts › checkBeamLimit, every beam).
 *   1E rulebook › EXECUTING ORDERS › BEAM; MISCELLANEOUS RULES › RANDOM SELECTION; THE PLAY PHASE ›
 *   Alternating Actions; Clarifications: Valid responses › When Responses Happen.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type BeamedWindowAction = 'personnel-beamed';
export type BeamedTarget = { readonly kind: 'personnel-just-beamed' };
export type PhobiaEffect = { readonly kind: 'random-beamed-refuses-transport' };
export type PhobiaRestriction = { readonly kind: 'host-refuses-transport' };

/** For the catalogue test. */
export const TRANSPORT_PHOBIA_WORDS: readonly string[] = ['target:personnel-just-beamed', 'effect:random-beamed-refuses-transport', 'restriction:host-refuses-transport'];

const anyExplicit = (state: GameState): boolean => !!state.explicitEvery?.p1 || !!state.explicitEvery?.p2;

/** After a beam (play.ts › beam): the `personnel-beamed` window, when someone answers every window and nothing is pending. */
export function openBeamedWindow(ctx: Ctx, by: PlayerId, cards: readonly string[], from: string, to: string): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0 || state.pendingManual || !anyExplicit(state)) return;
  const personnel = cards.filter((iid) => state.cards[iid]?.zone === to && bp(state, iid).type === 'Personnel');
  if (personnel.length === 0) return;
  openFor(ctx, { action: 'personnel-beamed', card: personnel[0]!, cards: personnel, target: to, beamedFrom: from, by, player: other(by) }, false);
}

/** The personnel of the open beam window still where they arrived. */
function justBeamed(state: GameState): string[] {
  const top = topWindow(state);
  if (top?.action !== 'personnel-beamed' || !top.target) return [];
  return (top.cards ?? []).filter((iid) => state.cards[iid]?.zone === top.target);
}

/** A card lying on a beamed personnel forbids its transport (beaming-events.ts › checkBeamLimit). */
const refusesTransport: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'host-refuses-transport');

export function checkRefusesTransport(state: GameState, cards: readonly string[]): Problem | null {
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (blueprintsWhere(state, refusesTransport).size === 0) return null;
  for (const iid of cards)
    for (const card of cardsIn(state, Z.on(iid)))
      if (state.cards[card]!.faceUp && behaviourOf(state.cards[card]!.blueprint)?.restricts?.some((restriction) => restriction.kind === 'host-refuses-transport'))
        return problem('REFUSES_TRANSPORT', `${bp(state, iid).title} refuses all transport (${bp(state, card).title})`, RULES.beam);
  return null;
}

export const TRANSPORT_PHOBIA_VERBS: { readonly [K in PhobiaEffect['kind']]: (v: VerbContext, effect: Extract<PhobiaEffect, { kind: K }>) => void } = {
  'random-beamed-refuses-transport': (v) => {
    const state = v.ctx.state;
    const top = topWindow(state);
    const title = bp(state, v.card).title;
    const [victim] = selectAtRandom(v.ctx, { purpose: `${title}: refuses all transport`, candidates: justBeamed(state), hurts: true });
    if (victim && top?.beamedFrom) {
      v.ctx.emit({ type: 'CardMoved', card: victim, from: state.cards[victim]!.zone, to: top.beamedFrom, faceUp: true, reason: `${title}: refuses the transport`, rule: RULES.beam });
      v.ctx.emit({ type: 'CardMoved', card: v.card, from: v.ctx.state.cards[v.card]!.zone, to: Z.on(victim), faceUp: true, reason: `${title}: on the personnel who refuses all transport`, rule: RULES.randomSelection });
    }
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: victim ? `${bp(v.ctx.state, victim).title} refuses all transport` : 'nobody beamed to select', rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TRANSPORT_PHOBIA_TARGETS = finding(['personnel-just-beamed'], (state) => {
  const beamed = justBeamed(state);
  return beamed.length > 0 ? [beamed[0]!] : [];
});
