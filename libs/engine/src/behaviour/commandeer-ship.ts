/**
 * Issue 15 (helper control): commandeering a ship by a card played on the commandeering personnel (Commandeer Ship).
 * - target `your-computer-skill-unopposed-aboard-opponent-ship`: your unstopped personnel with Computer Skill aboard a ship
 *   the opponent controls with none of the opponent's personnel aboard (unopposed), not a [Bor] Cube;
 * - effect `commandeer-ship-target-is-aboard`: you control that ship for the rest of the game, its owner keeps it
 *   (`ControlTaken` with `commandeered`); the personnel aboard takes custody at once (its affiliation:
 *   commandeered-affiliation.ts › takeCustody). Opposing personnel or equipment aboard stay theirs.
 *   1E rulebook › COMMANDEER (and Clarifications: Commandeering); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, zoneArg, zoneKind } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { COMMANDEER_RULE } from './commandeered-affiliation';
import { hasSkill } from './site-basics';
import { hostBanned } from './host-banned';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type CommandeerShipTarget = { readonly kind: 'your-computer-skill-unopposed-aboard-opponent-ship' };
export type CommandeerShipEffect = { readonly kind: 'commandeer-ship-target-is-aboard' };

/** For the catalogue test. */
export const COMMANDEER_SHIP_WORDS: readonly string[] = ['target:your-computer-skill-unopposed-aboard-opponent-ship', 'effect:commandeer-ship-target-is-aboard'];

/** The ship the personnel `iid` is aboard, if the opponent of `player` controls it, no personnel of theirs is aboard and it is not a [Bor] Cube. */
function opposingShipUnopposed(state: GameState, player: PlayerId, iid: string): string | null {
  const zone = state.cards[iid]!.zone;
  if (zoneKind(zone) !== 'aboard') return null;
  const ship = zoneArg(zone);
  const card = bp(state, ship);
  if (card.type !== 'Ship' || state.cards[ship]!.owner === player) return null;
  if ((card.affiliations as readonly string[]).includes('Borg') && /cube/i.test(`${card.title} ${card.ship?.shipClass ?? ''}`)) return null;
  // Issue 15 (helper intr): a card on the ship forbids commandeering it (host-bans.ts: Fractal Encryption Code).
  if (hostBanned(state, ship, 'commandeer')) return null;
  const opposed = cardsIn(state, zone).some((other) => state.cards[other]!.owner !== player && bp(state, other).type === 'Personnel');
  return opposed ? null : ship;
}

function commandeerers(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => bp(state, instance.iid).type === 'Personnel' && !instance.stopped && opposingShipUnopposed(state, player, instance.iid) && hasSkill(state, instance.iid, 'Computer Skill'))
    .map((instance) => instance.iid);
}

export const COMMANDEER_SHIP_VERBS: { readonly [K in CommandeerShipEffect['kind']]: (v: VerbContext, effect: Extract<CommandeerShipEffect, { kind: K }>) => void } = {
  'commandeer-ship-target-is-aboard': (v) => {
    const state = v.ctx.state;
    const ship = v.target && state.cards[v.target] ? opposingShipUnopposed(state, v.player, v.target) : null;
    if (!ship) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'not unopposed aboard an opposing ship any more: nothing commandeered', rule: RULES.cardEffects });
      return;
    }
    const from = state.cards[ship]!.owner;
    v.ctx.emit({ type: 'ControlTaken', cards: [ship], by: v.player, from, source: v.card, until: LASTING_CONTROL, commandeered: true, rule: COMMANDEER_RULE });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, ship).title} commandeered by ${bp(v.ctx.state, v.target!).title}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMMANDEER_SHIP_TARGETS = finding(['your-computer-skill-unopposed-aboard-opponent-ship'], (state, player) => commandeerers(state, player));
