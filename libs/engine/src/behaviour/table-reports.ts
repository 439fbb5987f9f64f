/**
 * Issue 15 (helper incidents-f): an incident on its owner's table lets one personnel a turn report for
 * free to a place the reporting rules do not offer — "may report (for free) aboard your {U.S.S.
 * Enterprise}", "to your {Duras}, {Lursa}, {B'Etor}, or {Sisters of Duras}", "report (for free) to your
 * ship its matching commander" — with `SpecialReport { card, to }` (behaviour/reporting.ts). The use is
 * the card's one free report of the turn, shared with its `free-report` permit (free-reports.ts: the key
 * `free report:<title>`), since the card text offers one or the other ("… to your outpost OR …").
 * Also: the ability condition `commander-aboard-named-ship` ("if your matching commander is aboard your
 * U.S.S. Enterprise") and the solve bonus `score-when-solved-by` (a table card scores points when a
 * personnel it names helps solve a mission it names, once per game).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (native quadrant does not apply; the card
 *   must be compatible with the personnel or ship it joins); PLAYING "FOR FREE"; SHIPS ("commanded by":
 *   matching commander); WINNING THE GAME (bonus points); "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, isTitled, titledAmong } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, zoneKind, Z } from '../zones';
import { matchingCommanderAboard } from './fleet-modifiers';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { tableConditionHolds, type TableCondition } from './table-conditions';
import type { ReportFilter } from './vocabulary-reporting';
import { matchingPlanetSurfaces, namedMissionSurfaces, regionPlanetPlaces, printedSkillLevel, shipPlacePasses, type ReportPlaceOptions } from './report-places';

export interface TableReport extends ReportPlaceOptions {
  /** Who may report (the printed card; personnel by default). */
  readonly who: ReportFilter;
  /** Not one matching any of these ("non-Honor": `[{ skill: 'Honor' }]`). */
  readonly except?: readonly ReportFilter[];
  /** Aboard your ships whose title begins with one of these. */
  readonly aboardShips?: readonly string[];
  /** Where your personnel of these names (title or persona) are present (aboard or on a planet). */
  readonly withPersonnel?: readonly string[];
  /** Issue 15 (helper partners): where a personnel of yours matching this filter is present ("may report where you have an [OS] Klingon": maH nIv). */
  readonly withYours?: ReportFilter;
  /** Aboard your ship whose "commanded by" names the reporting personnel (its matching commander). */
  readonly toCommandedShip?: boolean;
  /**
   * Issue 15 (helper partials): aboard your ship whose staffing names a special staffing icon (any but
   * [Cmd] and [Stf]) the reporting personnel shows ("may report to your ship with same icon").
   */
  readonly sameSpecialStaffingIcon?: true;
  /**
   * Issue 15 (helper mixing): lying atop a mission, to your ships on the spaceline and your outposts at that
   * mission's location ("may report for free to your ship or outpost here": Scientific Diplomacy).
   */
  readonly toShipOrOutpostHere?: true;
  /** Issue 15 (helper partials): `normal` — a report using the normal card play, no limit (default: for free, once each turn). */
  readonly cost?: 'normal';
  /** Issue 15 (helper reports): only while at least one of these holds for the card's owner (table-conditions.ts: "while your {Gowron} is at a non-homeworld mission"). */
  readonly whenAny?: readonly TableCondition[];
  /** Issue 15 (helper reports): not while any of these holds ("if you do not have a headquarters or time location in play"). */
  readonly unlessAny?: readonly TableCondition[];
}

/** The special staffing icons of a ship (1E rulebook › SHIPS › Staffing: icons other than [Cmd] and [Stf]). */
function specialStaffingIcons(ship: Card): string[] {
  return (ship.ship?.staffing.icons ?? []).filter((icon) => icon !== 'Cmd' && icon !== 'Stf');
}

/** The once-each-turn key the table card's free reports share (free-reports.ts › freeReportKey). */
export const tableReportKey = (title: string) => `free report:${title}`;

/**
 * The cards whose `tableReports` `player` may use: their table's, and (issue 15, helper mixing) theirs lying atop a
 * mission (an incident played on a location: Mercenary Raiders, Scientific Diplomacy), with that location.
 */
const reportsByTable: BlueprintTest = (behaviour) => behaviour.tableReports !== undefined;

function reportSources(state: GameState, player: PlayerId): { iid: string; here: string | null }[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (blueprintsWhere(state, reportsByTable).size === 0) return [];
  const out = cardsIn(state, Z.table(player)).map((iid) => ({ iid, here: null as string | null }));
  for (const location of Object.keys(state.locations)) for (const iid of cardsIn(state, Z.atop(location))) if (state.cards[iid]!.owner === player) out.push({ iid, here: location });
  // Issue 15 (lead): the player's cards lying on a card in play (Rituals of the Hunt on its prey).
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) if (zoneKind(instance.zone) === 'on' && behaviourOf(instance.blueprint)?.tableReports) out.push({ iid: instance.iid, here: null });
  return out.filter(({ iid }) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.tableReports !== undefined);
}

/** Whether `player` has a face-up card with `tableReports` on their table or atop a mission (legal offers look no further otherwise). */
export function hasTableReports(state: GameState, player: PlayerId): boolean {
  return reportSources(state, player).length > 0;
}

/** The places the table cards of `player` let `printed` report to now: zone, the card joined, the table card and its key. */
export function tableReportPlaces(
  state: GameState,
  player: PlayerId,
  printed: Card,
  matches: (card: Card, filter: ReportFilter) => boolean,
  names: (card: Card, name: string) => boolean,
): { to: string; joins?: string; source: string; key: string; cost?: 'normal' }[] {
  const out: { to: string; joins?: string; source: string; key: string; cost?: 'normal' }[] = [];
  for (const { iid: source, here } of reportSources(state, player)) {
    const behaviour = behaviourOf(state.cards[source]!.blueprint);
    if (!behaviour?.tableReports) continue;
    // The once-each-turn limit is checked with the option (reporting.ts › checkOption: ONCE_PER_TURN).
    for (const permit of behaviour.tableReports) {
      if (!matches(printed, permit.who) || (permit.except ?? []).some((filter) => matches(printed, filter))) continue;
      if (permit.whenAny && !permit.whenAny.some((condition) => tableConditionHolds(state, player, condition))) continue;
      if (permit.unlessAny?.some((condition) => tableConditionHolds(state, player, condition))) continue;
      for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
        if (!instance.faceUp || !isInPlayZone(instance.zone)) continue;
        const card = blueprintOf(state, instance.iid);
        const onSpaceline = ['space', 'docked', 'surface'].includes(zoneKind(instance.zone));
        if (card.type === 'Ship' && onSpaceline) {
          const titled = titledAmong(permit.aboardShips, card);
          const commanded = permit.toCommandedShip === true && card.commandedBy.some((name) => isTitled(printed, name) || printed.persona.includes(name));
          const sameIcon = permit.sameSpecialStaffingIcon === true && specialStaffingIcons(card).some((icon) => showsIcon(printed, icon));
          // Issue 15 (report): ships by match, staffing icons and mission (report-places.ts).
          const matching = shipPlacePasses(state, player, instance.iid, permit);
          // Issue 15 (helper mixing): a ship at the mission the source lies on.
          const hereShip = permit.toShipOrOutpostHere === true && here !== null && locationOfZone(state, instance.zone) === here;
          if (titled || commanded || sameIcon || matching || hereShip) out.push({ to: Z.aboard(instance.iid), joins: instance.iid, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
        }
        if (permit.toShipOrOutpostHere && here !== null && card.type === 'Facility' && card.facilityKind === 'Outpost' && locationOfZone(state, instance.zone) === here)
          out.push({ to: Z.aboard(instance.iid), joins: instance.iid, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
        const skilled = permit.withPersonnelSkill !== undefined && card.type === 'Personnel' && printedSkillLevel(card, permit.withPersonnelSkill.skill) >= permit.withPersonnelSkill.level;
        const yoursHere = permit.withYours !== undefined && matches(card, permit.withYours);
        if (card.type === 'Personnel' && (skilled || yoursHere || (permit.withPersonnel ?? []).some((name) => names(card, name)))) {
          const kind = zoneKind(instance.zone);
          if (kind === 'surface' || kind === 'aboard') out.push({ to: instance.zone, joins: instance.iid, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
        }
      }
      // Issue 15 (report): a ship lands as it reports, on a planet showing its affiliation (report-places.ts).
      if (permit.onMatchingPlanets) for (const to of matchingPlanetSurfaces(state, printed)) out.push({ to, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
      // Issue 15 (helpers tail3, tail4): to a planet mission of a region (Bajoran Resistance Cell, They Call Themselves the Maquis); a ship to where the player's ship so titled is (report-places.ts).
      if (permit.toRegionPlanets)
        for (const to of regionPlanetPlaces(state, permit.toRegionPlanets, printed.type === 'Ship')) out.push({ to, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
      if (permit.toShipsLocation && printed.type === 'Ship')
        for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
          const where = locationOfZone(state, instance.zone);
          if (!instance.faceUp || !where || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) continue;
          const card = blueprintOf(state, instance.iid);
          if (card.type === 'Ship' && titledAmong(permit.toShipsLocation, card))
            out.push({ to: Z.space(where), source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
        }
      // Issue 15 (helper reports): onto a planet named by its mission (report-places.ts).
      if (permit.toMissionSurface) for (const to of namedMissionSurfaces(state, permit.toMissionSurface)) out.push({ to, source, key: tableReportKey(behaviour.title), ...(permit.cost ? { cost: permit.cost } : {}) });
    }
  }
  return out;
}

/** Ability condition `commander-aboard-named-ship`: a ship of `player` titled as `hostTitles` has its matching commander aboard. */
export function commanderAboardNamedShip(state: GameState, player: PlayerId, hostTitles: readonly string[]): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => {
    const card = blueprintOf(state, instance.iid);
    return card.type === 'Ship' && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && titledAmong(hostTitles, card) && matchingCommanderAboard(state, instance.iid);
  });
}

/** A table card's solve bonus: `points` when one of the solvers matches `who` at a mission `where` names; once per game with `oncePerGame`. */
export interface SolvedByBonus {
  readonly who: ReportFilter;
  readonly where?: { readonly region?: string; readonly notUniversal?: boolean };
  readonly points: number;
  readonly oncePerGame?: boolean;
}

/** `player` just solved the mission at `location` with `contributors` (attempt/flow.ts): the `scoreWhenSolvedBy` bonuses of their table. */
export function scoreWhenSolvedBy(ctx: Ctx, player: PlayerId, contributors: readonly string[], location: string, matches: (card: Card, filter: ReportFilter) => boolean): void {
  const state = ctx.state;
  for (const iid of cardsIn(state, Z.table(player))) {
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    const bonus = behaviour?.scoreWhenSolvedBy;
    if (!bonus || !state.cards[iid]!.faceUp) continue;
    const key = `${behaviour.title} (solve bonus)`;
    if (bonus.oncePerGame && state.abilityUses?.[`${player}|${key}`] !== undefined) continue;
    const place = state.locations[location];
    if (bonus.where?.region && place?.region !== bonus.where.region) continue;
    if (bonus.where?.notUniversal && (place?.missions ?? []).some((mission) => blueprintOf(state, mission).universal)) continue;
    if (!contributors.some((member) => state.cards[member] && matches(blueprintOf(state, member), bonus.who))) continue;
    if (bonus.oncePerGame) ctx.emit({ type: 'CardAbilityUsed', player, title: key, turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    ctx.emit({ type: 'PointsScored', player, points: bonus.points, bonus: true, source: iid, rule: `${RULES.cardEffects}; 1E rulebook › WINNING THE GAME` });
  }
}

export const TABLE_REPORT_WORDS: readonly string[] = ['table-reports', 'table-reports:withYours', 'score-when-solved-by', 'ability-condition:commander-aboard-named-ship'];
