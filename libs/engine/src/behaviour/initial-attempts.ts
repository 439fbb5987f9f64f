/**
 * Issue 15 (eie): "plays on a ship … just before the initial attempt of a space mission; the first
 * dilemma encountered is discarded" (Senior Staff Meeting). The card lies on your ship in space at an
 * unattempted space mission, its crew showing every classification named; as it resolves it records the
 * ship's location for this turn. When that ship's crew then attempts that mission this turn, the first
 * dilemma it encounters is discarded before it acts, and so is the card; unused, the card is discarded at
 * the end of the turn (its `turn-ends` trigger). Read by attempt/flow.ts › runDilemma.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; ENCOUNTERING DILEMMAS.
 */
import { bp, type Ctx } from '../context';
import { missionKind } from '../attempt/teams';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type InitialAttemptTarget =
  /** One of your ships in space at a space mission nobody has attempted yet, with your personnel aboard showing every one of `classifications` (printed). */
  { readonly kind: 'your-ship-before-initial-attempt'; readonly classifications: readonly string[] };

export type InitialAttemptEffect =
  /** Records the target ship's location: its crew's attempt there this turn is the one the card answers. */
  { readonly kind: 'mark-initial-attempt' };

export type InitialAttemptPermit =
  /** Lying on the attempting ship, marked for this attempt: the first dilemma encountered is discarded, then this card. */
  { readonly kind: 'discard-first-dilemma' };

/** For the catalogue test and the README. */
export const INITIAL_ATTEMPT_WORDS: readonly string[] = ['target:your-ship-before-initial-attempt', 'effect:mark-initial-attempt', 'permit:discard-first-dilemma'];

const markKey = (card: string, location: string) => `initial attempt:${card}@${location}`;

export function initialAttemptTargets(state: GameState, player: PlayerId, spec: InitialAttemptTarget): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => {
      if (bp(state, instance.iid).type !== 'Ship' || zoneKind(instance.zone) !== 'space') return false;
      const location = locationOfZone(state, instance.zone);
      if (!location || state.locations[location]?.attempted || missionKind(state, location) !== 'space') return false;
      const aboard = cardsIn(state, Z.aboard(instance.iid)).filter((iid) => state.cards[iid]!.owner === player).map((iid) => bp(state, iid).personnel?.classification);
      return spec.classifications.every((classification) => aboard.includes(classification));
    })
    .map((instance) => instance.iid);
}

type Handler<K extends InitialAttemptEffect['kind']> = (v: VerbContext, effect: Extract<InitialAttemptEffect, { kind: K }>) => void;

export const INITIAL_ATTEMPT_VERBS: { readonly [K in InitialAttemptEffect['kind']]: Handler<K> } = {
  'mark-initial-attempt': (v) => {
    const ship = v.target ? v.ctx.state.cards[v.target] : undefined;
    const location = ship ? locationOfZone(v.ctx.state, ship.zone) : null;
    if (!location || !v.ctx.state.turn) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: markKey(v.card, location), turn: v.ctx.state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `the next attempt of this ship's crew at ${location} this turn loses its first dilemma`, rule: RULES.cardEffects });
  },
};

/** A card on the attempting ship that discards the dilemma just encountered (its first), if any. */
export function firstDilemmaDiscarder(state: GameState): string | undefined {
  const attempt = state.attempt;
  if (!attempt?.ship || !state.turn) return undefined;
  return cardsIn(state, Z.on(attempt.ship)).find((iid) => {
    const instance = state.cards[iid]!;
    if (instance.owner !== attempt.player || !instance.faceUp) return false;
    if (!(behaviourOf(instance.blueprint)?.permits ?? []).some((permit) => permit.kind === 'discard-first-dilemma')) return false;
    return state.abilityUses?.[`${instance.owner}|${markKey(iid, attempt.location)}`] === state.turn!.number;
  });
}

/** The dilemma goes to its owner's discard pile, then the card that discarded it to its own owner's. */
export function discardFirstDilemma(ctx: Ctx, dilemma: string, by: string): void {
  const attempt = ctx.state.attempt!;
  ctx.emit({ type: 'DilemmaRemoved', card: dilemma, from: Z.encounter(attempt.location), to: Z.discard(ctx.state.cards[dilemma]!.owner), reason: 'nullified', rule: RULES.nullifiers });
  const card = ctx.state.cards[by]!;
  ctx.emit({ type: 'CardMoved', card: by, from: card.zone, to: Z.discard(card.owner), faceUp: true, reason: `${bp(ctx.state, by).title}: used`, rule: RULES.cardEffects });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INITIAL_ATTEMPTS_TARGETS = finding(['your-ship-before-initial-attempt'], (state, player, spec) => initialAttemptTargets(state, player, spec));
