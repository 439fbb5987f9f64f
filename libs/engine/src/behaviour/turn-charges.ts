/**
 * Issue 15 (incobj): boosts a card's owner buys "until the start of your next turn", one at a time,
 * each counted in the card's fleet modifier up to its limit (Radiation Monitoring: a card discarded
 * from hand for +1 to every attribute of your [Sta][TE] ships, at most +3). Each use is kept as a
 * turn-stamped use key (as attribute-shifts.ts keeps its shifts), numbered so that uses in one turn
 * stay apart; a charge lasts through the turn it was bought and the opponent's turn after it, and
 * ends as its owner's next turn begins. `fleetDelta` (modifiers-incidents.ts) reads `chargedDelta`
 * for a fleet modifier marked `perCharge`.
 *   1E rulebook › THE CARDS › INCIDENTS (lasting effects); MISCELLANEOUS RULES › TURNS: "EACH",
 *   "EVERY", AND "FULL"; THE CUMULATIVE RULE (a stated limit caps the sum).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import type { VerbContext } from './verbs';
import type { FleetModifier } from './vocabulary-incidents';

export type TurnChargeEffect =
  /** The acting card's owner gains one charge of this card's `perCharge` modifiers, until the start of their next turn. */
  { readonly kind: 'charge-until-your-next-turn' };

const PREFIX = '(charged until your next turn) ';

function keyHead(player: PlayerId, title: string): string {
  return `${player}|${PREFIX}${title}#`;
}

/** The charges of `title` its owner `player` holds now. */
export function activeCharges(state: GameState, player: PlayerId, title: string): number {
  const turn = state.turn;
  if (!turn || !state.abilityUses) return 0;
  const head = keyHead(player, title);
  let n = 0;
  for (const [key, used] of Object.entries(state.abilityUses))
    if (key.startsWith(head) && (used === turn.number || (used === turn.number - 1 && turn.player !== player))) n += 1;
  return n;
}

/** What a `perCharge` fleet modifier of the card titled `title` adds now: `delta` per charge, capped by `upTo`. */
export function chargedDelta(state: GameState, owner: PlayerId, title: string, fleet: FleetModifier): number {
  const total = activeCharges(state, owner, title) * Math.abs(fleet.delta);
  return Math.sign(fleet.delta) * Math.min(total, fleet.upTo ?? total);
}

type Handler<K extends TurnChargeEffect['kind']> = (v: VerbContext, effect: Extract<TurnChargeEffect, { kind: K }>) => void;

export const TURN_CHARGE_VERBS: { readonly [K in TurnChargeEffect['kind']]: Handler<K> } = {
  'charge-until-your-next-turn': (v) => {
    const state = v.ctx.state;
    if (!state.turn) return;
    const title = bp(state, v.card).title;
    const head = keyHead(v.player, title);
    const number = Object.keys(state.abilityUses ?? {}).filter((key) => key.startsWith(head)).length + 1;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${PREFIX}${title}#${number}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${title}: one more charge until the start of your next turn (${activeCharges(v.ctx.state, v.player, title)} now)`, rule: RULES.cardEffects });
  },
};

/** For the catalogue test and the README. */
export const TURN_CHARGE_WORDS: readonly string[] = ['effect:charge-until-your-next-turn'];
