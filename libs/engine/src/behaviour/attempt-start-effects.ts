/**
 * Issue 15 (helper objectives): "just after you start a mission attempt here" / "at the start of your first
 * mission attempt here" — effects of a card lying face up atop a mission, carried out for its owner as they
 * begin an attempt there (attempt/flow.ts › beginAttempt, after the attempt began and its size nullifiers,
 * before the first seed card). Words:
 * - card field `atAttemptStart` (`first`, `effects`): `first` — only when no mission attempt had begun at that
 *   mission before this one (`Location.attempted`); read as "your first mission attempt here" and as "if mission
 *   is unexamined" (no other record of a mission being examined exists).
 * - effect `draw-per-team-affiliations` (`filter`, `moreThan`, `then`, `otherwise`): draws one card per different
 *   affiliation among the attempting player's personnel in the crew or Away Team matching `filter`, then runs
 *   `then` when that count is above `moreThan`, else `otherwise`.
 * - effect `place-self-out-of-play`: the card goes out of play.
 * - effect `if-species-here` (`filter`, `atLeast`, `then`): the player's matching personnel at the location are of at
 *   least that many species.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES;
 *   MISCELLANEOUS RULES › OUT-OF-PLAY.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { speciesOf } from './objective-downloads';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export interface AtAttemptStart {
  readonly first?: true;
  /** Issue 15 (helper inca): at every player's attempt there, not only its owner's (attempt-tolls.ts: Kobayashi Maru Scenario). */
  readonly anyPlayer?: true;
  readonly effects: readonly Effect[];
}

export type AttemptStartEffect =
  | { readonly kind: 'draw-per-team-affiliations'; readonly filter: PersonnelFilter; readonly moreThan: number; readonly then: readonly Effect[]; readonly otherwise: readonly Effect[] }
  | { readonly kind: 'place-self-out-of-play' }
  /**
   * When the player has personnel matching `filter` at the target location (any zone there but atop the mission)
   * of at least `atLeast` different species (objective-downloads.ts › speciesOf), the effects in `then` follow.
   */
  | { readonly kind: 'if-species-here'; readonly filter: PersonnelFilter; readonly atLeast: number; readonly then: readonly Effect[] };

/** For the catalogue test and the README. */
export const ATTEMPT_START_WORDS: readonly string[] = ['field:atAttemptStart', 'effect:draw-per-team-affiliations', 'effect:place-self-out-of-play', 'effect:if-species-here'];

/**
 * Just after `player` began an attempt at `location` (`attemptedBefore`: an attempt had begun there before this
 * one): each face-up card of theirs atop that mission with `atAttemptStart` runs its effects (target: the location).
 */
export function runAttemptStartEffects(ctx: Ctx, player: PlayerId, location: string, attemptedBefore: boolean): void {
  for (const card of cardsIn(ctx.state, Z.atop(location))) {
    const instance = ctx.state.cards[card];
    if (!instance || !instance.faceUp || instance.zone !== Z.atop(location)) continue;
    const start = behaviourOf(instance.blueprint)?.atAttemptStart;
    if (!start || (instance.owner !== player && !start.anyPlayer) || (start.first && attemptedBefore) || !ctx.state.attempt) continue;
    runEffects({ ctx, player: instance.owner, card, target: location }, start.effects);
  }
}

/** The attempting player's personnel in the attempt now (the Away Team on a planet, else the crew). */
export function attemptTeam(state: GameState): string[] {
  const attempt = state.attempt;
  if (!attempt) return [];
  const zone = attempt.planet ? Z.surface(attempt.location) : attempt.ship ? Z.aboard(attempt.ship) : null;
  if (!zone) return [];
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === attempt.player && !state.cards[iid]!.stopped && bp(state, iid).type === 'Personnel');
}

type Handler<K extends AttemptStartEffect['kind']> = (v: VerbContext, effect: Extract<AttemptStartEffect, { kind: K }>) => void;

export const ATTEMPT_START_VERBS: { readonly [K in AttemptStartEffect['kind']]: Handler<K> } = {
  'draw-per-team-affiliations': (v, effect) => {
    const state = v.ctx.state;
    const affiliations = new Set(
      attemptTeam(state)
        .filter((iid) => personnelMatches(bp(state, iid), effect.filter))
        .flatMap((iid) => bp(state, iid).affiliations),
    );
    const count = affiliations.size;
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${count} different affiliation(s) in the attempt: ${count} card(s) drawn`, rule: RULES.cardEffects });
    if (count > 0) runEffects(v, [{ kind: 'draw', who: 'you', count } as Effect]);
    runEffects(v, count > effect.moreThan ? effect.then : effect.otherwise);
  },
  'if-species-here': (v, effect) => {
    const state = v.ctx.state;
    const location = v.target ?? '';
    const species = new Set(
      (tableIndex(state).inPlayBy[v.player] ?? [])
        .filter((instance) => zoneKind(instance.zone) !== 'atop' && locationOfZone(state, instance.zone) === location && personnelMatches(bp(state, instance.iid), effect.filter))
        .map((instance) => speciesOf(bp(state, instance.iid)))
        .filter((one): one is string => one !== undefined),
    );
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${species.size} different species of ${v.player}'s matching personnel here`, rule: RULES.cardEffects });
    if (species.size >= effect.atLeast) runEffects(v, effect.then);
  },
  'place-self-out-of-play': (v) => {
    const instance = v.ctx.state.cards[v.card];
    if (!instance || instance.zone === Z.out(instance.owner)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.out(instance.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: placed out of play`, rule: RULES.cardEffects });
  },
};
