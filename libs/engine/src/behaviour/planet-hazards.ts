/**
 * Issue 15 (events, helper events-f): a card laid on an unsolved mission that makes it worth less and
 * harms the opponent's personnel there (Biosphere Toxin: "plays on an unsolved planet mission if you
 * have a ship there with 4 Treachery aboard; mission worth -5 points; at the end of each turn, kills
 * an opponent's personnel present (random selection); cumulative"). Joined to the unions of
 * vocabulary.ts / vocabulary-events.ts with one line each; the conditions are checked by
 * play.ts › checkScriptedPlay, the points read by attempt/flow.ts as a mission is solved.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › SCORING POINTS;
 *   MISCELLANEOUS RULES › RANDOM SELECTION; THE CUMULATIVE RULE (every copy counts when it says so).
 */
import { bp, problem, type Problem } from '../context';
import { meetGroup, requirement } from '../attempt/requirements';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { killOneAtRandom } from './random-kill';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import type { CardBehaviour } from './vocabulary';

export type HazardCondition =
  /** The target location's mission is not completed by anyone. */
  | { readonly kind: 'target-mission-unsolved' }
  /** The unstopped crew of one of your ships in space at the target location meets `requirement` (requirement grammar). */
  | { readonly kind: 'your-crew-at-target-meets'; readonly requirement: string };

export type HazardEffect =
  /** Lying atop a mission: one personnel of the card owner's opponent on that planet, picked at random, is killed. */
  { readonly kind: 'kill-random-opposing-on-this-planet' };

/** The hazard conditions of a card played (or seeded) with `target`. */
export function checkHazardConditions(state: GameState, player: PlayerId, target: string | undefined, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind === 'target-mission-unsolved' && (!target || state.completed.p1.includes(target) || state.completed.p2.includes(target)))
      return problem('PLAY_CONDITION', `${behaviour.title} plays on an unsolved mission`, RULES.triggers);
    if (condition.kind === 'your-crew-at-target-meets') {
      const crews = cardsIn(state, Z.space(target ?? '')).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship');
      const met = crews.some((ship) => {
        const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled && bp(state, iid).type === 'Personnel');
        return meetGroup(state, requirement(condition.requirement), crew).verdict === 'met';
      });
      if (!met) return problem('PLAY_CONDITION', `${behaviour.title} needs a ship of yours there whose crew has ${condition.requirement}`, RULES.triggers);
    }
  }
  return null;
}

/** The points the cards lying atop `location` add to its mission when it is solved (every copy: `missionPoints` is cumulative only as a card says). */
export function missionPointsFromCardsAtop(state: GameState, location: string): number {
  let total = 0;
  for (const iid of cardsIn(state, Z.atop(location))) if (state.cards[iid]!.faceUp) total += behaviourOf(state.cards[iid]!.blueprint)?.missionPoints ?? 0;
  return total;
}

type Handler<K extends HazardEffect['kind']> = (v: VerbContext, effect: Extract<HazardEffect, { kind: K }>) => void;

export const HAZARD_VERBS: { readonly [K in HazardEffect['kind']]: Handler<K> } = {
  'kill-random-opposing-on-this-planet': (v) => {
    const self = v.ctx.state.cards[v.card]!;
    const location = zoneKind(self.zone) === 'atop' ? zoneArg(self.zone) : null;
    const candidates = location ? cardsIn(v.ctx.state, Z.surface(location)).filter((iid) => v.ctx.state.cards[iid]!.owner !== self.owner && bp(v.ctx.state, iid).type === 'Personnel') : [];
    const victim = killOneAtRandom(v, candidates);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: victim ? 'one opposing personnel on the planet killed at random' : 'no opposing personnel on the planet', rule: RULES.cardEffects });
  },
};

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const HAZARD_WORDS: readonly string[] = ['condition:target-mission-unsolved', 'condition:your-crew-at-target-meets'];
