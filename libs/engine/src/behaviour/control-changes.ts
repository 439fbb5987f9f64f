/**
 * Affiliation changes from cards in play (issue 15, premiere-control; words: vocabulary-control.ts).
 * `blueprintOf` (card-facts.ts) passes every card through `withAffiliationChanges`, so every rule that
 * reads a card's affiliations (compatibility, staffing, attempts, battle restrictions, reporting)
 * sees the changed card while the changing card lies face up on a table.
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (Exception: Non-Aligned compatibility);
 *   THE CARDS › EVENTS (an event's effect lasts while it is in play).
 * Cheap by construction: the blueprints of a game never change, so the cards able to change
 * affiliations are found once per game (none in almost every game: one lookup per read); otherwise
 * only the two tables are read.
 */
import type { Card } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { checkRequirement } from '../attempt/requirements';
import { RULES } from '../rules';
import { perCards, tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { AffiliationLoss, ControlEffect, ControlHolder, ControlTarget } from './vocabulary-control';
import { finding } from './target-table';
import { hasWords, titledAmong } from '../card-facts';

export const CONTROL_RULES = {
  control: ['1E rulebook', 'MISCELLANEOUS RULES', 'CONTROL AND OWNERSHIP'].join(' › '),
} as const;

const hasAffiliationLoss: BlueprintTest = (b) => b.affiliationLoss;
const CHANGED = new WeakMap<Card, Map<string, Card>>();
const TABLES = ['table:p1', 'table:p2'] as const;

/** The blueprint ids of this game whose cards change affiliations (found once per game). */
function sourcesOf(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasAffiliationLoss);
}

const REACHED = new WeakMap<Card, WeakMap<ControlHolder, boolean>>();

/** Whether a change's holder filter reaches the card (issue 17: remembered per card and filter; both objects never change). */
export function reaches(card: Card, to: ControlHolder): boolean {
  let known = REACHED.get(card);
  if (!known) REACHED.set(card, (known = new WeakMap()));
  let found = known.get(to);
  if (found === undefined) known.set(to, (found = reachesNow(card, to)));
  return found;
}

function reachesNow(card: Card, to: ControlHolder): boolean {
  if (card.type !== 'Personnel' && !(to.ships && card.type === 'Ship') && !(to.facilities && card.type === 'Facility')) return false;
  const lower = (to.characteristics ?? []).map((c) => c.toLowerCase());
  if (card.characteristics.some((c) => lower.includes(c.toLowerCase())) || titledAmong((to.titles ?? []), card)) return true;
  // Issue 15 (helper partials): "with 'Think Tank' in title or lore" (whole words: helper substring).
  return (to.titleOrLoreWords ?? []).some((words) => hasWords(card.title, words) || hasWords(card.lore, words));
}

/** A change in force, and whose cards it reaches (`null`: anyone's). */
interface LossInForce {
  readonly loss: AffiliationLoss;
  readonly owner: PlayerId | null;
}

/** The affiliation losses in force: those of face-up cards on either table. */
export function affiliationLosses(state: GameState): AffiliationLoss[] {
  return lossesInForce(state).map((found) => found.loss);
}

/** The changes in force: face-up cards on either table, and (`yours`) atop a mission, with the owner they are limited to. */
function lossesInForce(state: GameState): LossInForce[] {
  const sources = sourcesOf(state);
  if (sources.size === 0) return [];
  // Issue 17: read on every blueprint lookup of a personnel or ship (blueprintOf), so found once per card record.
  return perCards(state, 'affiliation-losses', () => findLossesInForce(state, sources));
}

function findLossesInForce(state: GameState, sources: ReadonlySet<string>): LossInForce[] {
  const out: LossInForce[] = [];
  for (const zone of TABLES)
    for (const iid of state.zones[zone] ?? []) {
      const instance = state.cards[iid];
      if (!instance?.faceUp || !sources.has(instance.blueprint)) continue;
      const loss = behaviourOf(instance.blueprint)?.affiliationLoss;
      if (loss) out.push({ loss, owner: loss.yours ? instance.owner : null });
    }
  // Issue 15 (helper partials): a `yours` change lying atop a mission (found through the index of cards in play).
  if ([...sources].some((id) => behaviourOf(id)?.affiliationLoss?.yours))
    for (const instance of tableIndex(state).inPlay) {
      if (!instance.faceUp || zoneKind(instance.zone) !== 'atop' || !sources.has(instance.blueprint)) continue;
      const loss = behaviourOf(instance.blueprint)?.affiliationLoss;
      if (loss?.yours) out.push({ loss, owner: instance.owner });
    }
  return out;
}

/** The card as the rules see it now: its affiliation replaced while a loss reaching it is in force (`owner`: whose card it is, for `yours` changes). */
export function withAffiliationChanges(state: GameState, card: Card, owner?: PlayerId): Card {
  if ((card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Facility') || sourcesOf(state).size === 0) return card;
  const loss = lossesInForce(state).find((found) => (found.owner === null || found.owner === owner) && reaches(card, found.loss.to))?.loss;
  if (!loss) return card;
  let byAffiliation = CHANGED.get(card);
  if (!byAffiliation) CHANGED.set(card, (byAffiliation = new Map()));
  let changed = byAffiliation.get(loss.becomes);
  if (!changed) byAffiliation.set(loss.becomes, (changed = { ...card, affiliations: [loss.becomes as Card['affiliations'][number]] }));
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Control changes (Neural Servo Device): a player uses another's ship and crew as their own for a turn.
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.

/** Who owns a card (its `owner` field names its controller while another player controls it). */
export function ownerOf(state: GameState, iid: string): PlayerId {
  return state.control?.[iid]?.owner ?? state.cards[iid]!.owner;
}

const SHIP_ZONES = new Set(['space', 'docked', 'surface']);

/** `ship-of-affiliation`: any ship in play with that affiliation now. */
export function controlTargets(state: GameState, _player: PlayerId, spec: ControlTarget): string[] {
  return tableIndex(state)
    .inPlay.filter((instance) => SHIP_ZONES.has(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && (bp(state, instance.iid).affiliations as readonly string[]).includes(spec.affiliation))
    .map((instance) => instance.iid);
}

interface VerbContext {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends ControlEffect['kind']> = (v: VerbContext, effect: Extract<ControlEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const CONTROL_VERBS: { readonly [K in ControlEffect['kind']]: Handler<K> } = {
  'take-ship-and-crew-this-turn': (v, effect) => {
    const ship = v.target ? v.ctx.state.cards[v.target] : undefined;
    if (!ship || !v.ctx.state.turn) return;
    const from = ship.owner;
    if (from === v.player) {
      resolved(v, 'the ship is already yours');
      return;
    }
    const aboard = cardsIn(v.ctx.state, Z.aboard(ship.iid)).filter((iid) => v.ctx.state.cards[iid]!.owner === from);
    const crew = aboard.filter((iid) => bp(v.ctx.state, iid).type === 'Personnel');
    if (effect.unless && checkRequirement(v.ctx, v.card, 'condition', effect.unless, crew)) {
      resolved(v, `the crew meets ${effect.unless}: no control taken`);
      return;
    }
    v.ctx.emit({ type: 'ControlTaken', cards: [ship.iid, ...aboard], by: v.player, from, source: v.card, until: v.ctx.state.turn.number, rule: CONTROL_RULES.control });
    resolved(v, 'the ship and crew are yours until the end of this turn');
  },
};

/** End of a turn: cards whose control ends with it return to their owners. */
export function controlEndOfTurn(ctx: Ctx): void {
  const turn = ctx.state.turn?.number ?? 0;
  const back = Object.entries(ctx.state.control ?? {})
    .filter(([, entry]) => entry.until <= turn)
    .map(([iid]) => iid)
    .sort();
  if (back.length > 0) ctx.emit({ type: 'ControlReturned', cards: back, rule: CONTROL_RULES.control });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CONTROL_CHANGES_TARGETS = finding(['ship-of-affiliation'], (state, player, spec) => controlTargets(state, player, spec));
