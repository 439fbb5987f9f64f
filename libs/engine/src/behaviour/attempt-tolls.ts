/**
 * Issue 15 (helper inca): a card atop a mission that takes a toll of every attempt there and gives it back to the
 * player who solves it (Kobayashi Maru Scenario). Words:
 * - card field `addsToMissionRequirements` (requirement text; the word helper obja's ore-mining.ts defines, read there by
 *   missionRequirementAddition): while it lies face up atop a mission, the text is joined to each alternative of that
 *   mission's requirements (attempt/flow.ts › solve).
 * - option `atAttemptStart.anyPlayer` (attempt-start-effects.ts): its effects run at the start of every player's
 *   attempt there, not only its owner's (still for its owner: "at the start of each mission attempt here").
 * - effect `store-random-attempting-personnel`: one personnel of the attempting team (random selection,
 *   random-selection.ts) leaves play and is stored beneath the card (stored-cards.ts; cards on it discarded).
 * - `stores.countsForUniqueness`: the personnel stored on the face-up card count as their owner's cards in play for
 *   uniqueness only ("in play" for uniqueness only: play.ts › checkUniqueness).
 * - effect `stored-personnel-join-solvers` (a `mission-completed` trigger): the solving player's personnel stored on
 *   the card that are compatible with every personnel of the solving crew or Away Team join it (where the
 *   personnel who solved are); every other personnel stored on it is discarded.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; SOLVING THE MISSION; REPORTING FOR DUTY ›
 *   COMPATIBILITY (a crew or Away Team is compatible); DUPLICATION AND PERSONAS (uniqueness); GLOSSARY › Random
 *   Selection.
 * Decisions: the toll is taken after the attempt began (and after its size nullifiers), before the first seed card;
 * a team of one loses its only member and the attempt goes on empty (it fails at the first dilemma or the
 * requirements). "Their" personnel beneath join only when the solver owns them; an opponent's stored personnel are
 * discarded with the incompatible ones.
 */
import type { Card } from '@captains-log/cards';
import { compatible } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { attemptTeam } from './attempt-start-effects';
import { selectAtRandom } from './random-selection';
import { storeFromPlay } from './stored-cards';
import type { VerbContext } from './verbs';

export type AttemptTollEffect = { readonly kind: 'store-random-attempting-personnel' } | { readonly kind: 'stored-personnel-join-solvers' };

/** For the catalogue test and the README. */
export const ATTEMPT_TOLL_WORDS: readonly string[] = [
  'atAttemptStart.anyPlayer',
  'effect:store-random-attempting-personnel',
  'stores.countsForUniqueness',
  'effect:stored-personnel-join-solvers',
];

const countsForUniqueness: BlueprintTest = (b) => b.stores?.countsForUniqueness;

/** `player`'s personnel stored on face-up cards in play whose `stores.countsForUniqueness` holds (uniqueness only). */
export function storedUniques(state: GameState, player: PlayerId): Card[] {
  const ids = blueprintsWhere(state, countsForUniqueness);
  if (ids.size === 0) return [];
  return tableIndex(state)
    .inPlay.filter((host) => host.faceUp && ids.has(host.blueprint))
    .flatMap((host) => cardsIn(state, Z.stored(host.iid)))
    .filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel')
    .map((iid) => bp(state, iid));
}

const resolved = (v: VerbContext, effect: string, target?: string) =>
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(target ? { target } : {}), rule: RULES.cardEffects });

export const ATTEMPT_TOLL_VERBS: { readonly [K in AttemptTollEffect['kind']]: (v: VerbContext, effect: Extract<AttemptTollEffect, { kind: K }>) => void } = {
  'store-random-attempting-personnel': (v) => {
    const candidates = attemptTeam(v.ctx.state);
    const [taken] = selectAtRandom(v.ctx, { purpose: `${bp(v.ctx.state, v.card).title}: one attempting personnel placed beneath it`, candidates });
    if (!taken) return resolved(v, 'no attempting personnel to place beneath it');
    storeFromPlay(v.ctx, taken, v.card);
    resolved(v, `${bp(v.ctx.state, taken).title} placed beneath ${bp(v.ctx.state, v.card).title}`, taken);
  },
  'stored-personnel-join-solvers': (v) => {
    const state = v.ctx.state;
    const solved = [...v.ctx.events].reverse().find((event) => event.type === 'MissionSolved');
    const stored = cardsIn(state, Z.stored(v.card)).filter((iid) => bp(state, iid).type === 'Personnel');
    if (solved?.type !== 'MissionSolved' || stored.length === 0) return;
    const teamZone = solved.contributors.map((iid) => state.cards[iid]?.zone).find((zone) => !!zone && ['surface', 'aboard'].includes(zoneKind(zone)) && locationOfZone(state, zone) === solved.location);
    const team = teamZone ? cardsIn(state, teamZone).filter((iid) => state.cards[iid]!.owner === solved.player && bp(state, iid).type === 'Personnel') : [];
    for (const iid of stored) {
      const fits = !!teamZone && state.cards[iid]!.owner === solved.player && team.every((member) => compatible(bp(state, iid), bp(state, member)));
      if (fits) {
        v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.stored(v.card), to: teamZone!, faceUp: true, reason: `${bp(state, v.card).title}: joins the solving team`, rule: `${RULES.cardEffects}; ${RULES.solving}` });
        resolved(v, `${bp(state, iid).title} joins the solving team`, iid);
      } else {
        v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.stored(v.card), to: Z.discard(state.cards[iid]!.owner), faceUp: true, reason: `${bp(state, v.card).title}: not of the solver's compatible personnel, discarded`, rule: RULES.cardEffects });
      }
    }
  },
};
