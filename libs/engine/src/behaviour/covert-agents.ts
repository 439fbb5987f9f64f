/**
 * Issue 15 (helper infiltrate): what a card on its owner's table does for their infiltrators (Covert Agent).
 * Words:
 * - card field `barsShipReturnWithYourInfiltrator`: while it lies face up on its owner's table, the owner's opponent may
 *   not return to hand a ship that one of the owner's infiltrators is aboard (`shipReturnBarred`, read by the targets of
 *   the cards that return a ship to hand: commandeered-returns.ts, Secondary Market);
 * - `whenCardsPlayed` option `nearYourInfiltrator` (when-cards-played.ts): only when the card played enters play at the
 *   location of an infiltrator of this card's owner; once each turn per infiltrator (`nearInfiltratorKey`);
 * - target `card-to-download-to-hand-near-infiltrator` (`filter`): in the player's own response window just after a
 *   mission attempt or a battle begins (`attempt-began`, `battle-initiated`; either player's) at a location where one
 *   of their cards infiltrates, a card they may download to hand (hand-downloads.ts) of a title this card has not
 *   downloaded yet in the game;
 * - effect `download-target-to-hand-once-per-title`: that download to hand, its title recorded (once per game per card
 *   title: `CardAbilityUsed` `<title of this card> download:<title>`).
 *   1E rulebook › INFILTRATE; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; GLOSSARY ›
 *   Infiltration-related (the non-personnel cards about infiltration: their keyword in the card list).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, other, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { HAND_DOWNLOAD_VERBS, handDownloadTargets } from './hand-downloads';
import { infiltratorEntry, infiltratorsOf } from './infiltration';
import { topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { DownloadFilter } from './vocabulary-downloads';

export type CovertAgentTarget = { readonly kind: 'card-to-download-to-hand-near-infiltrator'; readonly filter: DownloadFilter };
export type CovertAgentEffect = { readonly kind: 'download-target-to-hand-once-per-title' };

/** For the catalogue test and the README. */
export const COVERT_AGENT_WORDS: readonly string[] = ['bars-ship-return-with-your-infiltrator', 'whenCardsPlayed.nearYourInfiltrator', 'target:card-to-download-to-hand-near-infiltrator', 'effect:download-target-to-hand-once-per-title'];

const barsReturn: BlueprintTest = (behaviour) => behaviour.barsShipReturnWithYourInfiltrator;

/** Whether `player` may not return `ship` to hand: their opponent's card on its table bars it while an infiltrator of that opponent's is aboard. */
export function shipReturnBarred(state: GameState, player: PlayerId, ship: string): boolean {
  const barring = blueprintsWhere(state, barsReturn);
  if (barring.size === 0) return false;
  const opponent = other(player);
  const bars = tableIndex(state).inPlayBy[opponent].some((instance) => instance.faceUp && barring.has(instance.blueprint) && instance.zone === Z.table(opponent));
  return bars && Object.keys(state.infiltration?.active ?? {}).some((iid) => state.cards[iid]?.zone === Z.aboard(ship) && infiltratorEntry(state, iid)?.player === opponent);
}

/** The use key of a `nearYourInfiltrator` rule this turn: the first of the owner's infiltrators at `where` not used yet this turn; null when none is. */
export function nearInfiltratorKey(state: GameState, owner: PlayerId, title: string, where: string | null): string | null {
  if (where === null) return null;
  const turn = state.turn?.number ?? 0;
  const keys = infiltratorsOf(state, owner)
    .filter((iid) => locationOfZone(state, state.cards[iid]!.zone) === where)
    .map((iid) => `${title} (opponent reported near ${iid})`);
  return keys.find((key) => state.abilityUses?.[`${owner}|${key}`] !== turn) ?? null;
}

/** The location of the attempt or battle whose beginning the player's own top response window answers, if any. */
function beganAt(state: GameState, player: PlayerId): string | null {
  const window = topWindow(state);
  if (!window || window.player !== player) return null;
  if (window.action === 'attempt-began') return state.attempt?.location ?? null;
  if (window.action === 'battle-initiated') return state.battle?.location ?? null;
  return null;
}

const titleKey = (source: string, title: string) => `${source} download:${title}`;

export function covertAgentTargets(state: GameState, player: PlayerId, spec: CovertAgentTarget, self?: string): string[] {
  const where = beganAt(state, player);
  if (!where || !infiltratorsOf(state, player).some((iid) => locationOfZone(state, state.cards[iid]!.zone) === where)) return [];
  const source = self ? bp(state, self).title : '';
  return handDownloadTargets(state, player, { kind: 'card-to-download-to-hand', filter: spec.filter }).filter((iid) => state.abilityUses?.[`${player}|${titleKey(source, bp(state, iid).title)}`] === undefined);
}

export const COVERT_AGENT_VERBS: { readonly [K in CovertAgentEffect['kind']]: (v: VerbContext, effect: Extract<CovertAgentEffect, { kind: K }>) => void } = {
  'download-target-to-hand-once-per-title': (v) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (target && zoneKind(target.zone) !== 'hand')
      v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: titleKey(bp(state, v.card).title, bp(state, target.iid).title), turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    HAND_DOWNLOAD_VERBS['download-target-to-hand'](v, { kind: 'download-target-to-hand' });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COVERT_AGENT_TARGETS = finding(['card-to-download-to-hand-near-infiltrator'], (state, player, spec, self) => covertAgentTargets(state, player, spec, self));
