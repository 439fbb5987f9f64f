/**
 * Test oracle (issue 17): the previous legalCommands, kept verbatim in behaviour — it generates every
 * candidate and keeps those the full `check` accepts. legal.spec.ts compares legalCommands' output
 * with this over many seeded positions.
 * legalCommandsByCheck(state, player): every command the player may issue now, each checked by the same
 * `check` that `decide` uses. Moves list each personnel singly and each whole group (any other
 * subset is also legal through `decide`, and is reachable by repeated single moves). Manual effects
 * are open-ended; the list offers a few templates per card of yours on the table.
 */
import { infiltrationOffers } from '../behaviour/infiltration';
import { playsOf } from '../behaviour/out-of-turn-plays';
import { mayReportFree } from '../behaviour/free-reports';
import { endTurnCommands } from '../behaviour/end-turn-premiere';
import { controls } from '../control';
import { bp } from '../context';
import { tableIndex } from '../table-index';
import { check } from '../decide';
import { type Actor, type Command, type GameState, type PlayerId } from '../types';
import { missionPlacement, seedableLocations } from '../seeding';
import { walkDestinations } from '../play';
import { acceptsReporting, isPlanetMission, seedsOnTable } from '../card-facts';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { attemptCandidates } from '../attempt/beginning';
import { curable } from '../attempt/cures';
import { battleOffers, returnFireOffers } from '../battle/battle';
import { playVariants } from '../behaviour/modes';
import { scriptedPlay, validTargets } from '../behaviour/play';
import { useCardCandidates, windowUseCardCandidates } from '../behaviour/select-incidents';
import { activationOffers } from '../behaviour/activations';
import { specialReportCandidates } from '../behaviour/reporting';
import { nullifyBySkillCommands } from '../behaviour/nullify-personnel-b';
import { specialDownloadCommands } from '../behaviour/downloads';
import { seedOnTargetCommands } from '../behaviour/seed-on-target';
import { arrangeOffers } from '../behaviour/windows-draws';
import { choiceOffers } from '../behaviour/choices';
import { forcedBattleOffers } from '../behaviour/forced-battles';

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

export function legalCommandsByCheck(state: GameState, actor: Actor): Command[] {
  if (state.phase === 'ended' || state.gameId === '') return [];
  if (actor === 'director') return state.timeCalled ? [] : [{ type: 'CallTime', actor: 'director' }];
  const out: Command[] = [];
  const push = (command: Command) => {
    if (check(state, command) === null) out.push(command);
  };
  const player: PlayerId = actor;
  const choice = state.attempt?.choice;
  // A deck put in order and a choice after a look wait before anything else (as legal.ts).
  if (state.windowsPending?.arrange || state.pendingChoice) {
    (state.windowsPending?.arrange ? arrangeOffers(state, player) : choiceOffers(state, player)).forEach(push);
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
        const locations = seedableLocations(state, player);
        for (const card of seedCards(state, player, ['Dilemma', 'Artifact']))
          for (const location of locations) push({ type: 'SeedUnderMission', actor: player, card, location });
        push({ type: 'FinishSeeding', actor: player });
        push({ type: 'PassSeeding', actor: player });
        break;
      }
      case 'facility': {
        const locations = Object.values(state.spacelines).flatMap((line) => line ?? []);
        for (const card of seedCards(state, player, ['Facility'])) for (const location of locations) push({ type: 'SeedFacility', actor: player, card, location });
        for (const card of seedCards(state, player, ['Objective', 'Incident', 'Event'])) if (seedsOnTable(bp(state, card)) === 'facility') push({ type: 'SeedOnTable', actor: player, card });
        for (const command of seedOnTargetCommands(state, player, seedCards(state, player, ['Objective', 'Incident', 'Event', 'Site', 'Time Location']))) push(command);
        push({ type: 'PassSeeding', actor: player });
        break;
      }
      case 'play':
        turnCommands(state, player, push);
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
  // Issue 15 (helper plays): on the opponent's turn, every card of the hand and draw deck played, or reported to each ship and
  // facility of the player, kept when the check accepts it (behaviour/out-of-turn-plays.ts: a free play opened then).
  if (state.phase === 'play' && !choice && state.turn && state.turn.player !== player) {
    const places = tableIndex(state).inPlayBy[player].filter((instance) => ['Facility', 'Ship'].includes(bp(state, instance.iid).type));
    for (const card of [...cardsIn(state, Z.hand(player)), ...cardsIn(state, Z.draw(player))]) {
      for (const place of places) push({ type: 'ReportForDuty', actor: player, card, facility: place.iid });
      // Twentieth session: a card played onto a target, each target (and way) tried; a plain play otherwise.
      for (const command of playsOf(state, player, card)) push(command);
    }
  }
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
  // Issue 15 (personnel, second half): skills that nullify a card just played (or in play), in the window as on the turn.
  for (const command of nullifyBySkillCommands(state, player)) push(command);
  // Issue 15 (helper tail6): a selection changed "at any time" (Taspar Egg), in the player's own window too.
  for (const command of windowUseCardCandidates(state, player)) push(command);
  for (const card of cardsIn(state, Z.hand(player))) {
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

function turnCommands(state: GameState, player: PlayerId, push: (command: Command) => void): void {
  const turn = state.turn!;
  const hand = cardsIn(state, Z.hand(player));
  // Issue 15 (lead): cards revealed from the draw deck that may report at once (behaviour/immediate-free-plays.ts).
  const open = state.immediateFreePlay;
  const reportable = open?.cards && open.player === player ? [...hand, ...open.cards.filter((iid) => state.cards[iid]?.zone === Z.draw(player))] : hand;
  const mine = Object.values(state.cards).filter((instance) => instance.owner === player);
  const onTable = (zone: string) => ['space', 'surface', 'docked'].includes(zoneKind(zone));
  const facilities = Object.values(state.cards).filter((instance) => onTable(instance.zone) && bp(state, instance.iid).type === 'Facility' && controls(state, player, instance.iid));
  const ships = mine.filter((instance) => onTable(instance.zone) && bp(state, instance.iid).type === 'Ship');
  // Issue 15 (sites): every site in play, for reports and docking (behaviour/sites.ts).
  const sites = Object.values(state.cards).filter((instance) => zoneKind(instance.zone) === 'sites');

  if (turn.stage === 'card-play' && !turn.normalCardPlayUsed) {
    const reporters = facilities.filter((facility) => acceptsReporting(bp(state, facility.iid)));
    for (const card of reportable) {
      const type = bp(state, card).type;
      if (type === 'Personnel' || type === 'Ship' || type === 'Equipment')
        for (const facility of [...reporters, ...sites]) push({ type: 'ReportForDuty', actor: player, card, facility: facility.iid });
    }
  } else if (turn.stage === 'card-play') {
    // Issue 15: cards that may report for free once the normal card play is spent (behaviour/free-reports.ts).
    const reporters = facilities.filter((facility) => acceptsReporting(bp(state, facility.iid)));
    for (const card of reportable) if (mayReportFree(state, player, card)) for (const facility of reporters) push({ type: 'ReportForDuty', actor: player, card, facility: facility.iid });
  }
  // Issue 15 (personnel, second half): reports where a special skill says (legal.ts offers them right after the reports).
  for (const card of hand) {
    const type = bp(state, card).type;
    const scripted = scriptedPlay(bp(state, card));
    if (
      type === 'Event' || type === 'Incident' || type === 'Objective' || type === 'Interrupt' || type === 'Doorway' || scripted?.play?.window.kind === 'build' ||
      (type === 'Site' && scripted !== undefined) ||
      (type === 'Time Location' && scripted !== undefined) ||
      // Issue 15: an artifact played as an event or an interrupt, per its script.
      (type === 'Artifact' && (scripted?.play?.window.kind === 'normal-play' || scripted?.play?.window.kind === 'interrupt'))
    ) {
      // Issue 15: a scripted card with a target is offered once per legal target.
      // Issue 15 (modes): once per way of playing that fits and per declined "may" (one plain variant for most cards).
      for (const variant of playVariants(bp(state, card))) {
        const way = variant.mode === undefined ? scripted : scriptedPlay(bp(state, card), undefined, variant.mode);
        if (way?.targets) for (const target of validTargets(state, player, way.targets, card)) push({ type: 'PlayCard', actor: player, card, target, ...variant });
        else push({ type: 'PlayCard', actor: player, card, ...variant });
      }
      // Issue 15 (lead, twentieth session): the way its script leaves to manual effects (behaviour/manual-ways.ts).
      push({ type: 'PlayCard', actor: player, card, manualWay: true });
    }
  }
  if (turn.stage === 'card-play') push({ type: 'BeginOrders', actor: player });
  // Issue 15 (sites): commandeering, every personnel of the player's at any site against its Nor.
  for (const site of sites)
    for (const personnel of cardsIn(state, Z.aboard(site.iid))) if (state.cards[personnel]!.owner === player) {
      push({ type: 'Commandeer', actor: player, facility: zoneArg(site.zone), personnel });
      push({ type: 'Commandeer', actor: player, facility: zoneArg(site.zone), personnel, flip: true });
    }

  // Beam and walk: from every place where the player has personnel.
  const groups = new Map<string, string[]>();
  for (const instance of mine) {
    const kind = zoneKind(instance.zone);
    if ((kind === 'aboard' || kind === 'surface') && !instance.stopped) groups.set(instance.zone, [...(groups.get(instance.zone) ?? []), instance.iid]);
  }
  for (const [from, cards] of groups) {
    const personnel = cards.filter((iid) => bp(state, iid).type === 'Personnel');
    if (personnel.length === 0) continue;
    const location = locationOfZone(state, from);
    if (!location) continue;
    const selections = personnel.length > 1 || cards.length > 1 ? [...personnel.map((iid) => [iid]), cards] : [personnel];
    const transporters = [...facilities, ...ships].filter((host) => locationOfZone(state, host.zone) === location);
    for (const via of transporters) {
      const viaZone = Z.aboard(via.iid);
      const targets: string[] = [];
      if (from === viaZone) {
        for (const host of transporters) if (host.iid !== via.iid) targets.push(Z.aboard(host.iid));
        if (state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)))) targets.push(Z.surface(location));
        for (const instance of Object.values(state.cards))
          if (instance.owner === other(player) && onTable(instance.zone) && locationOfZone(state, instance.zone) === location && bp(state, instance.iid).type === 'Ship')
            targets.push(Z.aboard(instance.iid));
      } else targets.push(viaZone);
      for (const to of targets) for (const selection of selections) push({ type: 'Beam', actor: player, cards: selection, to, via: via.iid });
    }
    for (const to of walkDestinations(state, player, from)) for (const selection of selections) push({ type: 'Walk', actor: player, cards: selection, to });
  }

  // Issue 15: cloaking (1E rulebook › CLOAK), each mode tried on each ship.
  for (const ship of ships) for (const mode of ['cloak', 'phase', 'decloak'] as const) push({ type: 'CloakShip', actor: player, ship: ship.iid, mode });
  for (const ship of ships) {
    const kind = zoneKind(ship.zone);
    if (kind === 'docked') push({ type: 'Undock', actor: player, ship: ship.iid });
    if (kind === 'surface') push({ type: 'TakeOff', actor: player, ship: ship.iid });
    if (kind === 'space') {
      push({ type: 'Land', actor: player, ship: ship.iid });
      for (const facility of [...facilities, ...sites]) if (facility.zone === ship.zone || facility.zone.startsWith('sites:')) push({ type: 'Dock', actor: player, ship: ship.iid, facility: facility.iid });
      for (const carrier of ships) if (carrier.iid !== ship.iid && carrier.zone === ship.zone) push({ type: 'Dock', actor: player, ship: ship.iid, facility: carrier.iid });
      const here = zoneArg(ship.zone);
      const line = state.spacelines[state.locations[here]!.quadrant] ?? [];
      for (const to of line) if (to !== here) push({ type: 'Fly', actor: player, ship: ship.iid, to });
      // Issue 15 (lead): towing along — each other ship in the same zone, for a ship with a card lying on it.
      if (cardsIn(state, Z.on(ship.iid)).length > 0)
        for (const tow of cardsIn(state, ship.zone)) if (tow !== ship.iid && bp(state, tow).type === 'Ship') for (const to of line) if (to !== here) push({ type: 'Fly', actor: player, ship: ship.iid, to, tow });
    }
  }

  for (const candidate of attemptCandidates(state, player))
    push({ type: 'AttemptMission', actor: player, location: candidate.location, ...(candidate.ship ? { ship: candidate.ship } : {}) });
  for (const dilemma of Object.keys(state.ongoing)) if (curable(state, dilemma, player)) push({ type: 'CureDilemma', actor: player, dilemma });
  // Issue 15: battle (one offer per place / per target ship: battle/battle.ts)
  battleOffers(state, player, push);
  for (const command of useCardCandidates(state, player)) push(command);
  for (const command of activationOffers(state, player)) push(command);
  for (const command of specialReportCandidates(state, player)) push(command);
  // Issue 15: special downloads (one per usable icon whose target is in the deck or hand; none on the opponent's list).
  for (const command of specialDownloadCommands(state, player)) push(command);
  // Issue 15 (personnel, second half): a skill that nullifies a card in play, "once per game, may …" skills.
  for (const command of nullifyBySkillCommands(state, player)) push(command);

  for (const source of cardsIn(state, Z.table(player))) {
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'draw a card (manual)', primitives: [{ kind: 'draw', player, count: 1 }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'score 5 bonus points (manual)', primitives: [{ kind: 'score', player, points: 5, bonus: true }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'score 10 points (manual)', primitives: [{ kind: 'score', player, points: 10, bonus: false }] });
    push({ type: 'DeclareManualEffect', actor: player, source, description: 'discard this card (manual)', primitives: [{ kind: 'move', card: source, to: 'discard' }] });
  }
  for (const command of endTurnCommands(state, player)) push(command);
}

