/**
 * Issue 15 (battle-cards): a card played on the table in answer to a ship battle that remembers the
 * attackers' affiliation and from then on lets its owner's Federation initiate battle against that
 * affiliation despite the affiliation attack restrictions (Wartime Conditions). Words:
 * - target `federation-ship-attacked`: the Federation ship (printed affiliation) a ship battle just
 *   initiated targets (either player's);
 * - effect `remember-attackers-affiliation`: the affiliations of the attacking ships are recorded on
 *   the card (`CardOptionSelected`, kept in `state.selected` while the card is in play);
 * - read by battle/battle.ts with the other attack permits: `recordedAttackPermits`.
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions (Federation only
 *   against Borg); SHIP BATTLE (3. Responses).
 * Decisions: "the Federation" is the card's owner's Federation cards; a force that also has one of
 * the remembered affiliations itself keeps that affiliation's own restriction (the permit speaks for
 * the Federation only).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { battleWindow } from './targets-battle';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type RecordedPermitTarget = { readonly kind: 'federation-ship-attacked' };
export type RecordedPermitEffect = { readonly kind: 'remember-attackers-affiliation' };

/** For the catalogue test. */
export const RECORDED_PERMIT_WORDS: readonly string[] = ['target:federation-ship-attacked', 'effect:remember-attackers-affiliation'];

export function recordedPermitTargets(state: GameState): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship' || !battle.target || !battleWindow(state) || !state.cards[battle.target]) return [];
  return bp(state, battle.target).affiliations.includes('Federation') ? [battle.target] : [];
}

type Handler<K extends RecordedPermitEffect['kind']> = (v: VerbContext, effect: Extract<RecordedPermitEffect, { kind: K }>) => void;

export const RECORDED_PERMIT_VERBS: { readonly [K in RecordedPermitEffect['kind']]: Handler<K> } = {
  'remember-attackers-affiliation': (v) => {
    const battle = v.ctx.state.battle;
    if (!battle) return;
    const affiliations = [...new Set(battle.attacking.filter((ship) => v.ctx.state.cards[ship]).flatMap((ship) => bp(v.ctx.state, ship).affiliations))];
    if (affiliations.length === 0) return;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: affiliations.join('+') });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `your Federation may attack ${affiliations.join(', ')} cards`, rule: RULES.cardEffects });
  },
};

/** Blueprints of a game with the effect (the game's blueprints never change). */

/** The affiliations `player`'s force (its affiliations: `attacking`) may attack by a card on their table that remembered them. */
export function recordedAttackPermits(state: GameState, player: PlayerId, attacking: ReadonlySet<string>): ReadonlySet<string> {
  if (!attacking.has('Federation') || !state.selected) return new Set();
  const out = new Set<string>();
  for (const iid of cardsIn(state, Z.table(player))) {
    const option = state.selected[iid];
    if (!option || !state.cards[iid]!.faceUp || !remembers(state, iid)) continue;
    for (const affiliation of option.split('+')) if (affiliation === 'Federation' || !attacking.has(affiliation)) out.add(affiliation);
  }
  return out;
}

const remembersAttackers: BlueprintTest = (b) =>
  [b, ...(b.modes ?? [])].some((part) => part.triggers?.some((trigger) => trigger.effects.some((effect) => effect.kind === 'remember-attackers-affiliation')));

function remembers(state: GameState, iid: string): boolean {
  return blueprintsWhere(state, remembersAttackers).has(state.cards[iid]!.blueprint);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const RECORDED_ATTACK_PERMITS_TARGETS = finding(['federation-ship-attacked'], (state) => recordedPermitTargets(state));
