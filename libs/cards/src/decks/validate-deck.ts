/**
 * 1E Modern (OTF) deck construction, per 1E rulebook › BUILDING YOUR DECK. Reports every problem
 * at once, each with its rule reference.
 */
import type { Card } from '../model';
import type { ResolvedDeckEntry } from './resolve-deck';

export const RULES = {
  buildingYourDeck: '1E rulebook › BUILDING YOUR DECK',
  seedDeck: '1E rulebook › BUILDING YOUR DECK › SEED DECK',
  dilemmaSeedLimit: '1E rulebook › SEED DECK › Exception: Dilemma Seed Limit',
  universalMissions: '1E rulebook › SEED DECK › Exception: Universal Missions',
  drawDeck: '1E rulebook › BUILDING YOUR DECK › DRAW DECK',
  borg: '1E rulebook › BUILDING YOUR DECK › Borg Rule: Borg Cards in Your Deck',
  banned: '1E rulebook › BANNED CARDS',
} as const;

export type DeckProblemCode =
  | 'MISSION_COUNT'
  | 'MISSION_OUTSIDE_SEED_DECK'
  | 'DUPLICATE_MISSION_LOCATION'
  | 'SEED_DECK_TOO_LARGE'
  | 'DRAW_DECK_TOO_SMALL'
  | 'SIDE_DECK_CARD_IN_DRAW_DECK'
  | 'DILEMMA_SEED_LIMIT'
  | 'BORG_RESTRICTION'
  | 'BANNED_CARD';

export interface DeckProblem {
  readonly code: DeckProblemCode;
  readonly message: string;
  readonly rule: string;
  readonly cards?: readonly string[];
  /**
   * The list's lines that name the cards at fault (for showing the problem beside them); absent
   * for problems of the whole deck (too few missions, too small a draw deck).
   */
  readonly lines?: readonly number[];
}

export interface DeckValidationOptions {
  /** Banned card ids or titles. Default: none (pass `modernBanList(cards)` for OTF Modern). */
  readonly banList?: Iterable<string>;
  /**
   * A mission's location. The export has no location column (it is in the lore), so the default
   * treats a mission and its `II` version as one location and otherwise uses the title.
   */
  readonly missionLocation?: (mission: Card) => string;
}

export interface DeckValidation {
  readonly valid: boolean;
  readonly problems: readonly DeckProblem[];
  readonly counts: { readonly missions: number; readonly seedDeck: number; readonly sites: number; readonly drawDeck: number };
}

const MISSIONS_REQUIRED = 6;
const SEED_DECK_MAX = 30;
const FREE_SITES = 6;
const DRAW_DECK_MIN = 30;
const DILEMMA_COPIES_MAX = 2;

export function validateDeck(listed: readonly ResolvedDeckEntry[], options: DeckValidationOptions = {}): DeckValidation {
  const problems: DeckProblem[] = [];
  // Cards brought from outside the game are not part of the deck (1E rulebook › OUT-OF-PLAY: conceptually outside the game).
  const entries = listed.filter((entry) => entry.zone !== 'outside');
  const seed = entries.filter((entry) => entry.zone === 'seed');
  const draw = entries.filter((entry) => entry.zone === 'draw');
  const total = (list: readonly ResolvedDeckEntry[]) => list.reduce((sum, entry) => sum + entry.count, 0);

  const missions = seed.filter((entry) => entry.card.type === 'Mission');
  const missionCount = total(missions);
  if (missionCount !== MISSIONS_REQUIRED) {
    problems.push({
      code: 'MISSION_COUNT',
      message: `the seed deck must include exactly ${MISSIONS_REQUIRED} missions; it has ${missionCount}`,
      rule: RULES.seedDeck,
    });
  }
  const strayMissions = entries.filter((entry) => entry.zone !== 'seed' && entry.card.type === 'Mission');
  if (strayMissions.length > 0) {
    problems.push({
      code: 'MISSION_OUTSIDE_SEED_DECK',
      message: `missions belong in the seed deck: ${names(strayMissions)}`,
      rule: RULES.seedDeck,
      cards: strayMissions.map((entry) => entry.card.id),
      lines: linesOf(strayMissions),
    });
  }
  problems.push(...duplicateLocations(missions, options.missionLocation ?? defaultMissionLocation));

  const sites = total(seed.filter((entry) => entry.card.type === 'Site'));
  const seedCount = total(seed) - missionCount - Math.min(sites, FREE_SITES);
  if (seedCount > SEED_DECK_MAX) {
    problems.push({
      code: 'SEED_DECK_TOO_LARGE',
      message: `the seed deck has ${seedCount} cards besides its missions and up to ${FREE_SITES} sites; at most ${SEED_DECK_MAX} are allowed`,
      rule: RULES.seedDeck,
    });
  }

  const drawCount = total(draw);
  if (drawCount < DRAW_DECK_MIN) {
    problems.push({
      code: 'DRAW_DECK_TOO_SMALL',
      message: `the draw deck must have at least ${DRAW_DECK_MIN} cards; it has ${drawCount}`,
      rule: RULES.drawDeck,
    });
  }
  const sideOnly = draw.filter((entry) => isSideDeckOnly(entry.card));
  if (sideOnly.length > 0) {
    problems.push({
      code: 'SIDE_DECK_CARD_IN_DRAW_DECK',
      message: `Tactic, Tribble, Trouble and Q-icon cards may not be in the draw deck: ${names(sideOnly)}`,
      rule: RULES.drawDeck,
      cards: sideOnly.map((entry) => entry.card.id),
      lines: linesOf(sideOnly),
    });
  }

  problems.push(...dilemmaSeedLimit(seed));
  problems.push(...borgRestriction(entries));
  problems.push(...bannedCards(entries, options.banList));

  return {
    valid: problems.length === 0,
    problems,
    counts: { missions: missionCount, seedDeck: seedCount, sites, drawDeck: drawCount },
  };
}

function isSideDeckOnly(card: Card): boolean {
  return card.qIcon || card.types.some((type) => type === 'Tactic' || type === 'Tribble' || type === 'Trouble');
}

export function defaultMissionLocation(mission: Card): string {
  return mission.title
    .toLowerCase()
    .replace(/\s+ii$/, '')
    .trim();
}

function duplicateLocations(missions: readonly ResolvedDeckEntry[], locationOf: (mission: Card) => string): DeckProblem[] {
  const byLocation = new Map<string, ResolvedDeckEntry[]>();
  for (const entry of missions) {
    if (entry.card.universal) continue;
    const location = locationOf(entry.card);
    byLocation.set(location, [...(byLocation.get(location) ?? []), entry]);
  }
  const problems: DeckProblem[] = [];
  for (const [location, group] of byLocation) {
    const copies = group.reduce((sum, entry) => sum + entry.count, 0);
    if (copies > 1) {
      problems.push({
        code: 'DUPLICATE_MISSION_LOCATION',
        message: `each mission must be at a different location; ${copies} non-universal missions share "${location}": ${names(group)}`,
        rule: `${RULES.seedDeck}; ${RULES.universalMissions}`,
        cards: group.map((entry) => entry.card.id),
        lines: linesOf(group),
      });
    }
  }
  return problems;
}

function dilemmaSeedLimit(seed: readonly ResolvedDeckEntry[]): DeckProblem[] {
  const copies = new Map<string, { card: Card; count: number; entries: ResolvedDeckEntry[] }>();
  for (const entry of seed) {
    if (entry.card.type !== 'Dilemma') continue;
    const current = copies.get(entry.card.id) ?? { card: entry.card, count: 0, entries: [] };
    current.count += entry.count;
    current.entries.push(entry);
    copies.set(entry.card.id, current);
  }
  return [...copies.values()]
    .filter(({ count }) => count > DILEMMA_COPIES_MAX)
    .map(({ card, count, entries }) => ({
      code: 'DILEMMA_SEED_LIMIT' as const,
      message: `no more than ${DILEMMA_COPIES_MAX} copies of a card may be seeded under missions; "${card.title}" has ${count}`,
      rule: RULES.dilemmaSeedLimit,
      cards: [card.id],
      lines: linesOf(entries),
    }));
}

function isBorgCard(card: Card): boolean {
  return card.affiliations.includes('Borg') || card.icons.some((icon) => icon.code === 'BO');
}

function borgRestriction(entries: readonly ResolvedDeckEntry[]): DeckProblem[] {
  if (!entries.some((entry) => isBorgCard(entry.card))) return [];
  const offending = entries.filter(
    (entry) =>
      (entry.card.type === 'Personnel' || entry.card.type === 'Ship' || entry.card.type === 'Facility') &&
      !entry.card.affiliations.includes('Borg'),
  );
  if (offending.length === 0) return [];
  return [
    {
      code: 'BORG_RESTRICTION',
      message: `a deck with Borg Use Only or Borg-affiliation cards may not stock non-Borg personnel, ships or facilities: ${names(offending)}`,
      rule: RULES.borg,
      cards: offending.map((entry) => entry.card.id),
      lines: linesOf(offending),
    },
  ];
}

function bannedCards(entries: readonly ResolvedDeckEntry[], banList: Iterable<string> | undefined): DeckProblem[] {
  if (!banList) return [];
  const banned = new Set([...banList].map((item) => item.toLowerCase()));
  const offending = entries.filter((entry) => banned.has(entry.card.id.toLowerCase()) || banned.has(entry.card.title.toLowerCase()));
  if (offending.length === 0) return [];
  return [
    {
      code: 'BANNED_CARD',
      message: `banned cards may not be included in the deck: ${names(offending)}`,
      rule: RULES.banned,
      cards: offending.map((entry) => entry.card.id),
      lines: linesOf(offending),
    },
  ];
}

/**
 * OTF Modern ban list derived from the export's format tags: the `Set` column lists the formats a
 * card is legal in (`Trad_Modern_Open_Warp`); cards without `Modern` are not legal in Modern.
 */
export function modernBanList(cards: readonly Card[]): string[] {
  return cards.filter((card) => !card.formats.includes('Modern')).map((card) => card.id);
}

/** The distinct lines the entries come from, in order. */
function linesOf(entries: readonly ResolvedDeckEntry[]): number[] {
  return [...new Set(entries.map((entry) => entry.line))].sort((a, b) => a - b);
}

function names(entries: readonly ResolvedDeckEntry[]): string {
  return entries.map((entry) => (entry.count > 1 ? `${entry.count}x ${entry.card.title}` : entry.card.title)).join(', ');
}
