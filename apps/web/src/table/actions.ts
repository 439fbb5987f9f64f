/**
 * What the table offers a player, from the api's legalCommands alone: each command is put under
 * the card it concerns (so clicking that card shows its actions) or among the general actions, and
 * labelled with card and mission names, never instance ids. Command types this file does not know
 * (responses, passes and judge calls added to the engine later) still appear: under the first card
 * they name, labelled from their type and fields. Pure: tested in actions.spec.ts.
 */
import type { GameCommand } from '../api/client';

/** Names for what commands mention; `card` answers a title or a stand-in for a hidden card. */
export interface Namer {
  card(iid: string): string;
  /** whether the id is a card instance this viewer knows (to find an unknown command's subject) */
  isCard(iid: string): boolean;
  location(id: string): string;
  player(seat: string): string;
  /** the first mission card at a location (the card an attempt concerns) */
  missionAt(location: string): string | null;
  /** how many locations a quadrant's spaceline has (to name mission positions as ends) */
  spacelineLength(quadrant: string): number;
  /** the mission `seat` places next, when this viewer sees it (its owner, in the mission phase: 1E rulebook › MISSION PHASE) */
  nextMission(seat: string): { readonly title: string; readonly quadrant: string } | null;
  /** the zone a visible card is in ("aboard:…", "surface:…"), null when unknown */
  zoneOf(iid: string): string | null;
  /** RANGE a flight of the viewer's ship to a location uses, and the ship's RANGE left this turn (null when the view does not say) */
  flight(ship: string, to: string): { readonly range: number; readonly left: number } | null;
  /** why seeding the viewer's card under a location would be a mis-seed (engine view-mis-seeds.ts); null when it would not be, or the view does not say */
  misSeed(card: string, location: string): string | null;
  /** where a location is along the spacelines as the board draws them, left to right (for listing choices in that order) */
  locationOrder(id: string): number;
}

export interface Action {
  readonly key: string;
  readonly command: GameCommand;
  /** e.g. "Fly" */
  readonly verb: string;
  /** e.g. "to Avert Disaster" (empty when the verb says it all) */
  readonly detail: string;
}

/** Actions of one kind for one card (or for no card): one button, or a dialog to pick among them. */
export interface ActionGroup {
  readonly type: string;
  readonly verb: string;
  readonly subject: string | null;
  readonly actions: readonly Action[];
}

export interface TableActions {
  readonly byCard: ReadonlyMap<string, readonly ActionGroup[]>;
  readonly general: readonly ActionGroup[];
  /** settings the player may change at any time (SetAutoPass): not a move, so apart from `general` */
  readonly settings: readonly ActionGroup[];
  /** every command offered */
  readonly count: number;
  /** the commands that are moves in the game: not settings, not Concede (the player's turn to act when > 0) */
  readonly moves: number;
}

/** "RespondToJudgeCall" -> "Respond to judge call" */
export function humanize(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A zone key in words ("aboard U.S.S. Enterprise", "the planet at Avert Disaster"). */
export function zoneInWords(zone: string, names: Namer): string {
  const cut = zone.indexOf(':');
  const kind = zone.slice(0, cut);
  const arg = zone.slice(cut + 1);
  switch (kind) {
    case 'aboard':
      return `aboard ${names.card(arg)}`;
    case 'docked':
      return `docked at ${names.card(arg)}`;
    case 'surface':
      return `the planet at ${names.location(arg)}`;
    case 'space':
      return `space at ${names.location(arg)}`;
    default:
      return zone;
  }
}

/** Where to, in words after a verb: "aboard U.S.S. Enterprise", "to the planet at Avert Disaster" (never "to aboard"). */
export function towardsInWords(zone: string, names: Namer): string {
  const words = zoneInWords(zone, names);
  return /^(aboard|docked) /.test(words) ? words : `to ${words}`;
}

/** "nullify-treaty" -> "nullify treaty" (an ability's id in words). */
const wordsOf = (id: string): string => id.replace(/[-_]+/g, ' ');

/** What a command targets, in words: a card, a zone, a player or a location. */
function targetInWords(target: string, n: Namer): string {
  if (n.isCard(target)) return n.card(target);
  if (target === 'p1' || target === 'p2') return n.player(target);
  if (target.includes(':')) return zoneInWords(target, n);
  return n.location(target);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

interface Described {
  readonly subject: string | null;
  readonly verb: string;
  readonly detail: string;
}

function names(iids: readonly string[], n: Namer): string {
  return iids.map((i) => n.card(i)).join(', ');
}

/** Subject, verb and detail of one command. */
export function describeCommand(command: GameCommand, n: Namer): Described {
  const c = command as Record<string, unknown>;
  switch (command.type) {
    case 'SeedDoorway':
      return { subject: str(c.card), verb: 'Seed doorway', detail: '' };
    case 'FinishSeeding':
      return { subject: null, verb: 'Finish seeding', detail: '' };
    case 'PassSeeding':
      return { subject: null, verb: 'Pass', detail: '(seed nothing more now)' };
    case 'PlaceMission': {
      // 1E rulebook › MISSION PHASE: the top mission of the pile is drawn, then placed at either end of its quadrant's
      // spaceline (a new spaceline for the quadrant's first); the owner sees it before choosing
      const position = Number(c.position);
      const next = n.nextMission(str(c.actor));
      const quadrant = next?.quadrant ?? 'Alpha';
      const length = n.spacelineLength(quadrant);
      const where =
        length === 0 ? `to start the ${quadrant} Quadrant spaceline` : position === 0 ? 'at the left end' : position >= length ? 'at the right end' : `at position ${position + 1}`;
      return { subject: null, verb: next ? `Place ${next.title}` : 'Place your next mission', detail: where };
    }
    case 'SeedUnderMission': {
      // 1E rulebook › ATTEMPT A MISSION › MIS-SEEDS: a card that cannot be encountered where it is seeded goes out of play
      // when revealed, and its owner, encountering it, cannot solve that mission; allowed (a bluff), so said, not hidden
      const misSeed = n.misSeed(str(c.card), str(c.location));
      return { subject: str(c.card), verb: 'Seed', detail: `under ${n.location(str(c.location))}${misSeed ? ` — a mis-seed: ${misSeed}` : ''}` };
    }
    case 'SeedFacility':
      return { subject: str(c.card), verb: 'Seed facility', detail: `at ${n.location(str(c.location))}` };
    case 'SeedOnTable': {
      // Issue 15 (seeding): a card that seeds on a mission (a location id) or on a card in play; `location` is the older spelling.
      const target = str(c.target ?? c.location);
      if (!target) return { subject: str(c.card), verb: 'Seed on the table', detail: '' };
      return { subject: str(c.card), verb: 'Seed', detail: /^L\d+$/.test(target) ? `atop ${n.location(target)}` : `on ${n.card(target)}` };
    }
    case 'ReportForDuty':
      return { subject: str(c.card), verb: 'Report for duty', detail: `to ${n.card(str(c.facility))}` };
    case 'PlayCard': {
      // Issue 15 (lead, twentieth session): the way its script leaves to manual effects — its effect is declared next.
      if (c.manualWay) return { subject: str(c.card), verb: 'Play', detail: 'its other way (declare its effect next)' };
      const target = str(c.target);
      // A two-part target (`ship>location`, e.g. Wormhole): the card and where it goes.
      const [first, second] = target.split('>');
      const detail = !target
        ? ''
        : second
          ? `${n.card(first!)} to ${n.location(second)}`
          : target === 'p1' || target === 'p2'
            ? `on ${n.player(target)}`
            : n.isCard(target)
              ? `on ${n.card(target)}`
              : `at ${n.location(target)}`;
      return { subject: str(c.card), verb: 'Play', detail };
    }
    case 'PassResponse':
      // every response window, not only a card played (a ship undocking, a battle begun, a mission solved: the log says which)
      return { subject: null, verb: 'Pass', detail: '(respond with nothing: the game goes on)' };
    case 'SetAutoPass':
      if (c.every) return { subject: null, verb: 'Pass explicitly at every window', detail: '(also wait for me as an attempt begins, after a dilemma stops or kills, after an assimilation)' };
      return { subject: null, verb: c.on ? 'Pass automatically' : 'Pass explicitly', detail: c.on ? '(never wait for me to respond)' : '(wait for me when a card is played)' };
    case 'BeginOrders':
      return { subject: null, verb: 'Begin orders', detail: '(end card play for this turn)' };
    case 'Beam':
    case 'Walk': {
      const cards = list(c.cards);
      const via = str(c.via);
      const detail = `${names(cards, n)} ${towardsInWords(str(c.to), n)}${via ? ` (using ${n.card(via)})` : ''}`;
      return { subject: cards.length === 1 ? cards[0]! : via || cards[0] || null, verb: command.type, detail };
    }
    case 'Dock':
      return { subject: str(c.ship), verb: 'Dock', detail: `at ${n.card(str(c.facility))}` };
    case 'Undock':
      return { subject: str(c.ship), verb: 'Undock', detail: '' };
    case 'Fly': {
      // 1E rulebook › FLY A STARSHIP: the flight uses the spans of the locations entered, out of the ship's RANGE for the turn
      const cost = n.flight(str(c.ship), str(c.to));
      const range = cost ? ` (uses ${cost.range} of ${cost.left} RANGE left)` : '';
      return { subject: str(c.ship), verb: 'Fly', detail: `to ${n.location(str(c.to))}${c.tow ? `, towing ${n.card(str(c.tow))}` : ''}${range}` };
    }
    case 'Land':
      return { subject: str(c.ship), verb: 'Land', detail: '' };
    case 'TakeOff':
      return { subject: str(c.ship), verb: 'Take off', detail: '' };
    case 'EndTurn':
      return { subject: null, verb: 'End turn', detail: '' };
    case 'DeclareManualEffect':
      return { subject: str(c.source), verb: 'Manual effect', detail: str(c.description) };
    case 'RespondToManualEffect':
      return c.accept ? { subject: null, verb: 'Accept the manual effect', detail: '' } : { subject: null, verb: 'Dispute the manual effect', detail: '' };
    case 'Concede':
      return { subject: null, verb: 'Concede', detail: '(end the game as a loss)' };
    case 'CallTime':
      return { subject: null, verb: 'Call time', detail: '(the tournament time limit is reached)' };
    case 'AttemptMission': {
      const location = str(c.location);
      const ship = str(c.ship);
      return {
        subject: n.missionAt(location),
        verb: 'Attempt mission',
        detail: ship ? `with the crew of ${n.card(ship)}` : 'with your Away Team on the planet',
      };
    }
    case 'ChooseForDilemma':
      return { subject: null, verb: 'Choose for the dilemma', detail: names(list(c.chosen), n) };
    case 'CureDilemma':
      return { subject: str(c.dilemma), verb: 'Cure', detail: '' };
    // Issue 15 (helper forced): a battle a card requires, declined (allowed by the card, or none can be made).
    case 'DeclineForcedBattle':
      return { subject: null, verb: 'Decline the required battle', detail: '' };
    // Issue 15 (helper tactics): the Tactics stage of a ship battle.
    case 'DrawTactic':
      return { subject: null, verb: 'Draw a Tactic', detail: 'from your Battle Bridge side deck' };
    case 'ChooseTactic':
      return { subject: c.tactic === null ? null : str(c.tactic), verb: c.tactic === null ? 'No current tactic' : 'Play as current tactic', detail: '' };
    // Issue 15: abilities of cards in play, options, special reporting and downloads, skill nullifiers.
    case 'ActivateCard':
      return { subject: str(c.card), verb: `Use: ${wordsOf(str(c.ability))}`, detail: c.target === undefined ? '' : `on ${targetInWords(str(c.target), n)}` };
    case 'UseCard':
      return { subject: str(c.card), verb: 'Select', detail: str(c.option) };
    case 'SpecialReport':
      return { subject: str(c.card), verb: 'Report for duty', detail: `${towardsInWords(str(c.to), n)} (special reporting)` };
    case 'SpecialDownload':
      return { subject: str(c.source), verb: 'Download', detail: `${n.card(str(c.target))}${c.to ? ` to ${targetInWords(str(c.to), n)}` : ''}` };
    case 'NullifyBySkill':
      return { subject: str(c.source), verb: 'Nullify', detail: n.card(str(c.target)) };
    case 'CloakShip':
      return { subject: str(c.ship), verb: humanize(str(c.mode)), detail: '' };
    // Issue 15 (sites): commandeering a Nor from its Ops.
    case 'Commandeer':
      // Issue 15 (helper terok): `flip` — the Nor turned over as it is taken (Mirror Terok Nor).
      return { subject: str(c.personnel), verb: 'Commandeer', detail: `${n.card(str(c.facility))}${c.flip ? ' and turn it over' : ''}` };
    // Issue 15 (site text).
    case 'NullifyWithPresent':
      return { subject: str(c.card), verb: 'Nullify', detail: 'with the skills present' };
    case 'FileMissionReport':
      return { subject: str(c.personnel), verb: 'File a mission report', detail: n.card(str(c.objective)) };
    default:
      return describeUnknown(c, n);
  }
}

/** A command type this page does not know: its first named card is the subject, the rest in words. */
function describeUnknown(c: Record<string, unknown>, n: Namer): Described {
  let subject: string | null = null;
  const parts: string[] = [];
  for (const [field, value] of Object.entries(c)) {
    if (field === 'type' || field === 'actor') continue;
    const ids = typeof value === 'string' ? [value] : list(value);
    if (ids.length > 0 && ids.every((id) => n.isCard(id))) {
      if (subject === null) subject = ids[0]!;
      parts.push(`${humanize(field).toLowerCase()}: ${names(ids, n)}`);
    } else if (typeof value === 'string' && value.includes(':')) parts.push(`${humanize(field).toLowerCase()}: ${zoneInWords(value, n)}`);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(`${humanize(field).toLowerCase()}: ${String(value)}`);
    // Issue 15 (lead): options that are no cards (a skill named: Painstik) are shown as they are.
    else if (ids.length > 0) parts.push(`${humanize(field).toLowerCase()}: ${ids.join(', ')}`);
  }
  return { subject, verb: humanize(String(c.type)), detail: parts.join('; ') };
}

/** Group legalCommands by the card they concern and by kind. */
export function groupCommands(commands: readonly GameCommand[], n: Namer): TableActions {
  const byCard = new Map<string, ActionGroup[]>();
  const general: ActionGroup[] = [];
  const settings: ActionGroup[] = [];
  const add = (into: ActionGroup[], subject: string | null, type: string, verb: string, action: Action) => {
    const found = into.find((g) => g.type === type && g.verb === verb);
    if (found) (found.actions as Action[]).push(action);
    else into.push({ type, verb, subject, actions: [action] });
  };
  commands.forEach((command, i) => {
    const d = describeCommand(command, n);
    const action: Action = { key: `${i}:${command.type}`, command, verb: d.verb, detail: d.detail };
    if (d.subject) {
      const groups = byCard.get(d.subject) ?? [];
      byCard.set(d.subject, groups);
      add(groups, d.subject, command.type, d.verb, action);
    } else add(command.type === 'SetAutoPass' ? settings : general, null, command.type, d.verb, action);
  });
  // choices of a mission (seed under it, seed a facility at it) listed left to right as the spaceline is drawn, not in
  // the order of the locations' ids
  for (const group of [...byCard.values()].flat()) {
    const at = (a: Action) => (a.command as { location?: unknown }).location;
    if (group.actions.length > 1 && group.actions.every((a) => typeof at(a) === 'string'))
      (group.actions as Action[]).sort((a, b) => n.locationOrder(at(a) as string) - n.locationOrder(at(b) as string));
  }
  // the game-ending choices last among the general actions
  const last = new Set(['Concede']);
  general.sort((a, b) => Number(last.has(a.type)) - Number(last.has(b.type)));
  const moves = commands.filter((c) => c.type !== 'SetAutoPass' && c.type !== 'Concede').length;
  return { byCard, general, settings, count: commands.length, moves };
}

/**
 * The response setting now, read from the changes offered (libs/engine legal.ts offers SetAutoPass
 * on: true only while passing explicitly, and `every` only while passing explicitly at the usual windows).
 */
export function responseSetting(settings: readonly ActionGroup[]): string {
  const offered = settings.flatMap((g) => g.actions.map((a) => a.command as GameCommand & { on?: boolean; every?: boolean }));
  if (!offered.some((c) => c.on === true)) return 'passed for you automatically';
  return offered.some((c) => c.every === true) ? 'you pass yourself when a card is played' : 'you pass yourself at every window';
}

/**
 * What passing in the facility phase would leave behind, when a facility can still be seeded: a
 * pass there is final for the player (the phase ends once both have passed, and cards not seeded
 * are placed out of play), and a player without a facility has nowhere to report personnel and
 * ships for duty (1E rulebook › FACILITY PHASE). The table asks before such a pass; null: it need
 * not ask. `facilities` are the titles of the facilities still offered, once each.
 */
export function passLeavesFacilities(actions: TableActions, n: Namer): { readonly facilities: readonly string[] } | null {
  const facilities = new Set<string>();
  for (const groups of actions.byCard.values())
    for (const g of groups) if (g.type === 'SeedFacility' && g.subject) facilities.add(n.card(g.subject));
  const passOffered = actions.general.some((g) => g.type === 'PassSeeding');
  return passOffered && facilities.size > 0 ? { facilities: [...facilities] } : null;
}

/**
 * Beam and Walk: legalCommands lists each personnel alone and each whole group; any other subset
 * of the cards in one place is legal too (libs/engine legal.ts). A move dialog offers every
 * destination and, for it, every card that may go from one place, and builds the command from what
 * the player ticks. Cards in different places are different options (one command moves cards from
 * one place: libs/engine play.ts checkBeam), named by where they are when that is not the obvious.
 */
export interface MoveOption {
  readonly type: 'Beam' | 'Walk';
  readonly to: string;
  readonly via: string | null;
  /** the zone the cards leave */
  readonly from: string | null;
  /** e.g. "Beam aboard U.S.S. Enterprise using Federation Outpost" */
  readonly label: string;
  /** e.g. "aboard U.S.S. Enterprise" (the submit button says "Beam 2 aboard U.S.S. Enterprise") */
  readonly towards: string;
  readonly cards: readonly string[];
}

export function moveOptions(actions: readonly Action[], n: Namer): MoveOption[] {
  const options = new Map<string, { type: 'Beam' | 'Walk'; to: string; via: string | null; from: string | null; cards: string[] }>();
  for (const { command } of actions) {
    if (command.type !== 'Beam' && command.type !== 'Walk') continue;
    const c = command as Record<string, unknown>;
    const cards = list(c.cards);
    const from = cards[0] ? n.zoneOf(cards[0]) : null;
    const key = `${command.type}|${str(c.to)}|${str(c.via)}|${from ?? ''}`;
    const entry = options.get(key) ?? { type: command.type, to: str(c.to), via: str(c.via) || null, from, cards: [] };
    for (const card of cards) if (!entry.cards.includes(card)) entry.cards.push(card);
    options.set(key, entry);
  }
  const all = [...options.values()];
  // "from …" only where one destination is reached from several places
  const places = (o: (typeof all)[number]) => new Set(all.filter((p) => p.type === o.type && p.to === o.to && p.via === o.via).map((p) => p.from)).size;
  return all.map((o) => {
    const towards = towardsInWords(o.to, n);
    const from = o.from && places(o) > 1 ? ` from ${zoneInWords(o.from, n)}` : '';
    return { ...o, towards, label: `${o.type} ${towards}${from}${o.via ? ` using ${n.card(o.via)}` : ''}` };
  });
}

/**
 * The moves a move dialog opened from `group` offers: a personnel's own moves and every other
 * card's of the same kind from the same place to the same destinations (legalCommands puts a move of
 * one personnel under it and a whole group's under the ship or facility whose transporters it uses:
 * opened from one personnel, the dialog still lets the player tick the others who may go along).
 */
export function movesAlong(group: ActionGroup, table: TableActions, n: Namer): readonly Action[] {
  const keyOf = (a: Action) => {
    const c = a.command as Record<string, unknown>;
    const first = list(c.cards)[0];
    return `${a.command.type}|${str(c.to)}|${str(c.via)}|${first ? (n.zoneOf(first) ?? '') : ''}`;
  };
  const keys = new Set(group.actions.map(keyOf));
  const along = [...table.byCard.values(), table.general].flat().filter((g) => g.type === group.type).flatMap((g) => g.actions);
  const seen = new Set(group.actions.map((a) => a.key));
  return [...group.actions, ...along.filter((a) => keys.has(keyOf(a)) && !seen.has(a.key) && (seen.add(a.key), true))];
}

export function moveCommand(option: MoveOption, cards: readonly string[]): GameCommand {
  return option.type === 'Beam' ? { type: 'Beam', cards, to: option.to, via: option.via ?? '' } : { type: 'Walk', cards, to: option.to };
}

/** A dilemma choice from its commands: the cards offered and how many to pick. */
export function dilemmaChoice(actions: readonly Action[]): { options: string[]; pick: number } | null {
  const combos = actions.map((a) => list((a.command as Record<string, unknown>).chosen));
  if (combos.length === 0) return null;
  const options: string[] = [];
  for (const combo of combos) for (const card of combo) if (!options.includes(card)) options.push(card);
  return { options, pick: combos[0]!.length };
}
