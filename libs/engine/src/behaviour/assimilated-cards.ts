/**
 * Issue 15 (borg): what an assimilated card is, as the rules read it — a pure transform of the printed
 * card, applied by `blueprintOf` (card-facts.ts) to a card in play that `GameState.assimilated` records
 * (behaviour/assimilation.ts makes the records). Nothing else here: no state, no registry.
 *   1E rulebook › Borg Rule: Personnel Assimilation (a drone: Borg affiliation; no gender; its
 *   classification is its first-listed skill; Borg subcommand icons kept, else [Cmd] → [Com], [Stf] →
 *   [Nav], neither → [Def]; INTEGRITY 7 with [Com], CUNNING 7 with [Nav], STRENGTH 7 with [Def], other
 *   attributes 5; other icons irrelevant. A counterpart: all three subcommand icons, INTEGRITY and CUNNING
 *   kept, STRENGTH +3); COMPLETE BORG OBJECTIVES › Ship Assimilation (Borg affiliation; staffing [Cmd] →
 *   [Com], [Stf] → [Nav], other icons → [Def], Borg requirements kept, requirements without an icon
 *   ignored); Planetary Assimilation (facilities assimilated: Borg under your control).
 * Decisions: a counterpart is also a "Counterpart" and keeps its gender characteristic (its previous
 * gender stays relevant for Borg-related cards; gender-reading cards of the engine are not told apart);
 * a drone gains the "Drone" characteristic and loses "Counterpart"; equipment is only controlled (no
 * transform); a facility becomes Borg.
 */
import { lookupIcon, type Affiliation, type AttributeValue, type Card, type Icon } from '@captains-log/cards';

/** How a card was assimilated (`GameState.assimilated[iid].as`). */
export type AssimilatedAs = 'drone' | 'counterpart' | 'ship' | 'facility' | 'equipment';

/** `GameState.assimilated[iid]`: how, by whom, and the affiliations it had before (a counterpart's previous affiliation). */
export interface AssimilationRecord {
  readonly as: AssimilatedAs;
  readonly by: 'p1' | 'p2';
  readonly formerAffiliations: readonly Affiliation[];
}

export const SUBCOMMANDS = ['Com', 'Nav', 'Def'] as const;
const BORG: readonly Affiliation[] = ['Borg'];

function icon(code: string): Icon {
  const found = lookupIcon(code);
  return { code, name: found?.name ?? code, category: found?.category ?? 'staffing' };
}

const number = (value: number): AttributeValue => ({ kind: 'number', value });

function plus(value: AttributeValue, delta: number): AttributeValue {
  if (value.kind === 'number') return number(value.value + delta);
  if (value.kind === 'variable') return { ...value, base: value.base + delta };
  return value;
}

/** The subcommand icons a personnel has once assimilated (drone or counterpart). */
export function subcommandsOf(card: Card, as: 'drone' | 'counterpart'): string[] {
  if (as === 'counterpart') return [...SUBCOMMANDS];
  const codes = card.icons.map((one) => one.code);
  const kept = SUBCOMMANDS.filter((code) => codes.includes(code));
  if (kept.length > 0) return kept;
  const gained = [...(codes.includes('Cmd') ? ['Com'] : []), ...(codes.includes('Stf') ? ['Nav'] : [])];
  return gained.length > 0 ? gained : ['Def'];
}

function asPersonnel(card: Card, as: 'drone' | 'counterpart'): Card {
  const personnel = card.personnel;
  if (!personnel) return card;
  const subs = subcommandsOf(card, as);
  const classification = personnel.classification;
  const skills = classification ? [{ name: classification, level: 1, regular: true }, ...personnel.skillBox.skills] : personnel.skillBox.skills;
  const lower = (word: string) => word.toLowerCase();
  const characteristics =
    as === 'drone'
      ? [...card.characteristics.filter((c) => !['male', 'female', 'counterpart'].includes(lower(c))), ...(card.characteristics.some((c) => lower(c) === 'drone') ? [] : ['Drone'])]
      : [...card.characteristics.filter((c) => lower(c) !== 'drone'), ...(card.characteristics.some((c) => lower(c) === 'counterpart') ? [] : ['Counterpart'])];
  const attributes =
    as === 'drone'
      ? { integrity: number(subs.includes('Com') ? 7 : 5), cunning: number(subs.includes('Nav') ? 7 : 5), strength: number(subs.includes('Def') ? 7 : 5) }
      : { integrity: personnel.integrity, cunning: personnel.cunning, strength: plus(personnel.strength, 3) };
  return {
    ...card,
    affiliations: BORG,
    infiltrationIcons: [],
    icons: subs.map(icon),
    characteristics,
    personnel: { ...personnel, ...attributes, classification: '', skillBox: { ...personnel.skillBox, skills } },
  };
}

function asShip(card: Card): Card {
  const ship = card.ship;
  if (!ship) return { ...card, affiliations: BORG };
  const convert = (code: string) => (code === 'Cmd' ? 'Com' : code === 'Stf' ? 'Nav' : code === 'Borg' || (SUBCOMMANDS as readonly string[]).includes(code) ? code : 'Def');
  return { ...card, affiliations: BORG, ship: { ...ship, staffing: { icons: ship.staffing.icons.map(convert), alternatives: [] } } };
}

const CACHE = new WeakMap<Card, Map<AssimilatedAs, Card>>();

/** The card as an assimilated card of that kind (remembered per printed card and kind: cards never change). */
export function assimilatedCard(card: Card, as: AssimilatedAs): Card {
  if (as === 'equipment') return card;
  let known = CACHE.get(card);
  if (!known) CACHE.set(card, (known = new Map()));
  let found = known.get(as);
  if (!found) known.set(as, (found = as === 'ship' ? asShip(card) : as === 'facility' ? { ...card, affiliations: BORG } : asPersonnel(card, as)));
  return found;
}
