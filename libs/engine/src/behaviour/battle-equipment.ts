/**
 * Issue 15 (helper battle): equipment that fights in a personnel battle like a personnel (Satan's Robot,
 * Transporter Drones, Echo Papa 607 Killer Drone). One card field, `fightsInBattle`, read in two places:
 * - battle/battle.ts › resolvePersonnelBattle: at form-up its owner's such equipment in the battle's place joins
 *   their combat pile (after the personnel set aside; it is no personnel: no leader, no affiliation, never the
 *   battle's casualty, never stopped); runCombat compares each pairing through `pairingStrengths`;
 * - behaviour/self-controlled.ts › groupBattlesCrew: in a Rogue Borg battle against a ship's crew it joins the crew's pile.
 * A combatant equipment mortally wounded is discarded at the resolution; a stunned one only stops counting for the
 * winner. Each battle it joins is recorded on its card record (`EquipmentJoinedBattle` → `CardInstance.battlesUsed`),
 * which a growing STRENGTH reads.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (3. Form Up: "personnel (or cards which act as personnel)"; a solitary
 *   Echo Papa 607 may even engage; 4. Combat; 5. Determine Winner; 6. Resolution); CAPTURE; Holodeck rule (holograms
 *   only stun); THE CARDS › cards used as another type in a particular context (Satan's Robot is still an Equipment).
 * Decisions: the engine always fields such equipment (it can only add a combatant); a side still needs a personnel
 * (the solitary drone is not modelled); the STRENGTH counted for the winner is the card's own (its "NO STRENGTH vs"
 * applies to its pairing only); "may not be modified": no battle modifier reaches these cards at all; the captures
 * are taken whenever allowed; in a Rogue Borg battle the Rogue Borg (Borg, with a STRENGTH and no CUNNING) are
 * compared by that STRENGTH where the card reads CUNNING.
 */
import { memberOf } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { capture, carriersAt } from './captives';
import { isDeactivated } from './holograms';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

/** The battles such equipment fights in: `personnel` any personnel battle, `away-team` one on a planet or aboard an opposing card, `rogue-borg` a Rogue Borg battle. */
export type FightingBattle = 'personnel' | 'away-team' | 'rogue-borg';

export interface FightsInBattle {
  /** Its STRENGTH (not modified); with `grows`, this times the number of separate battles it has been used in (this one included). */
  readonly strength: number;
  readonly grows?: true;
  readonly battles: readonly FightingBattle[];
  /** Its adversary fights it with this attribute instead of STRENGTH (Transporter Drones: CUNNING). */
  readonly versus?: 'CUNNING';
  /** It has no STRENGTH against an adversary matching this (a Rogue Borg counts as a Borg non-android). */
  readonly noStrengthVs?: PersonnelFilter;
  /** It may capture an adversary it stuns (matching `filter`); `toShipHere`: beamed aboard its owner's ship at the location (none there: no capture). */
  readonly captures?: { readonly filter?: PersonnelFilter; readonly toShipHere?: true };
}

/** For the catalogue test. */
export const BATTLE_EQUIPMENT_WORDS: readonly string[] = ['field:fightsInBattle'];

export const BATTLE_EQUIPMENT_RULES = {
  formUp: '1E rulebook › BATTLE › PERSONNEL BATTLE › 3. Form Up (cards which act as personnel)',
} as const;

export function fightsInBattle(state: GameState, iid: string): FightsInBattle | undefined {
  const instance = state.cards[iid];
  return instance?.faceUp ? behaviourOf(instance.blueprint)?.fightsInBattle : undefined;
}

/** `player`'s face-up, working equipment in `zone` that fights in this kind of battle. */
export function fightingEquipment(state: GameState, zone: string, player: PlayerId, battle: 'personnel' | 'rogue-borg'): string[] {
  const awayTeam = zoneKind(zone) === 'surface' || (zoneKind(zone) === 'aboard' && state.cards[zoneArg(zone)]?.owner !== player);
  return cardsIn(state, zone).filter((iid) => {
    const word = fightsInBattle(state, iid);
    if (!word || state.cards[iid]!.owner !== player || isDeactivated(state, iid)) return false;
    return battle === 'rogue-borg' ? word.battles.includes('rogue-borg') : word.battles.includes('personnel') || (awayTeam && word.battles.includes('away-team'));
  });
}

/** Its own STRENGTH: printed on the text, times the battles used in when it grows. */
export function equipmentStrength(state: GameState, iid: string): number {
  const word = fightsInBattle(state, iid)!;
  return word.grows ? word.strength * Math.max(1, state.cards[iid]!.battlesUsed ?? 0) : word.strength;
}

/**
 * The two STRENGTHs compared in a pairing: `base` gives each combatant's ordinary battle STRENGTH. A fighting
 * equipment has no STRENGTH against an adversary it names; its adversary uses the attribute it names instead.
 * `selfControlled`: a member of a Rogue Borg group (a Borg with a STRENGTH only).
 */
export function pairingStrengths(state: GameState, a: string, d: string, base: (iid: string) => number, selfControlled?: (iid: string) => boolean): [number, number] {
  let sa = base(a);
  let sd = base(d);
  const adjust = (self: string, adversary: string, own: number, theirs: number): [number, number] => {
    const word = fightsInBattle(state, self);
    if (!word) return [own, theirs];
    const rogue = selfControlled?.(adversary) ?? false;
    if (word.noStrengthVs && (rogue ? rogueBorgMatches(word.noStrengthVs) : personnelMatches(blueprintOf(state, adversary), word.noStrengthVs))) own = 0;
    if (word.versus === 'CUNNING' && !rogue && !fightsInBattle(state, adversary)) theirs = memberOf(state, adversary).cunning;
    return [own, theirs];
  };
  [sa, sd] = adjust(a, d, sa, sd);
  [sd, sa] = adjust(d, a, sd, sa);
  return [sa, sd];
}

/** A Rogue Borg Mercenary read as a personnel: a Borg of the Borg species, not an android. */
function rogueBorgMatches(filter: PersonnelFilter): boolean {
  const one = (f: PersonnelFilter): boolean => {
    if (f.anyOf) return f.anyOf.some(one);
    if (f.affiliation) return f.affiliation === 'Borg';
    if (f.species) return f.species.toLowerCase() === 'borg';
    return false;
  };
  return one(filter);
}

/** Records the battle each fighting equipment joins (Echo Papa's growing STRENGTH). */
export function recordEquipmentJoined(ctx: Ctx, cards: readonly string[]): void {
  if (cards.length === 0) return;
  ctx.emit({ type: 'EquipmentJoinedBattle', cards, rule: BATTLE_EQUIPMENT_RULES.formUp });
}

/** A fighting equipment just stunned `victim` in `zone`: it captures it when its text lets it. Returns whether it did. */
export function captureByEquipment(ctx: Ctx, stunner: string, victim: string, zone: string): boolean {
  const word = fightsInBattle(ctx.state, stunner)?.captures;
  const captor = ctx.state.cards[stunner]?.owner;
  const target = ctx.state.cards[victim];
  if (!word || !captor || !target || target.owner === captor || target.zone !== zone || blueprintOf(ctx.state, victim).type !== 'Personnel') return false;
  if (word.filter && !personnelMatches(blueprintOf(ctx.state, victim), word.filter)) return false;
  let by: string | undefined = zoneKind(zone) === 'surface' ? zone : undefined;
  if (word.toShipHere) {
    const location = locationOfZone(ctx.state, zone);
    const ship = location ? carriersAt(ctx.state, location).find((iid) => ctx.state.cards[iid]!.owner === captor && blueprintOf(ctx.state, iid).type === 'Ship') : undefined;
    if (!ship) return false;
    by = Z.aboard(ship);
  }
  const taken = capture(ctx, victim, captor, stunner, by);
  if (taken) ctx.emit({ type: 'CardEffectResolved', card: stunner, player: captor, effect: `${bp(ctx.state, victim).title}, just stunned by it, captured${word.toShipHere ? ' and beamed aboard' : ''}`, target: victim, rule: `${RULES.capture}; ${RULES.cardEffects}` });
  return taken;
}
