/** Rules-facing readings of the card model (quadrant, uniqueness, compatibility, staffing...). */
import { showsIcon } from './behaviour/property-logos';
import { mixWhoMatches, type MixSides } from './behaviour/scoped-mixing';
import { attributeNumber, defaultMissionLocation, type Card, type Quadrant } from '@captains-log/cards';
import { missionsAtListedPlace } from './place-table';
import type { GameState } from './types';
import { behaviourOf } from './behaviour/registry';
import { withAffiliationChanges } from './behaviour/control-changes';
import { assimilatedCard } from './behaviour/assimilated-cards';
import { isInPlayZone } from './zones';
import { isFolding, perCards } from './table-index';
import { withClassificationChanges } from './behaviour/classification-changes';
import { withGrantedIcons } from './behaviour/icon-grants';
import { withHostChanges } from './behaviour/host-changes';
import { withShipAffiliationLoss } from './behaviour/ship-affiliation-losses';
import { withTableIconGrants } from './behaviour/table-icon-grants';
import { withCommandeeredAffiliation } from './behaviour/commandeered-affiliation';
import { withImpersonation } from './behaviour/impersonation';

/**
 * Issue 17: what `blueprintOf` found, per card record (table-index.ts › perCards: never memoised while a fold writes a
 * record in place) and per assimilation record (an assimilation changes `state.assimilated` and not the cards) and blueprint record. Every
 * input of the lookup — the instance, the cards lying on it, the cards in play that change affiliations,
 * classifications and icons — lies in the card record, which evolve replaces whenever it touches it. legalCommands
 * reads the same few dozen cards thousands of times per command: one Map lookup each instead of the three passes.
 */
interface BlueprintMemo {
  readonly assimilated: GameState['assimilated'];
  readonly blueprints: GameState['blueprints'];
  readonly byInstance: Map<string, Card>;
}

// Issue 17 (seventeenth session): the memo of the last card record asked about, found by one comparison instead of perCards'
// two lookups (bp is the engine's most called function). Set only from what perCards holds, never while folding.
let lastCards: object | null = null;
let lastMemo: BlueprintMemo | null = null;

export function blueprintOf(state: GameState, iid: string): Card {
  let memo: BlueprintMemo;
  if (state.cards === lastCards) memo = lastMemo!;
  else {
    memo = perCards<BlueprintMemo>(state, 'blueprint-of', () => ({ assimilated: state.assimilated, blueprints: state.blueprints, byInstance: new Map() }));
    if (!isFolding()) {
      lastCards = state.cards;
      lastMemo = memo;
    }
  }
  const current = memo.assimilated === state.assimilated && memo.blueprints === state.blueprints;
  if (current) {
    const known = memo.byInstance.get(iid);
    if (known) return known;
  }
  const card = blueprintNow(state, iid);
  if (current) memo.byInstance.set(iid, card);
  return card;
}

function blueprintNow(state: GameState, iid: string): Card {
  const instance = state.cards[iid];
  const card = instance && state.blueprints[instance.blueprint];
  if (!card) throw new Error(`unknown card instance ${iid}`);
  // Issue 15 (borg): an assimilated card in play is a Borg drone, counterpart, ship… (its affiliation locked: behaviour/assimilated-cards.ts).
  const assimilated = state.assimilated?.[iid];
  if (assimilated && isInPlayZone(instance.zone)) return assimilatedCard(card, assimilated.as);
  // Issue 15 (premiere-control): affiliations changed by a card in play (behaviour/control-changes.ts).
  // Issue 15 (qtime): classifications changed by a card on a table or on the personnel (behaviour/classification-changes.ts).
  // Issue 15 (skills): icons a card lying on the personnel gives it (behaviour/icon-grants.ts).
  // Issue 15 (helper qcau): an affiliation and skills changed by a card lying on the personnel (behaviour/host-changes.ts).
  // Issue 15 (tosfilms): icons a card on the owner's table gives a group of their cards (behaviour/table-icon-grants.ts).
  // Issue 15 (helper evq): a ship, its crew and Away Teams made Non-Aligned by a card on the ship (behaviour/ship-affiliation-losses.ts: Memory Wipe).
  // Issue 15 (helper control): a commandeered ship of the affiliation of the personnel who took custody (behaviour/commandeered-affiliation.ts).
  // Issue 15 (helper infiltrate): a Founder morphed to impersonate another personnel, before every other change (behaviour/impersonation.ts).
  const morphed = withImpersonation(state, card, iid);
  const commandeered = state.control ? withCommandeeredAffiliation(state, morphed, iid) : morphed;
  return withTableIconGrants(state, withGrantedIcons(state, withClassificationChanges(state, withHostChanges(state, withShipAffiliationLoss(state, withAffiliationChanges(state, commandeered, instance.owner), iid), iid), iid), iid), instance.owner);
}

// The card list spells the Mirror Quadrant icon of personnel, ships and facilities [MU] (1E current rulings › Mirror
// Quadrant icon [MQ]: those cards are "native to the Mirror Quadrant"); a mission's row spells it [MQ].
const QUADRANT_ICONS: Record<string, Quadrant> = { DQ: 'Delta', GQ: 'Gamma', MQ: 'Mirror', MU: 'Mirror', AQ: 'Alpha' };

/** 1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT: no icon means Alpha Quadrant. */
export function nativeQuadrant(card: Card): Quadrant {
  if (card.mission?.quadrant) return card.mission.quadrant;
  for (const icon of card.icons) {
    const quadrant = QUADRANT_ICONS[icon.code];
    if (quadrant) return quadrant;
  }
  return 'Alpha';
}

/** Equipment has no native quadrant (1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT). */
export function hasNativeQuadrant(card: Card): boolean {
  return card.type !== 'Equipment';
}

/** Location identity for shared missions: same location in the same quadrant. */
export function missionLocationName(card: Card): string {
  return defaultMissionLocation(card);
}

/** 1E rulebook › DUPLICATION AND PERSONAS: ships, personnel and facilities are unique unless universal. */
export function isUnique(card: Card): boolean {
  // Issue 15, third pass: equipment is unique only when its text says so (1E rulebook › DUPLICATION AND PERSONAS).
  // Issue 15 (equipment-e): so is any other card marked "(Unique.)" in its text — incidents, objectives, artifacts,
  // events ("(Unique. Captain's Order.)" too): 1E rulebook › PLAYING A CARD › ENTERING PLAY ("If a card is marked
  // unique, its owner may not have more than one copy in play at a time").
  return !card.universal && (card.type === 'Personnel' || card.type === 'Ship' || card.type === 'Facility' || card.enigma || markedUnique(card));
}

/** Its text marks it "(Unique.)" (or "(Unique. …)"). */
export function markedUnique(card: Card): boolean {
  return /\(Unique\.[)\s]/.test(card.text ?? '');
}

/**
 * The name printed on the card: the card list tells apart cards printed with one name by a version in
 * parentheses after it ("Benjamin Sisko (Chain of Command)" is printed "Benjamin Sisko"); every title
 * in the list that ends in parentheses is such a version (checked against ../shared/cards: 201 titles).
 */
export function printedName(card: Card): string {
  return printedTitle(card.title);
}

/** A list title without its version ("Benjamin Sisko (Chain of Command)" → "Benjamin Sisko"). */
export function printedTitle(title: string): string {
  return title.endsWith(')') ? title.replace(/ \([^()]*\)$/, '') : title;
}

/**
 * Whether a card bears a title a card's text names: the title itself, or any version of it the card list tells
 * apart ("Scimitar (Chain of Command)" is a Scimitar); none named: false. 1E rulebook › DUPLICATION AND PERSONAS:
 * cards with the exact same card title share it (the rulebook's example: Benjamin Sisko and Benjamin Sisko (Chain
 * of Command)); the list's parentheses are not printed. A text naming a version ("… (First Contact)") matches that
 * version only.
 */
export function isTitled(card: { readonly title: string }, wanted: string | undefined): boolean {
  return card.title === wanted || (card.title.endsWith(')') && printedTitle(card.title) === wanted);
}

/** Whether the card bears one of these titles (isTitled); none given: false. */
export function titledAmong(titles: readonly string[] | undefined, card: { readonly title: string }): boolean {
  if (!titles) return false;
  if (titles.includes(card.title)) return true;
  return card.title.endsWith(')') && titles.includes(printedTitle(card.title));
}

/**
 * Issue 15 (helper prefix): whether the card's title begins with one of these — a family of titles a card's text names
 * deliberately ("a Treaty": every "Treaty: …" card; "Incoming Message"; "{Armus} dilemmas"). Never a title named
 * alone: 'Quark' would meet Quark's Bar (use isTitled / titledAmong). None given: false.
 */
export function titledWithPrefix(prefixes: readonly string[] | undefined, card: { readonly title: string }): boolean {
  return !!prefixes && prefixes.some((prefix) => card.title.startsWith(prefix));
}

/**
 * Issue 15 (helper prefix): an "any X" a card's text names (1E rulebook › DUPLICATION AND PERSONAS, Personas and
 * Requirements: an "any Quark" requirement is met by any card identified in title or lore as Quark — Deputy Quark, Mr.
 * Quark, Quark Son of Keldar): the title or a version of it, a persona the card list gives it, or a title (less its
 * version) holding the name as its first or last whole words ("Ezri Dax" for "any Ezri", "Deputy Quark"); never a longer
 * word ("Quark's Bar", "Dukath").
 */
export function isAnyNamed(card: { readonly title: string; readonly persona: readonly string[] }, name: string): boolean {
  const printed = printedTitle(card.title);
  // Issue 15 (helper substring): a persona the list gives is read like the title (Baroner, of the Captain Kirk persona, is "any Kirk").
  const edgeWords = (text: string) => text.startsWith(`${name} `) || text.startsWith(`${name}-`) || text.endsWith(` ${name}`);
  return isTitled(card, name) || card.persona.includes(name) || edgeWords(printed) || card.persona.some(edgeWords);
}

/**
 * Issue 15 (helper substring): an "any X" identified in title *or lore* (1E rulebook › DUPLICATION AND PERSONAS,
 * Personas and Requirements: "any card identified in title or lore as 'Quark'"): isAnyNamed, or the lore holds the
 * name as whole words with its capitals (Mr. Scott's lore calls him "Scotty"; an incidental lower-case word does
 * not count: 1E rulebook › CHARACTERISTICS › Named In Lore).
 */
export function isIdentifiedAs(card: { readonly title: string; readonly persona: readonly string[]; readonly lore?: string }, name: string): boolean {
  return isAnyNamed(card, name) || hasWords(card.lore, name, true);
}

/**
 * Issue 15 (helper substring): whether `phrase` appears in `text` as whole words — not inside a longer word ("Q" is none
 * of "Quark", "array" none of "Carraya"; "Bortas" is a word of "Battle Cruiser Bortas"). Letters and digits make up
 * words; a plural or possessive ending, or a hyphenated suffix, does not break the match ("Think Tanks", "Think Tank's",
 * "Implants", "Enterprise-E": 1E rulebook › CHARACTERISTICS › Named In Lore, "standard word form variations, such as
 * declined or possessive nouns, do not break a match"). Case is ignored unless `matchCase`. For "with X in title or
 * lore" texts (1E rulebook › CHARACTERISTICS: a card has a characteristic if that card says it has it, in lore, title, …).
 */
export function hasWords(text: string | undefined, phrase: string, matchCase = false): boolean {
  if (!text) return false;
  const key = `${matchCase ? 'C' : 'i'}${phrase}`;
  let pattern = WORD_PATTERNS.get(key);
  if (!pattern) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // a pattern per phrase, made once (filters ask this of many cards in every legalCommands)
    WORD_PATTERNS.set(key, (pattern = new RegExp(`(^|[^A-Za-z0-9])${escaped}(?:e?s)?(?![A-Za-z0-9])`, matchCase ? '' : 'i')));
  }
  return pattern.test(text);
}
const WORD_PATTERNS = new Map<string, RegExp>();

/**
 * A mission a card's text names: that title or a version of it (isTitled), or its Mission II ("Test Mission II" is the
 * same location as Test Mission: 1E current rulings › Mission II, "cards that specifically work with the original mission
 * work with the corresponding Mission II" — Timicin scores for either).
 */
export function isMissionTitled(card: { readonly title: string }, wanted: string | undefined): boolean {
  return isTitled(card, wanted) || (wanted !== undefined && card.title === `${wanted} II`);
}

/**
 * 1E rulebook › DUPLICATION AND PERSONAS: cards with the exact same card title are one persona (the
 * rulebook's own example: Benjamin Sisko and Benjamin Sisko (Chain of Command)), and so are names in
 * bold in the lore (the list's Persona column).
 */
export function personaNames(card: Card): string[] {
  return [printedName(card), ...card.persona].map((name) => name.toLowerCase());
}

const NON_ALIGNED = new Set(['Non-Aligned', 'Neutral']);

/**
 * 1E rulebook › REPORTING FOR DUTY › COMPATIBLE (+ Exception: Non-Aligned compatibility, Borg
 * Compatibility). Equipment has no affiliation and is compatible with everything. A
 * multi-affiliation card is treated as compatible through any of its affiliations (it does not
 * yet choose one when reporting; see libs/engine/README.md).
 */
function compatibleByScript(a: Card, b: Card): boolean {
  const icons = behaviourOf(a.id)?.compatibleWith;
  return !!icons && icons.some((code) => b.icons.some((icon) => icon.code === code));
}

/** A pair of affiliation specs that mix (`mixesOf`), with the sides of a scoped mix (behaviour/scoped-mixing.ts) when limited to some cards. */
export type MixPair = readonly [string, string] | readonly [string, string, MixSides];

export function compatible(a: Card, b: Card, mixes: readonly MixPair[] = []): boolean {
  if (a.type === 'Equipment' || b.type === 'Equipment') return true;
  const aBorg = a.affiliations.includes('Borg');
  const bBorg = b.affiliations.includes('Borg');
  if (aBorg || bBorg) return aBorg && bBorg;
  if (a.affiliations.length === 0 || b.affiliations.length === 0) return true;
  if (a.affiliations.some((x) => NON_ALIGNED.has(x)) || b.affiliations.some((x) => NON_ALIGNED.has(x))) return true;
  if (a.affiliations.some((x) => b.affiliations.includes(x))) return true;
  // Issue 15 (personnel): a card "compatible with [X] cards" (its script's `compatibleWith`: Spock Son of Sarek, [SKR]) and any card showing X.
  if (compatibleByScript(a, b) || compatibleByScript(b, a)) return true;
  // A treaty in play lets two affiliations mix and cooperate (1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
  // `affiliation#icon`: only cards of the affiliation that also show the icon (Treaty: Starfleet/Klingon's "[Kli][22] cards").
  // Issue 15 (events-f): a property logo counts as the icon (`DS9`: behaviour/property-logos.ts); `affiliation@class` (or `affiliation#icon@class`): only ships of that class (Technology Sharing Treaty's D-7s).
  const has = (card: Card, spec: string) => {
    const [head, shipClass] = spec.split('@') as [string, string | undefined];
    const [affiliation, icon] = head.split('#') as [string, string | undefined];
    // Issue 15 (helper hamm): `*`: any affiliation (Children of Light: every [Holo] personnel mixes with every other).
    return (affiliation === '*' || (card.affiliations as readonly string[]).includes(affiliation)) && (!icon || showsIcon(card, icon)) && (!shipClass || card.ship?.shipClass === shipClass);
  };
  // Issue 15 (helper mixing): a scoped mix reaches only cards matching its sides, in the same order as its pair.
  return mixes.some(([x, y, sides]) => {
    const [p, q] = sides ?? [null, null];
    return (has(a, x) && has(b, y) && mixWhoMatches(a, p) && mixWhoMatches(b, q)) || (has(a, y) && has(b, x) && mixWhoMatches(a, q) && mixWhoMatches(b, p));
  });
}

export function matchingAffiliation(a: Card, b: Card): boolean {
  return a.affiliations.some((x) => b.affiliations.includes(x));
}

export function staffingIcons(card: Card): string[] {
  return card.icons.filter((icon) => icon.category === 'staffing').map((icon) => icon.code);
}

export function shipRange(card: Card): number {
  return card.ship ? attributeNumber(card.ship.range) : 0;
}

export function shipShields(card: Card): number {
  return card.ship ? attributeNumber(card.ship.shields) : 0;
}

/** Span of a mission (X or missing counts as 0 RANGE: see libs/engine/README.md). */
export function spanOf(card: Card): number {
  const span = card.mission?.span;
  return typeof span === 'number' ? span : 0;
}

/**
 * Where each homeworld is: the location name a headquarters names ("Seeds or plays on {Romulus}")
 * → the missions at that location (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds; the card
 * list carries mission titles, not location names).
 */
const HOMEWORLD_MISSIONS: Readonly<Record<string, readonly string[]>> = {
  earth: ['Espionage Mission'],
  '2154 earth': ['Research Devastating Attack'],
  vulcan: ['Deliver Ancient Artifact'],
  "qo'nos": ['Expose Covert Supply', 'Repatriate Citizen'],
  romulus: ['Cloaked Mission'],
  bajor: ['Alter Records'],
  'cardassia prime': ['Orb Negotiations'],
  "founders' homeworld": ['Intelligence Operation'],
  'founder homeworld': ['Intelligence Operation'],
  ferenginar: ['Deliver Message'],
};

/**
 * Whether `mission` is at the location named `place`: a homeworld by the rulebook's list, a mission the place table
 * puts there (place-table.ts: each entry with its source in the card list), or a mission of that title.
 */
export function missionIsAt(mission: Card, place: string): boolean {
  const key = place.toLowerCase();
  return (HOMEWORLD_MISSIONS[key] ?? []).includes(mission.title) || missionsAtListedPlace(key).includes(mission.title) || mission.title.toLowerCase() === key;
}

/** The rulebook's own list of homeworlds (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds). */
const HOMEWORLD_TITLES = new Set(
  [
    'Espionage Mission',
    'Research Devastating Attack',
    'Deliver Ancient Artifact',
    'Expose Covert Supply',
    'Repatriate Citizen',
    'Cloaked Mission',
    'Alter Records',
    'Orb Negotiations',
    'Intelligence Operation',
    'Deliver Message',
    'Disrupt Alliance',
    'Launch Military Strike',
    'Monitor Population',
    'Oppress Population',
  ].map((title) => title.toLowerCase()),
);

/**
 * The affiliation whose homeworld each listed mission is (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds) — not the
 * mission's affiliation icons, which name who may attempt it (Romulus, Cloaked Mission, shows [KLI]).
 */
const HOMEWORLD_AFFILIATION: Readonly<Record<string, string>> = {
  'espionage mission': 'Federation',
  'research devastating attack': 'Starfleet',
  'deliver ancient artifact': 'Vulcan',
  'expose covert supply': 'Klingon',
  'repatriate citizen': 'Klingon',
  'cloaked mission': 'Romulan',
  'alter records': 'Bajoran',
  'orb negotiations': 'Cardassian',
  'intelligence operation': 'Dominion',
  'deliver message': 'Ferengi',
  'disrupt alliance': 'Bajoran',
  'launch military strike': 'Klingon',
  'monitor population': 'Starfleet',
  'oppress population': 'Vulcan',
};

/**
 * The affiliations a homeworld mission is the homeworld of: the rulebook's list; a mission the list does not name but
 * whose characteristics say "Homeworld" falls back to its affiliation icons (the card list has no other field for it).
 */
export function homeworldAffiliationsOf(card: Card): readonly string[] {
  if (!isHomeworld(card)) return [];
  const listed = HOMEWORLD_AFFILIATION[card.title.toLowerCase()];
  return listed ? [listed] : (card.mission?.affiliationIcons ?? []);
}

export function isHomeworld(card: Card): boolean {
  return HOMEWORLD_TITLES.has(card.title.toLowerCase()) || card.characteristics.some((c) => /homeworld/i.test(c));
}

function gameText(card: Card): string {
  return [card.text ?? '', ...(card.ship?.specialText ?? [])].join(' ');
}

/** 1E rulebook › EXECUTING ORDERS › LAND & TAKE OFF: only ships whose text allows it. */
export function canLand(card: Card): boolean {
  return card.type === 'Ship' && /\b(land|take off)\b/i.test(gameText(card));
}

/**
 * An objective, incident or event whose text says it seeds on the table, and in which phase:
 * "during doorway phase" in its text, else the facility phase (1E rulebook › THE SEED PHASES ›
 * Clarification: Seed Phase Actions: "Other cards that seed … must seed during the Facility Phase").
 */
export function seedsOnTable(card: Card): 'doorway' | 'facility' | null {
  if (card.type !== 'Objective' && card.type !== 'Incident' && card.type !== 'Event') return null;
  const text = gameText(card);
  // Issue 15 (helper tail3): or a second way that says so ("… OR Seeds or plays on table": Holoprogram: 221B Baker Street).
  if (!/(^\s*|\bOR\s+)(seed one|seeds one|seeds|seeds or plays|plays or seeds)\b[^.]*\bon table/i.test(text)) return null;
  return /during (the )?doorway phase/i.test(text) ? 'doorway' : 'facility';
}

/** 1E rulebook › FACILITY PHASE › "Seed one". */
export function isSeedOne(card: Card): boolean {
  // Issue 15: "Seeds (limit one)" says the same (Earth Outpost).
  return /\bseed one\b|\bseeds \(limit one\)/i.test(gameText(card));
}

export function countdownOf(card: Card): number | undefined {
  const icon = card.icons.find((entry) => entry.category === 'countdown');
  return icon ? Number(icon.code) : undefined;
}

/** Facilities the engine lets you report to: outposts and headquarters (stations need their own text). */
export function acceptsReporting(card: Card): boolean {
  return card.type === 'Facility' && (card.facilityKind === 'Outpost' || card.facilityKind === 'Headquarters');
}

/** 1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK: "Your outposts allow your ships to dock". */
export function allowsDocking(card: Card): boolean {
  return card.type === 'Facility' && card.facilityKind === 'Outpost';
}

export function isPlanetMission(card: Card): boolean {
  // Issue 15 (time locations): a [P] time location has a planet too (behaviour/vocabulary-time.ts › TimeLocationSpec.kind).
  return card.mission?.kind === 'planet' || card.mission?.kind === 'dual' || (card.type === 'Time Location' && behaviourOf(card.id)?.timeLocation?.kind === 'planet');
}

export function isSpaceMission(card: Card): boolean {
  return card.mission?.kind === 'space' || card.mission?.kind === 'dual';
}
