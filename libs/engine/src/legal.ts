/**
 * legalCommands(state, player): every command the player may issue now. Reporting, beam, walk, ship
 * moves, attempts and cures in the play phase, and the dilemma seeding, are generated from the
 * stages their checks are made of (issue 17: each shared stage once, see turnCommands); the rest
 * (card plays, manual effects, other phases) are candidates kept when the same `check` that
 * `decide` uses accepts them. Moves list each personnel singly and each whole group (any other
 * subset is also legal through `decide`, and is reachable by repeated single moves). Manual effects
 * are open-ended; the list offers a few templates per card of yours on the table.
 */
import { handAndPiles } from './behaviour/draw-deck-piles';
import { affiliationBanProblem } from './behaviour/affiliation-bans';
import { reportLimitProblem } from './behaviour/report-limits';
import { dockingSitesAt, reportingSites, siteWalkProblem } from './behaviour/sites';
import { commandeerOffers } from './behaviour/commandeering';
import { nullifyWithPresentOffers } from './behaviour/nullify-with-present';
import { missionReportOffers } from './behaviour/mission-reports';
import { infiltrationOffers } from './behaviour/infiltration';
import { outOfTurnPlayOffers } from './behaviour/out-of-turn-plays';
import { invasiveBeamAllowed } from './behaviour/invasive-beaming';
import { nearbyBeamCandidates } from './behaviour/subspace-beaming';
import { seedsOnTableIf } from './behaviour/seed-permissions';
import { towOffers } from './behaviour/towing';
import { checkPhasedBeam } from './behaviour/phased';
import { reportAboardFiltersOf, reportAtOffers, reportAtPlaces } from './behaviour/report-aboard';
import { nullifyBySkillCommands } from './behaviour/nullify-personnel-b';
import { endTurnCommands } from './behaviour/end-turn-premiere';
import { bp, inPlayOf } from './context';
import { check } from './decide';
import { PLAYERS, type Actor, type CardInstance, type Command, type CommandOf, type GameState, type PlayerId } from './types';
import { checkDilemmaSeedCard, checkDilemmaSeedingWindow, missionPlacement, seedableLocations, seededTitles } from './seeding';
import {
  checkBeamPath,
  checkBeamRoute,
  checkDocking,
  mayFly,
  checkHouseArrest,
  checkLanding,
  checkMovers,
  checkOwnShip,
  checkOwnTurn,
  checkReport,
  checkReportingPlace,
  reportAlternateUniverseProblem,
  checkTransporters,
  checkUniqueness,
  mayPlayAfterCardPlay,
  remainingRange,
  walkDestinations,
} from './play';
import { acceptsReporting, isPlanetMission, seedsOnTable } from './card-facts';
import { seedOnTargetCommands } from './behaviour/seed-on-target';
import { RULES } from './rules';
import { tableIndex } from './table-index';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from './zones';
import { towFlights } from './behaviour/tractor-beams';
import { possibleCarriers } from './behaviour/carried-ships';
import { attemptCandidates, checkAttemptTeam } from './attempt/beginning';
import { curable } from './attempt/cures';
import { battleOffers, returnFireOffers } from './battle/battle';
import { tacticOffers } from './behaviour/battle-tactics';
import { playVariants } from './behaviour/modes';
import { scriptedPlay, validTargets } from './behaviour/play';
import { manualWayOf } from './behaviour/manual-ways';
import { specialDownloadCommands } from './behaviour/downloads';
import { checkBeamLimit } from './behaviour/beaming-events';
import { missionReportCommands } from './behaviour/missions-reports';
import { controls, isHeadquarters } from './control';
import { useCardCandidates, windowUseCardCandidates } from './behaviour/select-incidents';
import { activationOffers } from './behaviour/activations';
import { responseOffers } from './behaviour/response-abilities';
import { specialReportCandidates } from './behaviour/reporting';
import { mayReportFree } from './behaviour/free-reports';
import { cloakOffers, specialEquipment } from './behaviour/ship-equipment';
import { checkLandingRule } from './behaviour/landing';
import { arrangeOffers, checkNotReturnedCard } from './behaviour/windows-draws';
import { choiceOffers } from './behaviour/choices';
import { forcedBattleOffers } from './behaviour/forced-battles';
import { scoutOffers } from './behaviour/scouting';

/** Every way to pick `count` of `options` (capped, so a big choice stays a short list). */
function combinations(options: readonly string[], count: number, cap = 60): string[][] {
  const out: string[][] = [];
  const walk = (start: number, acc: string[]) => {
    if (out.length >= cap) return;
    if (acc.length === count) {
      out.push(acc);
      return;
    }
    for (let i = start; i < options.length; i += 1) walk(i + 1, [...acc, options[i]!]);
  };
  walk(0, []);
  return out;
}

export function legalCommands(state: GameState, actor: Actor): Command[] {
  if (state.phase === 'ended' || state.gameId === '') return [];
  // while a judge has paused the game only the director acts (rulings are open-ended: not listed)
  if (state.judge.paused && actor !== 'director') return [];
  if (actor === 'director') return state.timeCalled ? [] : [{ type: 'CallTime', actor: 'director' }];
  const out: Command[] = [];
  const push = (command: Command) => {
    if (check(state, command) === null) out.push(command);
  };
  const player: PlayerId = actor;
  const choice = state.attempt?.choice;
  // Issue 15 (premiere-windows): a deck looked at waits to be put in order (behaviour/windows-draws.ts).
  if (state.windowsPending?.arrange) {
    arrangeOffers(state, player).forEach(push);
    out.push({ type: 'Concede', actor: player });
    return out;
  }
  // Issue 15 (choices): a choice after a look waits for its chooser (behaviour/choices.ts).
  if (state.pendingChoice) {
    choiceOffers(state, player).forEach(push);
    out.push({ type: 'Concede', actor: player });
    return out;
  }
  if (choice) {
    if (choice.player === player)
      for (const chosen of combinations(choice.options, Math.min(choice.pick, choice.options.length))) push({ type: 'ChooseForDilemma', actor: player, chosen });
  } else if (state.attempt?.manualDilemma && !state.pendingManual) {
    // Issue 15: an encountered dilemma without a model: its opponent declares the effect (two templates offered).
    const { card, declarer } = state.attempt.manualDilemma;
    if (declarer === player) {
      push({ type: 'DeclareManualEffect', actor: player, source: card, description: 'the dilemma is overcome (manual)', primitives: [{ kind: 'reveal', card }] });
      push({ type: 'DeclareManualEffect', actor: player, source: card, description: 'the dilemma stops the attempt (manual)', primitives: [{ kind: 'fail-attempt' }] });
    }
  } else if ((state.windows ?? []).length > 0 && !state.pendingManual) {
    windowCommands(state, player, push);
  } else if (state.battle?.tacticStage?.length && !state.pendingManual) {
    // Issue 15 (helper tactics): the Tactics stage waits for each player's current tactic (behaviour/battle-tactics.ts).
    tacticOffers(state, player).forEach(push);
  } else if (state.battle && state.battle.kind === 'ship' && state.battle.returnFire === undefined && !state.pendingManual) {
    // Issue 15: the attacked player declares return fire (or none).
    returnFireOffers(state, player).forEach(push);
  } else if (state.pendingManual) {
    push({ type: 'RespondToManualEffect', actor: player, accept: true });
    push({ type: 'RespondToManualEffect', actor: player, accept: false, reason: 'disputed' });
  } else if (state.forcedBattle && !state.battle) {
    // Issue 15 (helper forced): a battle a card requires, and nothing else, until it is initiated (behaviour/forced-battles.ts).
    forcedBattleOffers(state, player, push);
  } else if (state.awaiting.some((entry) => entry.player === player)) {
    switch (state.phase) {
      case 'doorway':
        seedCards(state, player, ['Doorway', 'Objective', 'Incident', 'Event'])
          .filter((card) => bp(state, card).type === 'Doorway' || seedsOnTable(bp(state, card)) === 'doorway')
          .forEach((card) => push({ type: 'SeedDoorway', actor: player, card }));
        push({ type: 'FinishSeeding', actor: player });
        break;
      case 'mission':
        for (const position of missionPlacement(state, player)?.indexes ?? []) push({ type: 'PlaceMission', actor: player, position });
        break;
      case 'dilemma': {
        // The window once, each card once, each location's seeded titles once (one copy per mission).
        if (!checkDilemmaSeedingWindow(state, player)) {
          const locations = seedableLocations(state, player).map((location) => ({ location, titles: seededTitles(state, player, location) }));
          for (const card of seedCards(state, player, ['Dilemma', 'Artifact'])) {
            if (checkDilemmaSeedCard(state, player, card)) continue;
            const title = bp(state, card).title;
            for (const { location, titles } of locations) if (!titles.has(title)) out.push({ type: 'SeedUnderMission', actor: player, card, location });
          }
        }
        push({ type: 'FinishSeeding', actor: player });
        push({ type: 'PassSeeding', actor: player });
        break;
      }
      case 'facility': {
        const locations = Object.values(state.spacelines).flatMap((line) => line ?? []);
        for (const card of seedCards(state, player, ['Facility'])) for (const location of locations) push({ type: 'SeedFacility', actor: player, card, location });
        for (const card of seedCards(state, player, ['Objective', 'Incident', 'Event'])) if (seedsOnTable(bp(state, card)) === 'facility' || seedsOnTableIf(bp(state, card))) push({ type: 'SeedOnTable', actor: player, card });
        // Issue 15: cards that seed on a card or mission, one offer per target (behaviour/seed-on-target.ts).
        for (const command of seedOnTargetCommands(state, player, seedCards(state, player, ['Objective', 'Incident', 'Event', 'Site', 'Time Location']))) push(command);
        push({ type: 'PassSeeding', actor: player });
        break;
      }
      case 'play':
        turnCommands(state, player, push, out);
        break;
      default:
        break;
    }
  }
  // Issue 15: the pass setting may be changed at any time in the play phase.
  if (state.phase === 'play' && !choice) {
    push({ type: 'SetAutoPass', actor: player, on: !!state.explicitPass?.[player] });
    // Issue 15 (windows): with explicit passing, also at every window (attempt begun, dilemma resolved, assimilation: behaviour/attempt-windows.ts), or back to the usual ones.
    if (state.explicitPass?.[player]) push(state.explicitEvery?.[player] ? { type: 'SetAutoPass', actor: player, on: false } : { type: 'SetAutoPass', actor: player, on: false, every: true });
  }
  // Issue 15 (infiltration): infiltrate or expose, on either player's turn (behaviour/infiltration.ts).
  if (state.phase === 'play' && !choice) for (const command of infiltrationOffers(state, player)) push(command);
  // Issue 15 (helper plays): a free play a card opened on the opponent's turn (behaviour/out-of-turn-plays.ts).
  if (state.phase === 'play' && !choice) for (const command of outOfTurnPlayOffers(state, player)) push(command);
  out.push({ type: 'Concede', actor: player });
  return out;
}

/** Issue 15: in a response window its player may pass, play a scripted response, or respond by a manual effect from an Interrupt in hand. */
function windowCommands(state: GameState, player: PlayerId, push: (command: Command) => void): void {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1]!;
  if (top.player !== player) return;
  push({ type: 'PassResponse', actor: player });
  // Issue 15: a special download suspends play, so it may be used in the player's own response window.
  for (const command of specialDownloadCommands(state, player)) push(command);
  // Issue 15 (personnel, second half): a personnel's skill that nullifies the card just played (or one in play).
  for (const command of nullifyBySkillCommands(state, player)) push(command);
  // Issue 15 (response abilities): an ability of a card in play used as a response (behaviour/response-abilities.ts).
  for (const command of responseOffers(state, activationOffers(state, player))) push(command);
  // Issue 15 (helper tail6): a selection changed "at any time" (Taspar Egg), in the player's own window too.
  for (const command of windowUseCardCandidates(state, player)) push(command);
  for (const card of handAndPiles(state, player)) {
    const scripted = scriptedPlay(bp(state, card), top);
    if (scripted?.play?.window.kind === 'response' && scripted.targets)
      // Issue 15 (modes): once per way of playing that fits and per declined "may" (one plain variant for most cards).
      for (const variant of playVariants(bp(state, card), top)) {
        const way = variant.mode === undefined ? scripted : scriptedPlay(bp(state, card), top, variant.mode);
        if (way?.targets) for (const target of validTargets(state, player, way.targets, card)) push({ type: 'PlayCard', actor: player, card, target, ...variant });
      }
    else if (top.action === 'card-played' && bp(state, card).type === 'Interrupt' && !scripted)
      push({
        type: 'DeclareManualEffect',
        actor: player,
        source: card,
        description: 'respond: nullify the card just played (manual)',
        primitives: [
          { kind: 'move', card, to: 'discard' },
          { kind: 'nullify', card: top.card },
        ],
      });
  }
}

function seedCards(state: GameState, player: PlayerId, types: readonly string[]): string[] {
  const seen = new Set<string>();
  return cardsIn(state, Z.seed(player)).filter((iid) => {
    const card = bp(state, iid);
    // Copies of one card give the same commands; list the first copy only.
    if (!types.includes(card.type) || seen.has(card.id)) return false;
    seen.add(card.id);
    return true;
  });
}

/**
 * The play phase, generated rather than generated-and-tested: the checks a group of candidates
 * shares run once for the group (whose turn it is; the movers of a selection; a beam route; a ship
 * that may move), and only what differs per candidate runs per candidate. Each stage is the same
 * function the command's own check in the table is made of (play.ts, attempt/beginning.ts), so
 * `check` and this list cannot drift apart; legal.spec.ts compares the list with the
 * generate-and-test oracle over many seeded positions.
 */
function turnCommands(state: GameState, player: PlayerId, push: (command: Command) => void, out: Command[]): void {
  const turn = state.turn!;
  // Shared preconditions: the play phase, the player's own turn, no attempt in progress (and, from
  // legalCommands, no pending choice or manual effect) — every turn command but the manual
  // templates needs them.
  const ownTurn = checkOwnTurn(state, player, RULES.playPhase) === null;
  // Issue 15 (helper tables): with the stored cards a pile lets be played as though in hand (behaviour/draw-deck-piles.ts: Learning Curve).
  const hand = handAndPiles(state, player);
  // Issue 15 (lead): cards revealed from the draw deck that a card's effect lets report at once (behaviour/immediate-free-plays.ts).
  const open = state.immediateFreePlay;
  const reportable = open?.cards && open.player === player ? [...hand, ...open.cards.filter((iid) => state.cards[iid]?.zone === Z.draw(player))] : hand;
  // The player's cards in play, and the opponent's ships on the table (beam targets), from the
  // table's index (issue 17: built once per card record, not a scan of every card per call).
  const index = tableIndex(state);
  const mine = index.inPlayBy[player];
  const theirShips: CardInstance[] = [];
  const shared: CardInstance[] = [];
  const myFacilities: CardInstance[] = [];
  const ships: CardInstance[] = [];
  for (const instance of index.onSpaceline) {
    const type = bp(state, instance.iid).type;
    if (instance.owner === player) {
      if (type === 'Facility') myFacilities.push(instance);
      else if (type === 'Ship') ships.push(instance);
    } else if (type === 'Ship') theirShips.push(instance);
    // Issue 15: the opponent's headquarters of an affiliation this player plays (shared control).
    else if (isHeadquarters(state, instance.iid) && controls(state, player, instance.iid)) shared.push(instance);
  }
  const facilities = [...myFacilities, ...shared];
  // Where each of the player's ships and facilities is (transporters and beam targets by location).
  const hostLocation = new Map<string, string | null>();
  for (const host of [...facilities, ...ships, ...theirShips]) hostLocation.set(host.iid, locationOfZone(state, host.zone));

  if (ownTurn) {
    if (turn.stage === 'card-play' && !turn.normalCardPlayUsed) {
      // ReportForDuty: the card-play window once, uniqueness once per card, the place per facility.
      const reporters = facilities.filter((facility) => acceptsReporting(bp(state, facility.iid)));
      // Issue 15: ships whose text lets cards report aboard them (behaviour/report-aboard.ts).
      for (const ship of ships) if (reportAboardFiltersOf(state, ship.iid).length > 0 || (open?.anyShip && open.aboard === ship.iid)) reporters.push(ship);
      // Issue 15 (sites): the sites of the player's Nors with a docking site (behaviour/sites.ts; none without a Nor).
      for (const site of reportingSites(state, player, myFacilities)) reporters.push(state.cards[site]!);
      const inPlay = inPlayOf(state, player);
      for (const card of reportable) {
        const blueprint = bp(state, card);
        const type = blueprint.type;
        if (type !== 'Personnel' && type !== 'Ship' && type !== 'Equipment') continue;
        const reportsAt = type === 'Ship' && reportAtPlaces(blueprint).length > 0;
        if ((reporters.length === 0 && !reportsAt) || checkUniqueness(state, player, blueprint, inPlay)) continue;
        // Issue 15 (premiere-windows): a card Energy Vortex returned is not reported again this turn (ReportForDuty's check has it).
        if (checkNotReturnedCard(state, player, card)) continue;
        // Issue 15 (events-f, helper incidents): a card on the table forbids reporting it (checkReport's affiliation ban: Combined Task Force).
        if (affiliationBanProblem(state, player, card)) continue;
        // Issue 15 (helper domir): ReportForDuty's check has it too (behaviour/report-limits.ts).
        if (reportLimitProblem(state, player, card)) continue;
        // The [AU] icon rule as ReportForDuty's check has it (behaviour/alternate-universe.ts).
        const report = (facility: string): CommandOf<'ReportForDuty'> => ({ type: 'ReportForDuty', actor: player, card, facility });
        for (const facility of reporters)
          if (!checkReportingPlace(state, player, card, facility.iid, true) && !reportAlternateUniverseProblem(state, report(facility.iid))) out.push(report(facility.iid));
        // Issue 15: a ship whose text says where it may report (behaviour/report-aboard.ts).
        if (reportsAt) for (const mission of reportAtOffers(state, card)) if (!reportAlternateUniverseProblem(state, report(mission))) out.push(report(mission));
      }
    } else if (turn.stage === 'card-play') {
      // Issue 15: equipment that reports for free, once the normal card play is spent (behaviour/free-reports.ts).
      for (const card of reportable) {
        if (!mayReportFree(state, player, card)) continue;
        for (const facility of facilities)
          if (acceptsReporting(bp(state, facility.iid)) && !checkReport(state, { type: 'ReportForDuty', actor: player, card, facility: facility.iid }))
            out.push({ type: 'ReportForDuty', actor: player, card, facility: facility.iid });
        // Issue 15: ships whose text lets cards report aboard them for free (behaviour/free-reports.ts, placeFreeReport).
        for (const ship of ships)
          if ((reportAboardFiltersOf(state, ship.iid).length > 0 || (open?.anyShip && open.aboard === ship.iid)) && !checkReport(state, { type: 'ReportForDuty', actor: player, card, facility: ship.iid }))
            out.push({ type: 'ReportForDuty', actor: player, card, facility: ship.iid });
      }
    }
    // Issue 15 (missions): reports to a mission whose text allows them (free ones after the card play too); none when no mission does.
    if (turn.stage === 'card-play') out.push(...missionReportCommands(state, player, hand));
    for (const card of hand) {
      const type = bp(state, card).type;
      const scripted = scriptedPlay(bp(state, card));
      if (
      type === 'Event' || type === 'Incident' || type === 'Objective' || type === 'Interrupt' || type === 'Doorway' || scripted?.play?.window.kind === 'build' ||
      // Issue 15 (sites): a scripted site plays onto a Nor (behaviour/sites.ts).
      (type === 'Site' && scripted !== undefined) ||
      // Issue 15 (time locations): a scripted time location plays onto its corresponding location (behaviour/time-locations.ts).
      (type === 'Time Location' && scripted !== undefined) ||
      // Issue 15: an artifact played as an event or an interrupt, per its script.
      (type === 'Artifact' && (scripted?.play?.window.kind === 'normal-play' || scripted?.play?.window.kind === 'interrupt'))
    ) {
        // Issue 15: a scripted card with a target is offered once per legal target.
        // Issue 15 (modes): once per way of playing that fits and per declined "may" (one plain variant for most cards).
        for (const variant of playVariants(bp(state, card))) {
          const way = variant.mode === undefined ? scripted : scriptedPlay(bp(state, card), undefined, variant.mode);
          // Issue 17 (sixteenth session): once orders have begun only a card that plays at any time may be played (the
          // check's cheapest refusal, found before working out the targets).
          if (turn.stage !== 'card-play' && !mayPlayAfterCardPlay(state, player, bp(state, card), way)) continue;
          if (way?.targets) for (const target of validTargets(state, player, way.targets, card)) push({ type: 'PlayCard', actor: player, card, target, ...variant });
          else push({ type: 'PlayCard', actor: player, card, ...variant });
        }
        // Issue 15 (lead, twentieth session): the way its script leaves to manual effects (behaviour/manual-ways.ts).
        if (manualWayOf(bp(state, card))) push({ type: 'PlayCard', actor: player, card, manualWay: true });
      }
    }
    if (turn.stage === 'card-play') out.push({ type: 'BeginOrders', actor: player });

    // Beam and walk: from every place where the player has personnel. The movers are checked once
    // per selection, the route once per transporter and destination, house arrest per selection.
    const groups = new Map<string, string[]>();
    for (const instance of mine) {
      const kind = zoneKind(instance.zone);
      if ((kind === 'aboard' || kind === 'surface') && !instance.stopped) {
        const group = groups.get(instance.zone);
        if (group) group.push(instance.iid);
        else groups.set(instance.zone, [instance.iid]);
      }
    }
    for (const [from, cards] of groups) {
      const personnel = cards.filter((iid) => bp(state, iid).type === 'Personnel');
      if (personnel.length === 0) continue;
      const location = locationOfZone(state, from);
      if (!location) continue;
      const selections = (personnel.length > 1 || cards.length > 1 ? [...personnel.map((iid) => [iid]), cards] : [personnel]).filter(
        (selection) => !checkMovers(state, player, selection, RULES.beam),
      );
      if (selections.length === 0) continue;
      // Issue 15 (behaviour/phased.ts): phased personnel cannot beam.
      const beamable = selections.filter((selection) => !checkPhasedBeam(state, player, selection));
      const transporters = [...facilities, ...ships].filter((host) => hostLocation.get(host.iid) === location);
      // Issue 17 (sixteenth session): house arrest and the beam limit depend on the selection and the destination, not on
      // whose transporters are used, and most destinations are reached with two transporters (the ship the cards are
      // aboard, and the destination's own): each is checked once per selection and destination.
      const refused = new Map<string, boolean[]>();
      const refusedAt = (index: number, selection: readonly string[], to: string): boolean => {
        let row = refused.get(to);
        if (!row) refused.set(to, (row = []));
        let known = row[index];
        if (known === undefined) row[index] = known = !!(checkHouseArrest(state, player, selection, to) || checkBeamLimit(state, player, selection, from, to));
        return known;
      };
      for (const via of transporters) {
        // The transporters once (issue 17: checkBeamRoute's first stage), the route per destination.
        if (checkTransporters(state, player, via.iid)) continue;
        let perSelection: boolean | undefined;
        const viaZone = Z.aboard(via.iid);
        const targets: string[] = [];
        if (from === viaZone) {
          for (const host of transporters) if (host.iid !== via.iid) targets.push(Z.aboard(host.iid));
          if (state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)))) targets.push(Z.surface(location));
          for (const ship of theirShips) if (hostLocation.get(ship.iid) === location) targets.push(Z.aboard(ship.iid));
        } else targets.push(viaZone);
        for (const to of targets) {
          if (to === from || checkBeamPath(state, player, from, to, via.iid)) continue;
          // Issue 15 (events of later sets): a route open only to some cards (Invasive Beam-In: behaviour/invasive-beaming.ts) is checked per selection.
          perSelection ??= invasiveBeamAllowed(state, player, via.iid);
          beamable.forEach((selection, index) => {
            if (!refusedAt(index, selection, to) && (!perSelection || !checkBeamRoute(state, player, from, to, via.iid, selection)))
              out.push({ type: 'Beam', actor: player, cards: selection, to, via: via.iid });
          });
        }
      }
      for (const to of walkDestinations(state, player, from))
        for (const selection of selections) if (!checkHouseArrest(state, player, selection, to) && !siteWalkProblem(state, selection, from, to)) out.push({ type: 'Walk', actor: player, cards: selection, to });
    }

    // Issue 15: cloak, phase or decloak (1E rulebook › CLOAK): only ships with the equipment, one offer per mode.
    for (const ship of ships) if (specialEquipment(state, ship.iid).length) out.push(...cloakOffers(state, player, ship.iid));
    // Ships: whether the ship may move at all (own, unstopped, staffed, not held) once per ship.
    for (const ship of ships) {
      if (checkOwnShip(state, player, ship.iid, RULES.executingOrders)) continue;
      const kind = zoneKind(ship.zone);
      if (kind === 'docked') out.push({ type: 'Undock', actor: player, ship: ship.iid });
      if (kind === 'surface' && !checkLandingRule(state, ship.iid, 'take-off', () => remainingRange(state, ship.iid))) out.push({ type: 'TakeOff', actor: player, ship: ship.iid });
      if (kind === 'space') {
        if (!checkLanding(state, ship.iid)) out.push({ type: 'Land', actor: player, ship: ship.iid });
        for (const facility of facilities)
          if (facility.zone === ship.zone && !checkDocking(state, player, ship.iid, facility.iid)) out.push({ type: 'Dock', actor: player, ship: ship.iid, facility: facility.iid });
        // Issue 15 (sites): the docking sites of any Nor here (behaviour/sites.ts).
        for (const site of dockingSitesAt(state, ship.zone)) if (!checkDocking(state, player, ship.iid, site)) out.push({ type: 'Dock', actor: player, ship: ship.iid, facility: site });
        // Issue 15 (lead): loading aboard a carrying ship (behaviour/carried-ships.ts).
        for (const carrier of possibleCarriers(state, player, ship.zone)) if (carrier !== ship.iid && !checkDocking(state, player, ship.iid, carrier)) out.push({ type: 'Dock', actor: player, ship: ship.iid, facility: carrier });
        const here = zoneArg(ship.zone);
        const line = state.spacelines[state.locations[here]!.quadrant] ?? [];
        const left = remainingRange(state, ship.iid);
        const spans = new Map<string, number>();
        for (const to of line)
          if (to !== here && mayFly(state, player, ship.iid, to, left, spans)) {
            out.push({ type: 'Fly', actor: player, ship: ship.iid, to });
            // Issue 15 (lead): and towing a ship along (behaviour/tractor-beams.ts; none unless a card lets this ship tow).
            out.push(...towFlights(state, player, ship.iid, to));
          }
      }
    }

    // attemptCandidates already applied the location's rules; the team is checked per candidate.
    for (const candidate of attemptCandidates(state, player)) {
      const command: Command = { type: 'AttemptMission', actor: player, location: candidate.location, ...(candidate.ship ? { ship: candidate.ship } : {}) };
      if (!checkAttemptTeam(state, command)) out.push(command);
    }
    // Issue 15 (borg objectives): scouting the current objective's target (behaviour/scouting.ts).
    for (const command of scoutOffers(state, player)) out.push(command);
    for (const dilemma of Object.keys(state.ongoing)) if (curable(state, dilemma, player)) out.push({ type: 'CureDilemma', actor: player, dilemma });
    // Issue 15: battle (one offer per place / per target ship: battle/battle.ts)
    battleOffers(state, player, push);
    for (const command of useCardCandidates(state, player, mine)) push(command);
    for (const command of activationOffers(state, player)) push(command);
    for (const command of towOffers(state, player)) push(command);
    // Issue 15 (evint's gap, twenty-first session): beams a card on a ship adds past its location (Subspace Transporter).
    for (const command of nearbyBeamCandidates(state, player)) push(command);
    // Issue 15 (sites): commandeering an opponent's Nor from its Ops (behaviour/sites.ts).
    for (const command of commandeerOffers(state, player, index.onSpaceline)) push(command);
    for (const command of nullifyWithPresentOffers(state, player, index.onSpaceline)) push(command);
    for (const command of missionReportOffers(state, player)) push(command);
    for (const command of specialReportCandidates(state, player, mine)) push(command);
  }
  // Issue 15: special downloads (one per usable icon whose target is in the deck or hand; none on the opponent's list).
  for (const command of specialDownloadCommands(state, player)) push(command);
  // Issue 15 (personnel, second half): a personnel's skill that nullifies a card in play.
  for (const command of nullifyBySkillCommands(state, player)) push(command);
  // Issue 15 (personnel, second half): a personnel's "once per game, may …" skill.

  for (const source of cardsIn(state, Z.table(player))) {
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'draw a card (manual)', primitives: [{ kind: 'draw', player, count: 1 }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'score 5 bonus points (manual)', primitives: [{ kind: 'score', player, points: 5, bonus: true }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'score 10 points (manual)', primitives: [{ kind: 'score', player, points: 10, bonus: false }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'discard this card (manual)', primitives: [{ kind: 'move', card: source, to: 'discard' }] });
  }
  // Issue 15: one EndTurn per card in hand when a card demands a discard first (behaviour/end-turn-premiere.ts).
  if (ownTurn) for (const command of endTurnCommands(state, player)) push(command);
}

export { PLAYERS };
