/**
 * Issue 15 (helper intr): a card lying on a ship or facility that bars it from being commandeered and from using its
 * RANGE or WEAPONS, and that the personnel who let it be played may later cancel (Fractal Encryption Code).
 * Words:
 * - card field `hostBans` (read by host-banned.ts › hostBanned, apart so that play.ts need not import this file) (`commandeer`, `range`, `weapons`): while the card lies face up on its host — no card
 *   commandeers the host (commandeer-ship.ts, battle-surrenders.ts); the host's RANGE is not used (play.ts ›
 *   remainingRange and checkFlight: no flight, landing or take-off); it does not fire (battle/battle.ts › mayFire and
 *   the uncrewed attackers: it neither attacks nor returns fire);
 * - effect `remember-crew-aboard-target` (`filter`): the card's player's personnel matching the filter aboard the target
 *   ship or facility as the card is played are remembered for this card (use keys, as standing-declines.ts keeps its
 *   answers: `CardAbilityUsed`);
 * - ability condition `remembered-crew-aboard-host`: one of those personnel is aboard the host the card lies on now
 *   ("the same android, if aboard").
 *   1E rulebook › COMMANDEER; EXECUTING ORDERS › MOVE SHIP (RANGE); BATTLE › SHIP BATTLE (WEAPONS); THE CARDS ›
 *   INTERRUPTS (an interrupt that "plays on" a card stays on it).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type { HostBans } from './host-banned';

export type HostBanEffect = { readonly kind: 'remember-crew-aboard-target'; readonly filter: PersonnelFilter };
export type HostBanCondition = { readonly kind: 'remembered-crew-aboard-host' };

/** For the catalogue test. */
export const HOST_BAN_WORDS: readonly string[] = ['field:hostBans', 'effect:remember-crew-aboard-target', 'ability-condition:remembered-crew-aboard-host'];

const KEY = (card: string, personnel: string) => `(crew remembered) ${card}>${personnel}`;

export const HOST_BAN_VERBS: { readonly [K in HostBanEffect['kind']]: (v: VerbContext, effect: Extract<HostBanEffect, { kind: K }>) => void } = {
  'remember-crew-aboard-target': (v, effect) => {
    const state = v.ctx.state;
    const host = v.target && state.cards[v.target] ? v.target : undefined;
    const crew = host ? cardsIn(state, Z.aboard(host)).filter((iid) => state.cards[iid]!.owner === v.player && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), effect.filter)) : [];
    for (const iid of crew) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: KEY(v.card, iid), turn: 1, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${crew.length} personnel remembered aboard`, rule: RULES.cardEffects });
  },
};

export const HOST_BAN_CONDITIONS: { readonly 'remembered-crew-aboard-host': (state: GameState, player: PlayerId, card: string, condition: HostBanCondition) => boolean } = {
  'remembered-crew-aboard-host': (state, player, card) => {
    const zone = state.cards[card]?.zone ?? '';
    if (zoneKind(zone) !== 'on') return false;
    const host = zoneArg(zone);
    if (!state.cards[host] || !isInPlayZone(state.cards[host]!.zone)) return false;
    return cardsIn(state, Z.aboard(host)).some((iid) => state.cards[iid]!.owner === player && state.abilityUses?.[`${player}|${KEY(card, iid)}`] !== undefined);
  },
};
