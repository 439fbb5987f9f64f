/**
 * How much of each card the engine plays by the rules (`captains-log cards coverage`):
 * automated, partly automated (naming the parts left to manual effects), or manual.
 * A card with a script in the behaviour model (src/cards/<release>/<id>-<slug>.ts, found by id or
 * through a reprint alias) counts by its script, and names the spec file whose scenario tests
 * exercise it (issue 15: automated only when scripted and tested; the catalogue test checks the
 * spec exists and names the card). Missions read their requirement AST and point box; personnel
 * their skills and attributes; ships and outposts the generic rules — each with the spec of those
 * rules. Everything else is played from hand with its text carried out by manual effects
 * (DESIGN.md › manual effects).
 */
import type { Card, RequirementExpression } from '@captains-log/cards';
import { undecidedConditions } from './behaviour/personnel-conditions';
import { behaviourOf } from './behaviour/registry';
import type { CardBehaviour } from './behaviour/vocabulary';
import { AUTOMATED_EQUIPMENT, manualShipText, printedEquipment, shipSkillsOf } from './behaviour/ship-equipment';
import { landingRule } from './behaviour/landing';
import { staffingAlternative } from './behaviour/staffing';
import { scriptedRequirements } from './behaviour/missions-text';
import { downloadTitleIndex, specialDownloadCoverage, type DownloadTitleIndex } from './behaviour/downloads-coverage';
import { hasKindIcon } from './behaviour/download-kinds';

export type CoverageStatus = 'automated' | 'partial' | 'manual';
export interface CardCoverage {
  readonly status: CoverageStatus;
  /** For partial: the parts that are manual. For manual: why. */
  readonly manual: readonly string[];
  /** For automated and partial: the spec (path from the repository root) whose scenarios exercise the card. */
  readonly test?: string;
}

const SPEC_ROOT = 'libs/engine/src/';
/** The specs of the generic rules that automate whole card types. */
const GENERIC_TESTS: Readonly<Record<string, string>> = {
  Mission: `${SPEC_ROOT}attempt.spec.ts`,
  Personnel: `${SPEC_ROOT}dilemmas.spec.ts`,
  Ship: `${SPEC_ROOT}play-phase.spec.ts`,
  Facility: `${SPEC_ROOT}seed-phases.spec.ts`,
};
/** Issue 15: the spec of the special download mechanism (behaviour/downloads.ts). */
const DOWNLOADS_TEST = `${SPEC_ROOT}behaviour/downloads.spec.ts`;
const DOWNLOAD_KINDS_TEST = `${SPEC_ROOT}behaviour/download-kinds.spec.ts`;

function scriptedCoverage(behaviour: CardBehaviour): CardCoverage {
  const test = `${SPEC_ROOT}${behaviour.scenario}`;
  const dilemma = behaviour.dilemma;
  if (dilemma && dilemma.steps.every((step) => step.kind === 'hook' && step.name === 'manual'))
    return { status: 'manual', manual: dilemma.manual ?? ['the whole card'] };
  // Issue 15 (lead, twentieth session): a way of playing it carried out by manual effects (behaviour/manual-ways.ts) is a manual part.
  const manual = [...(behaviour.manual ?? []), ...(behaviour.manualWay ? [behaviour.manualWay] : []), ...(dilemma?.manual ?? [])];
  return manual.length ? { status: 'partial', manual, test } : { status: 'automated', manual: [], test };
}

function generic(card: Card, coverage: { status: CoverageStatus; manual: readonly string[] }): CardCoverage {
  if (coverage.status === 'manual' || !GENERIC_TESTS[card.type]) return coverage;
  // Issue 15 (personnel): a personnel whose skills depend on the table is exercised by the conditions spec.
  const conditional = card.type === 'Personnel' && card.personnel?.skillBox.skills.some((skill) => skill.condition !== undefined);
  if (conditional) return { ...coverage, test: `${SPEC_ROOT}behaviour/personnel-conditions.spec.ts` };
  // Issue 15: a ship with special equipment is exercised by the equipment's spec.
  // Issue 15: a ship with staffing alternatives is exercised by the ship text spec.
  if (card.type === 'Ship' && card.ship?.staffing.alternatives.length) return { ...coverage, test: `${SPEC_ROOT}behaviour/ships-text-b.spec.ts` };
  // Issue 15: a ship with a regular skill as special equipment is exercised by the ship text spec (mission attempts, dilemmas).
  if (card.type === 'Ship' && shipSkillsOf(card).length) return { ...coverage, test: `${SPEC_ROOT}behaviour/ships-text-b.spec.ts` };
  if (card.type === 'Ship' && printedEquipment(card).length) return { ...coverage, test: `${SPEC_ROOT}behaviour/ship-equipment.spec.ts` };
  if (card.type === 'Ship' && landingRule(card)) return { ...coverage, test: `${SPEC_ROOT}behaviour/ship-text.spec.ts` };
  return { ...coverage, test: GENERIC_TESTS[card.type]! };
}

function hasCondition(expression: RequirementExpression): boolean {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.some(hasCondition);
  return expression.kind === 'condition';
}

/**
 * `titles`: the card list's titles (coverageTable builds it), to tell which special download icons
 * name a card the engine downloads; without it every icon counts as manual.
 */
export function cardCoverage(card: Card, titles?: DownloadTitleIndex): CardCoverage {
  const behaviour = behaviourOf(card.id);
  // Issue 15 (personnel): a personnel's script carries its special skills; its other parts (downloads, conditions, …) read as for any personnel.
  if (behaviour && card.type === 'Personnel')
    return scriptedCoverage({
      ...behaviour,
      manual: [
        ...typeCoverage(card, titles).manual.filter((part) => part !== 'special skills' && !(part === 'variable attributes' && behaviour.modifiers?.some((m) => m.kind === 'variable-x'))),
        ...(behaviour.manual ?? []),
      ],
    });
  // Issue 15 (missions): a mission's script carries its game text; its other parts (requirement terms, variable points, …) read as for any mission.
  if (behaviour && card.type === 'Mission')
    return scriptedCoverage({
      ...behaviour,
      manual: [...typeCoverage(card, titles).manual.filter((part) => part !== 'mission game text' && !(part === 'variable points' && behaviour.mission?.points) && !(part === 'attempt qualifications' && behaviour.mission?.attemptBy)), ...(behaviour.manual ?? [])],
    });
  if (behaviour) return scriptedCoverage(behaviour);
  const coverage = generic(card, typeCoverage(card, titles));
  // Issue 15: a personnel or ship whose special downloads the engine carries out names their spec.
  if (coverage.status === 'manual' || specialDownloadCoverage(card, titles).carried === 0) return coverage;
  // Issue 15 (ships, pass E): icons naming a kind of card are exercised by their own spec.
  return { ...coverage, test: hasKindIcon(card) ? DOWNLOAD_KINDS_TEST : DOWNLOADS_TEST };
}

function typeCoverage(card: Card, titles?: DownloadTitleIndex): { status: CoverageStatus; manual: readonly string[] } {
  switch (card.type) {
    case 'Dilemma':
      return { status: 'manual', manual: ['not scripted: an encounter pauses the attempt for a manual effect'] };
    case 'Mission': {
      const mission = card.mission;
      // Issue 15 (missions): a mission script may give the requirements the card list's text does not parse.
      const requirements = mission?.requirements ?? scriptedRequirements(card)?.expression;
      if (!mission || !requirements) return { status: mission?.points?.raw ? 'manual' : 'automated', manual: mission?.points?.raw ? ['requirements not parsed'] : [] };
      const parts: string[] = [];
      if (hasCondition(requirements)) parts.push('requirement terms beyond personnel');
      if (mission.gameText) parts.push('mission game text');
      if (mission.points?.raw && mission.points.value === undefined) parts.push('variable points');
      if (mission.affiliationIcons.length === 0 && !/any crew|any away team|any personnel/i.test(mission.attemptText ?? '')) parts.push('attempt qualifications');
      return parts.length ? { status: 'partial', manual: parts } : { status: 'automated', manual: [] };
    }
    case 'Personnel': {
      const personnel = card.personnel;
      if (!personnel) return { status: 'manual', manual: ['no skill box'] };
      const parts: string[] = [];
      if (personnel.skillBox.specialSkills.length) parts.push('special skills');
      parts.push(...specialDownloadCoverage(card, titles).manual);
      // Issue 15 (personnel): conditions the table decides are carried out by memberOf (behaviour/personnel-conditions.ts).
      if (undecidedConditions(card).length) parts.push('conditional skills');
      if (personnel.skillBox.skills.some((skill) => skill.level < 0)) parts.push('negative skills');
      if (personnel.dual) parts.push('dual-personnel halves');
      if ([personnel.integrity, personnel.cunning, personnel.strength].some((value) => value.kind === 'variable')) parts.push('variable attributes');
      return parts.length ? { status: 'partial', manual: parts } : { status: 'automated', manual: [] };
    }
    case 'Ship': {
      const ship = card.ship;
      const parts: string[] = [];
      if (manualShipText(card).length) parts.push('special text');
      parts.push(...specialDownloadCoverage(card, titles).manual);
      // Issue 15: equipment the engine carries out (behaviour/ship-equipment.ts, holograms.ts) is no longer manual.
      // Regular skills as special equipment lend themselves to the crew's attempts and dilemmas (attempt/teams.ts).
      const skills = new Set(shipSkillsOf(card));
      const manualEquipment = printedEquipment(card).filter((item) => !AUTOMATED_EQUIPMENT.has(item) && !skills.has(item));
      if (manualEquipment.length) parts.push(`special equipment: ${manualEquipment.join(', ')}`);
      // Issue 15: staffing alternatives the engine reads (behaviour/staffing.ts) are no longer manual.
      if (ship?.staffing.alternatives.some((alternative) => staffingAlternative(alternative) === null)) parts.push('staffing alternatives');
      return parts.length ? { status: 'partial', manual: parts } : { status: 'automated', manual: [] };
    }
    case 'Facility':
      if (card.facilityKind === 'Outpost') return { status: card.text ? 'partial' : 'automated', manual: card.text ? ['facility game text'] : [] };
      // Issue 15: headquarters seed at their homeworld and are shared; playing one later is not automated.
      if (card.facilityKind === 'Headquarters') return { status: 'partial', manual: ['playing it during the game', 'facility game text'] };
      return { status: 'partial', manual: ['seeding/building', 'facility game text'] };
    default:
      return { status: 'manual', manual: ['card text carried out by manual effects'] };
  }
}

export interface CoverageRow {
  readonly release: string;
  readonly type: string;
  readonly automated: number;
  readonly partial: number;
  readonly manual: number;
  /** Partly automated cards: title → manual parts. */
  readonly partialCards: readonly { readonly title: string; readonly manual: readonly string[] }[];
  readonly manualCards: readonly string[];
  /** Automated and partly automated cards with the spec that exercises each. */
  readonly tested: readonly { readonly id: string; readonly title: string; readonly status: CoverageStatus; readonly test: string }[];
}

export function coverageTable(cards: readonly Card[]): CoverageRow[] {
  const rows = new Map<
    string,
    {
      release: string;
      type: string;
      automated: number;
      partial: number;
      manual: number;
      partialCards: { title: string; manual: readonly string[] }[];
      manualCards: string[];
      tested: { id: string; title: string; status: CoverageStatus; test: string }[];
    }
  >();
  const titles = downloadTitleIndex(cards);
  for (const card of cards) {
    const key = `${card.release}\u0000${card.type}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { release: card.release, type: card.type, automated: 0, partial: 0, manual: 0, partialCards: [], manualCards: [], tested: [] }));
    const coverage = cardCoverage(card, titles);
    row[coverage.status] += 1;
    if (coverage.test) row.tested.push({ id: card.id, title: card.title, status: coverage.status, test: coverage.test });
    if (coverage.status === 'partial') row.partialCards.push({ title: card.title, manual: coverage.manual });
    if (coverage.status === 'manual') row.manualCards.push(card.title);
  }
  return [...rows.values()].sort((a, b) => a.release.localeCompare(b.release) || a.type.localeCompare(b.type));
}
