/**
 * Issue 15: ships' special equipment (1E rulebook › THE CARDS › SHIPS › Clarifications: List of
 * Special Equipment) — what a ship carries, cloaking and phasing (1E rulebook › CLOAK), and the
 * predicates other rules read: a cloaked or phased card cannot be targeted by the opponent,
 * attempt, be attacked or boarded, and nothing beams, walks, docks or lands to or from it.
 *
 * For the battle rules: `isCloaked(state, card)` (the ship itself) and `withinCloak(state, card)`
 * (the ship or anything aboard it) are the predicates "may not be attacked" reads.
 */
import { isRegularSkill, type Card } from '@captains-log/cards';
import { matchingAffiliation } from '../card-facts';
import { bp, Ctx, problem, type Problem } from '../context';
import type { CardInstance, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { locationRuleAt } from './mission-sides';
import { isDeactivated } from './holograms';
import { LANDING_LINES } from './landing';
import { grantedEquipment } from './equipment-grants';
import { addedEquipment } from './vocabulary-doorways';
import { lentShips } from './stored-cards';
import { behaviourOf } from './registry';
import { shipAttribute } from './ship-modifiers';
import { cloakNeedProblem } from './equipment-limits';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');

export const SHIP_RULES = {
  specialEquipment: R('THE CARDS', 'SHIPS', 'Clarifications: List of Special Equipment'),
  cloak: R('CLOAK'),
  cloakOncePerTurn: R('CLOAK', 'Once each turn, each card with cloaking equipment may cloak or decloak'),
  cloakNoTarget: R('CLOAK', 'Your opponent may not target your cloaked cards'),
  cloakNoAttempt: R('CLOAK', 'A cloaked card may not initiate battle, nor attempt or scout missions, nor be attacked or boarded'),
  cloakNoBoarding: R('CLOAK', 'Other cards may not embark or disembark from, beam on or off of, undock or dock with, or take off or land on, a cloaked card'),
  phasing: R('CLOAK', 'Cards with the Phasing Cloak special equipment may phase or dephase'),
  phasedNoLanding: R('CLOAK', 'A phased ship may not land or dock. If a landed or docked ship phases, it immediately takes off or undocks'),
  phasedNoOwnTarget: R('CLOAK', 'You may not target your phased cards'),
  damagedCloak: R('DAMAGE AND REPAIRS', 'ROTATION DAMAGE'),
  stoppedCannotCloak: R('GETTING HURT', 'STOPPED'),
  shipSkills: R('SKILLS', 'Clarifications: Ships with Skills'),
  /** The DS9 expansion rules' glossary (cloaking device): a matching personnel aboard cloaks or decloaks the ship. */
  cloakCrew: 'DS9 expansion rules › Glossary › cloaking device',
} as const;

/** The ten pieces of special equipment the rulebook lists; any regular skill may also be special equipment. */
export const SPECIAL_EQUIPMENT = [
  'Cloaking Device',
  'Energy Dampener',
  'Holodeck',
  'Holographic Skin',
  'Invasive Transporters',
  'Long-Range Scan Shielding',
  'Particle Scattering Device',
  'Phasing Cloak',
  'Solar Sail',
  'Tractor Beam',
] as const;

/**
 * Special equipment the engine carries out in full (coverage.ts): Cloaking Device (cloak/decloak,
 * below), Holodeck (holograms.ts), Tractor Beam (a capability only: every use of it — towing,
 * seizing, carrying — is the text of another card, which reads `hasSpecialEquipment`), Long-Range
 * Scan Shielding (Long-Range Scan may not target such a ship: its target `unlessEquipment`).
 * Not (yet): Phasing Cloak (phased cards are not shielded from other cards in play), Energy
 * Dampener, Holographic Skin, Invasive Transporters, Particle
 * Scattering Device, Solar Sail, and regular skills used as special equipment.
 */
export const AUTOMATED_EQUIPMENT: ReadonlySet<string> = new Set(['Cloaking Device', 'Holodeck', 'Tractor Beam', 'Long-Range Scan Shielding']);

export type CloakMode = 'cloaked' | 'phased';

const EQUIPMENT_NAMES: ReadonlySet<string> = new Set(SPECIAL_EQUIPMENT);

/**
 * A line of ship text that only lists special equipment ("Cloaking Device, Tractor Beam."; a regular
 * skill too, "Anthropology": 1E rulebook › THE CARDS › SHIPS › List of Special Equipment): its items, else null.
 */
function equipmentLine(line: string): string[] | null {
  const items = line.replace(/\.\s*$/, '').split(/,\s*/).map((item) => item.trim());
  return items.length > 0 && items.every((item) => EQUIPMENT_NAMES.has(item) || (/^[A-Z][A-Za-z .-]*$/.test(item) && isRegularSkill(item))) ? items : null;
}

/**
 * The special equipment on a ship card: the card list's parsed list, plus text lines that only list
 * special equipment (some card rows carry it in the text, e.g. I.K.C. Toh'Kaht).
 */
export function printedEquipment(card: Card): readonly string[] {
  const listed = card.ship?.specialEquipment ?? [];
  const fromText = (card.ship?.specialText ?? []).flatMap((line) => equipmentLine(line) ?? []);
  return fromText.length ? [...new Set([...listed, ...fromText])] : listed;
}

/**
 * Ship text the engine does not carry out by its generic rules (coverage.ts): without the lines
 * that only list special equipment, the landing limits (landing.ts), and the reminder that a ship
 * cannot carry ships aboard (the engine carries no ships aboard at all, so that restriction always
 * holds). Issue 15: "(cannot carry ships aboard except shuttlepods)" too — the exception grants
 * nothing by itself: a shuttlepod's own card says where it reports and how it is carried (and that
 * text is the shuttlepod's, manual where the engine does not carry it out).
 */
export function manualShipText(card: Card): readonly string[] {
  return (card.ship?.specialText ?? []).filter(
    (line) => !equipmentLine(line) && !/^\(cannot carry ships aboard( except shuttlepods)?\)\.?$/.test(line.trim()) && !LANDING_LINES.some((pattern) => pattern.test(line.trim())),
  );
}

/** The special equipment a ship (or facility) carries. */
export function specialEquipment(state: GameState, card: string): readonly string[] {
  const printed = printedEquipment(bp(state, card));
  // Issue 15: equipment aboard that gives the ship special equipment (equipment-grants.ts), and cards
  // lying on it that add some (a doorway: vocabulary-doorways.ts).
  const granted = grantedEquipment(state, card);
  const added = addedEquipment(state, card);
  // Issue 15 (helper stored): the special equipment of ships stored on a card of the owner's that lends it (stored-cards.ts: Salvage Starship).
  const instance = state.cards[card];
  const lent = instance && bp(state, card).type === 'Ship' ? lentShips(state, instance.owner).flatMap((ship) => printedEquipment(bp(state, ship))) : [];
  const all = granted.length || added.length || lent.length ? [...new Set([...printed, ...granted, ...added, ...lent])] : printed;
  // Issue 15 (ships, pass E): "Tractor Beam (unless any attribute is reduced)" (U.S.S. Enterprise-B).
  const offline = behaviourOf(state.cards[card]?.blueprint ?? '')?.permits?.find((permit) => permit.kind === 'equipment-offline-while-reduced');
  return offline?.kind === 'equipment-offline-while-reduced' && attributeReduced(state, card) ? all.filter((item) => item !== offline.equipment) : all;
}

/** Whether any of the ship's RANGE, WEAPONS, SHIELDS is below its printed value now. */
function attributeReduced(state: GameState, ship: string): boolean {
  const facts = bp(state, ship).ship;
  if (!facts) return false;
  const printed = [facts.range, facts.weapons, facts.shields].map((value) => (value.kind === 'number' ? value.value : 0));
  return (['RANGE', 'WEAPONS', 'SHIELDS'] as const).some((attribute, index) => shipAttribute(state, ship, attribute) < printed[index]!);
}

export function hasSpecialEquipment(state: GameState, card: string, name: string): boolean {
  return specialEquipment(state, card).includes(name);
}

/**
 * Regular skills a ship lists as special equipment, used as though a member of its crew had them
 * (1E rulebook › SKILLS › Clarifications: Ships with Skills). Named equipment is not a skill.
 */
export function shipSkills(state: GameState, ship: string): readonly string[] {
  // Issue 15 (events-d): a card lying on the ship that adds the skill its owner selected (Versatile Vessel: Applied Science).
  const selected = cardsIn(state, Z.on(ship)).flatMap((iid) => (behaviourOf(state.cards[iid]!.blueprint)?.shipGainsSelectedSkill && state.selected?.[iid] ? [state.selected[iid]!] : []));
  return selected.length ? [...shipSkillsOf(bp(state, ship)), ...selected] : shipSkillsOf(bp(state, ship));
}

/** The regular skills a ship card lists as special equipment (Ships with Skills). */
export function shipSkillsOf(card: Card): readonly string[] {
  if (card.type !== 'Ship') return [];
  return printedEquipment(card).filter((item) => !(SPECIAL_EQUIPMENT as readonly string[]).includes(item));
}

function onTable(instance: CardInstance): boolean {
  const kind = zoneKind(instance.zone);
  return kind === 'space' || kind === 'docked' || kind === 'surface';
}

/** How a card in play is hidden: cloaked, phased, or not at all. */
export function cloakMode(state: GameState, card: string): CloakMode | null {
  const instance = state.cards[card];
  if (!instance?.cloak || !onTable(instance)) return null;
  // Issue 15 (missions): Cloaking Devices do not work at a mission that says so (phasing is not cloaking).
  return instance.cloak === 'cloaked' && locationRuleAt(state, locationOfZone(state, instance.zone), 'no-cloaking') ? null : instance.cloak;
}

/**
 * Whether the card itself is cloaked or phased (every rule of cloaking applies to phasing too:
 * 1E rulebook › CLOAK, phasing "is exactly the same as cloaking, except …"). Cards that name only
 * "cloaked" ships read `cloakMode(...) === 'cloaked'` (Clarifications: Cloaking and Phasing are Distinct).
 * For battle: a cloaked card may not be attacked, nor initiate battle.
 */
export function isCloaked(state: GameState, card: string): boolean {
  return cloakMode(state, card) !== null;
}

/** The cloaked or phased card a card is aboard (or the card itself), if any. */
export function cloakingHost(state: GameState, card: string): string | null {
  if (isCloaked(state, card)) return card;
  const zone = state.cards[card]?.zone;
  if (zone && zoneKind(zone) === 'aboard' && isCloaked(state, zoneArg(zone))) return zoneArg(zone);
  return null;
}

/** The card is cloaked/phased or aboard such a card: it may not be attacked or boarded from outside. */
export function withinCloak(state: GameState, card: string): boolean {
  return cloakingHost(state, card) !== null;
}

/** A zone aboard a cloaked or phased card (nothing beams or walks to or from it). */
export function zoneWithinCloak(state: GameState, zone: string): boolean {
  return zoneKind(zone) === 'aboard' && isCloaked(state, zoneArg(zone));
}

/**
 * Whether `player` may target the card (a card id; other targets pass): the opponent may not target
 * cloaked cards or cards aboard them, and nobody targets phased ones (1E rulebook › CLOAK).
 */
export function targetableThroughCloak(state: GameState, player: PlayerId, card: string): boolean {
  const host = cloakingHost(state, card);
  if (!host) return true;
  if (state.cards[host]!.cloak === 'phased') return false;
  return state.cards[host]!.owner === player;
}

// ---------------------------------------------------------------------------------------------
// Cloaking and phasing as an order (1E rulebook › CLOAK)

export type CloakCommand = CommandOf<'CloakShip'>;

/** The equipment a ship needs to cloak, phase or come out of it. */
function deviceFor(mode: CloakCommand['mode']): string | null {
  return mode === 'cloak' ? 'Cloaking Device' : mode === 'phase' ? 'Phasing Cloak' : null;
}

export function checkCloakShip(state: GameState, command: CloakCommand): Problem | null {
  const ship = state.cards[command.ship];
  if (!ship || bp(state, command.ship).type !== 'Ship' || !onTable(ship)) return problem('NO_SUCH_SHIP', 'that is not a ship in play', SHIP_RULES.cloak);
  if (ship.owner !== command.actor) return problem('NOT_YOURS', 'you may only cloak or phase your own ships', SHIP_RULES.cloak);
  if (ship.stopped) return problem('STOPPED', `${bp(state, command.ship).title} is stopped and may not cloak or phase`, SHIP_RULES.stoppedCannotCloak);
  const current = cloakMode(state, command.ship);
  const device = deviceFor(command.mode);
  if (device) {
    if (!hasSpecialEquipment(state, command.ship, device)) return problem('NO_CLOAKING_DEVICE', `${bp(state, command.ship).title} has no ${device}`, SHIP_RULES.cloak);
    if (current) return problem('ALREADY_CLOAKED', `${bp(state, command.ship).title} is already ${current}`, SHIP_RULES.cloak);
    // Issue 15 (helper tactics): rotation damage only; Tactic markers (`hull`) carry their own penalties.
    if ((ship.damage ?? 0) > 0 && !ship.hull && command.mode === 'cloak')
      return problem('CLOAK_OFF_LINE', 'a ship with rotation damage has its Cloaking Device off-line', SHIP_RULES.damagedCloak);
    if (command.mode === 'cloak' && zoneKind(ship.zone) !== 'space')
      return problem('NOT_IN_SPACE', 'a docked or landed ship may not cloak (nothing docks with or lands on a cloaked card)', SHIP_RULES.cloakNoBoarding);
    if (command.mode === 'cloak' && locationRuleAt(state, locationOfZone(state, ship.zone), 'no-cloaking'))
      return problem('NO_CLOAKING_HERE', 'Cloaking Devices do not function at this mission', SHIP_RULES.cloak);
    // Issue 15 (partials-iob): equipment aboard that cloaks the ship only with a crew (equipment-limits.ts).
    const need = command.mode === 'cloak' ? cloakNeedProblem(state, command.ship) : null;
    if (need) return need;
  } else if (!current) return problem('NOT_CLOAKED', `${bp(state, command.ship).title} is neither cloaked nor phased`, SHIP_RULES.cloak);
  if (ship.cloakTurn !== undefined && ship.cloakTurn === state.turn?.number)
    return problem('CLOAK_USED', `${bp(state, command.ship).title} has already cloaked or decloaked this turn`, SHIP_RULES.cloakOncePerTurn);
  const shipCard = bp(state, command.ship);
  const crew = cardsIn(state, Z.aboard(command.ship)).filter((iid) => {
    const member = state.cards[iid]!;
    return member.owner === command.actor && !member.stopped && !member.disabled && !isDeactivated(state, iid) && bp(state, iid).type === 'Personnel' && matchingAffiliation(bp(state, iid), shipCard);
  });
  if (crew.length === 0) return problem('NO_MATCHING_CREW', 'a personnel of matching affiliation aboard cloaks or decloaks the ship', SHIP_RULES.cloakCrew);
  return null;
}

export function cloakShip(ctx: Ctx, command: CloakCommand): void {
  const state = ctx.state;
  const ship = state.cards[command.ship]!;
  const turn = state.turn!.number;
  if (command.mode === 'decloak') {
    ctx.emit({ type: 'ShipDecloaked', player: command.actor, ship: command.ship, turn, rule: SHIP_RULES.cloakOncePerTurn });
    return;
  }
  const location = locationOfZone(state, ship.zone)!;
  if (command.mode === 'phase' && zoneKind(ship.zone) === 'docked')
    ctx.emit({ type: 'ShipUndocked', player: command.actor, ship: command.ship, location, rule: SHIP_RULES.phasedNoLanding });
  if (command.mode === 'phase' && zoneKind(ship.zone) === 'surface')
    ctx.emit({ type: 'ShipTookOff', player: command.actor, ship: command.ship, location, rule: SHIP_RULES.phasedNoLanding });
  ctx.emit({ type: 'ShipCloaked', player: command.actor, ship: command.ship, mode: command.mode === 'phase' ? 'phased' : 'cloaked', turn, rule: command.mode === 'phase' ? SHIP_RULES.phasing : SHIP_RULES.cloak });
}

/** The CloakShip commands to offer for a ship of the player's (one per mode that passes the check). */
export function cloakOffers(state: GameState, player: PlayerId, ship: string): CloakCommand[] {
  const out: CloakCommand[] = [];
  for (const mode of ['cloak', 'phase', 'decloak'] as const) {
    const command: CloakCommand = { type: 'CloakShip', actor: player, ship, mode };
    if (!checkCloakShip(state, command)) out.push(command);
  }
  return out;
}
