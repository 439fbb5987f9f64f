/**
 * Plain-language lines for the event list and `captains-log replay print`. Works on events as a
 * perspective sees them (redacted events carry counts instead of cards).
 */
import { describeBattleEvent } from './describe-battle';
import { resultWords, type ResultLike } from './result-words';

export interface DescribeContext {
  /** p1/p2 -> the player's name */
  readonly names: Readonly<Record<string, string>>;
  /** a card instance's title when this perspective knows it */
  title(iid: string): string | null;
  /** a location's name (its mission) */
  location(id: string): string | null;
  /** an earlier event's line, for a reader who sees no event numbers (the live table); else "event N" */
  event?(revision: number): string | null;
}

type Ev = Record<string, unknown>;

/** An engine code in words ('effects-resolved' → 'effects resolved'). */
const spoken = (code: unknown) => String(code).replace(/-/g, ' ');
const DILEMMA_REMOVALS: Readonly<Record<string, string>> = {
  failed: 'not overcome',
  'host-left-play': 'what it was on left play',
  'mission-completed': 'the mission was solved',
  'effects-resolved': 'its effects resolved',
};

/** A player's piles by the engine's zone kinds (libs/engine zones.ts), in words. */
const PILES: Readonly<Record<string, string>> = {
  out: 'out-of-play pile',
  draw: 'draw deck',
  bonus: 'bonus points',
  seed: 'seed deck',
  side: 'side deck',
  missions: 'mission pile',
  staging: 'staged cards',
};

/** What a response window answers (libs/engine ResponseWindow.action), with the card it names. */
function windowWords(action: string, card: string): string {
  const just: Readonly<Record<string, string>> = {
    'card-played': 'played',
    'card-reported': 'reported',
    'dilemma-encountered': 'encountered',
    'dilemma-resolved': 'resolved',
    'mission-solved': 'solved',
    'objective-completed': 'completed',
    'personnel-killed': 'killed',
    'personnel-captured': 'captured',
    'personnel-assimilated': 'assimilated',
    'personnel-beamed': 'beamed',
    'facility-commandeered': 'commandeered',
    'ship-damaged': 'damaged',
    'ship-flew-by': 'flying by',
    'ship-docking': 'docking or undocking',
    'time-travelled': 'travelling in time',
  };
  const about: Readonly<Record<string, string>> = {
    'battle-initiated': 'a battle just begun',
    'battle-ended': 'a battle just ended',
    'attempt-began': 'an attempt just begun',
    'attempt-ended': 'an attempt just ended',
    'combat-pairing': 'a combat pairing',
    'points-scored': 'points just scored',
    'turn-ending': 'the turn ending',
  };
  if (just[action]) return `${card} ${action === 'ship-docking' || action === 'ship-flew-by' || action === 'time-travelled' ? '' : 'just '}${just[action]}`;
  return about[action] ? `${about[action]} (${card})` : card;
}

/** The engine's zone kinds (libs/engine zones.ts) a `place` names. */
const ZONE_KINDS = new Set(['hand', 'draw', 'seed', 'missions', 'discard', 'out', 'side', 'bonus', 'table', 'staging', 'stack', 'mission', 'under', 'space', 'surface', 'aboard', 'docked', 'encounter', 'revealed', 'atop', 'on', 'held', 'sites', 'stored', 'outside']);
/** The engine's card instance and location ids (c12, L3): never shown as they are. */
const INSTANCE = /^[cL]\d+$/;

/** A dilemma's counted actions in words (libs/engine behaviour/dilemma-steps.ts Action): "kills 1", "stops none". */
const COUNTED_ACTIONS: Record<string, (n: number) => string> = {
  kill: (n) => `kills ${n || 'no one'}`,
  stop: (n) => `stops ${n || 'no one'}`,
  'stop-until-next-turn': (n) => `stops ${n || 'no one'} until the next turn`,
  discard: (n) => `discards ${n || 'none'}`,
  disable: (n) => `disables ${n || 'no one'}`,
  capture: (n) => `captures ${n || 'no one'}`,
  'mark-for-death': (n) => `marks ${n || 'no one'} for death`,
};

export function describeEvent(event: Ev, ctx: DescribeContext): string {
  const who = (p: unknown) => (typeof p === 'string' ? (ctx.names[p] ?? p) : 'someone');
  const card = (iid: unknown) => (typeof iid === 'string' ? (ctx.title(iid) ?? 'a face-down card') : 'a card');
  const cards = (list: unknown) => {
    const items = Array.isArray(list) ? list : [];
    if (items.length === 0) return 'no cards';
    const titles = items.map(card);
    return titles.length <= 4 ? titles.join(', ') : `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more`;
  };
  const loc = (id: unknown) => (typeof id === 'string' ? (ctx.location(id) ?? (INSTANCE.test(id) ? 'a location' : id)) : 'somewhere');
  /** what scored or caused: a card by its title, a location by its mission, else the word the event carries (never an engine id) */
  const source = (s: unknown) =>
    typeof s === 'string' ? (ctx.title(s) ?? ctx.location(s) ?? (INSTANCE.test(s) ? (s.startsWith('c') ? 'a face-down card' : 'a location') : s)) : 'something';
  const place = (zone: unknown) => {
    if (typeof zone !== 'string') return 'somewhere';
    const [kind, arg] = [zone.slice(0, zone.indexOf(':')), zone.slice(zone.indexOf(':') + 1)];
    switch (kind) {
      case 'surface':
        return `the planet at ${loc(arg)}`;
      case 'space':
        return `space at ${loc(arg)}`;
      case 'aboard':
        return `aboard ${card(arg)}`;
      case 'docked':
        return `docked at ${card(arg)}`;
      case 'under':
        return `under ${loc(arg)}`;
      case 'hand':
      case 'draw':
      case 'discard':
      case 'out':
      case 'bonus':
      case 'table':
      case 'seed':
      case 'side':
      case 'missions':
      case 'staging':
        return `${who(arg)}'s ${PILES[kind] ?? kind}`;
      case 'outside':
        return `${who(arg)}'s cards from outside the game`;
      case 'stack': {
        // stack:p1:L3, a player's dilemma stack in front of a mission
        const [player, location] = [arg.slice(0, arg.indexOf(':')), arg.slice(arg.indexOf(':') + 1)];
        return `${who(player)}'s dilemma stack at ${loc(location)}`;
      }
      case 'held': {
        // held:p1:c12 (captives aboard a ship or facility) or held:p1:L3 (at a location)
        const [player, at] = [arg.slice(0, arg.indexOf(':')), arg.slice(arg.indexOf(':') + 1)];
        return `${who(player)}'s captives ${ctx.location(at) ? `at ${loc(at)}` : `aboard ${card(at)}`}`;
      }
      case 'mission':
        return loc(arg);
      case 'encounter':
        return `the encounter at ${loc(arg)}`;
      case 'revealed':
        return `the seed cards revealed at ${loc(arg)}`;
      case 'atop':
        return `atop ${loc(arg)}`;
      case 'on':
        return `on ${card(arg)}`;
      case 'sites':
        return `a site of ${card(arg)}`;
      case 'stored':
        return `stored with ${card(arg)}`;
      default:
        return zone.includes(':') && ctx.location(arg) ? `${kind} at ${loc(arg)}` : zone;
    }
  };
  /** an effect's text as the engine wrote it, with its zone keys, ids and choice keys in words ("1 card(s) beamed to
   * surface:L7" → "… to the planet at Investigate Anomaly"; "chose mode:one Physics" → "chose one Physics") */
  const text = (value: unknown) =>
    String(value)
      .replace(/\b(?:mode|way):(?=\S)/g, '')
      .replace(/\b([a-z]+):((?:p[12]:)?[cL]\d+|p[12])\b/g, (whole, kind: string, arg: string) => (ZONE_KINDS.has(kind) ? place(`${kind}:${arg}`) : whole))
      .replace(/\b[cL]\d+\b/g, (id) => (id.startsWith('L') ? loc(id) : card(id)))
      // an effect kind's code ("stop-until-next-turn"); words with one hyphen stay ("face-down")
      .replace(/\b[a-z]+(?:-[a-z]+){2,}\b/g, (code) => code.replace(/-/g, ' '));
  /** an earlier event: its line in quotes where the context has it, else its number */
  const earlier = (revision: number, before = '') => {
    const line = ctx.event?.(revision);
    return line ? `${before}“${line}”` : `event ${revision}`;
  };
  /** where a card goes: "to Kirk's hand", "to the planet at …", and "aboard …", "on …", "atop …", "under …", "docked at …" without "to" */
  const into = (zone: unknown) => {
    const words = place(zone);
    return /^(aboard|on|atop|under|docked at|stored with) /.test(words) ? words : `to ${words}`;
  };
  const e = event;
  switch (e.type) {
    case 'GameCreated':
      return `Game created: ${who('p1')} v ${who('p2')}`;
    case 'RandomSelectionMade':
      return `${who(e.outcome)} is chosen at random to go first`;
    case 'DeckShuffled':
      return `${place(e.zone)} is shuffled (${Array.isArray(e.order) ? e.order.length : (e.count ?? '?')} cards)`;
    case 'PhaseBegan':
      return `The ${e.phase} phase begins`;
    case 'DilemmaStageBegan':
      return `Dilemma seeding, stage ${e.stage}`;
    case 'AwaitingChanged': {
      // Empty between two steps the rules take by themselves (both players done seeding, the next phase about to begin).
      const waiting = Array.isArray(e.awaiting) ? [...new Set((e.awaiting as Ev[]).map((a) => who(a.player)))] : [];
      return waiting.length > 0 ? `Waiting for ${waiting.join(' and ')}` : 'Nobody is to act: the game moves on';
    }
    case 'PlayerFinishedSeeding':
      return `${who(e.player)} finishes seeding`;
    case 'CardStaged':
      return `${who(e.player)} stages ${e.card ? card(e.card) : 'a card'}`;
    case 'CardsAnnounced':
      return `${who(e.player)} reveals ${Array.isArray(e.cards) ? (e.cards as Ev[]).map((c) => String(c.title)).join(', ') : 'cards'}`;
    case 'MissionPlaced':
      // 1E rulebook › MISSION PHASE: a new spaceline for a quadrant's first mission, else either end (a region's at
      // either end of its region); a mission of the same name as one already there shares its location
      switch (e.placement) {
        case 'new-spaceline':
          return `${who(e.player)} places ${card(e.card)}, starting the ${e.quadrant} Quadrant spaceline`;
        case 'end':
          return `${who(e.player)} places ${card(e.card)} at the ${e.index === 0 ? 'left' : 'right'} end of the ${e.quadrant} Quadrant spaceline`;
        case 'region':
          return `${who(e.player)} places ${card(e.card)} in the ${e.quadrant} Quadrant, beside its region${typeof e.region === 'string' ? ` (${e.region})` : ''}`;
        case 'shared':
          return `${who(e.player)} places ${card(e.card)} on the ${e.quadrant} Quadrant location of the same name (a shared mission)`;
        default:
          return `${who(e.player)} places ${card(e.card)} in the ${e.quadrant} Quadrant`;
      }
    case 'CardsSeededUnderMission': {
      const n = Array.isArray(e.cards) ? e.cards.length : (e.count ?? '?');
      return `${n} seed ${n === 1 ? 'card goes' : 'cards go'} ${e.position === 'top' ? 'on top of' : 'under'} ${loc(e.location)}`;
    }
    case 'CardSeededUnderMission':
      return `${who(e.player)} seeds ${e.card ? card(e.card) : 'a card'} under ${loc(e.location)}`;
    case 'SharedMissionSeedingFinished':
      return `Seeding at shared ${loc(e.location)} finished`;
    case 'FacilitySeeded':
      return `${who(e.player)} seeds ${card(e.card)} at ${loc(e.location)}`;
    case 'PlayerPassed':
      return `${who(e.player)} passes`;
    case 'SeedCardsPlacedOutOfPlay':
      return `${who(e.player)}'s unseeded cards are placed out of play`;
    case 'CardsDrawn':
      return `${who(e.player)} draws ${Array.isArray(e.cards) ? cards(e.cards) : `${e.count ?? '?'} card${e.count === 1 ? '' : 's'}`}${e.reason === 'starting-hand' ? ' (starting hand)' : ''}`;
    case 'DrawSkipped':
      return `${who(e.player)} cannot draw: the draw deck is empty`;
    case 'TurnBegan':
      return `Turn ${e.number}: ${who(e.player)}`;
    case 'CardReported':
      // a report to a facility or ship names it; a special report to a planet names the place (issue 15)
      return `${who(e.player)} reports ${card(e.card)} for duty at ${typeof e.to === 'string' && e.to.startsWith('surface:') ? place(e.to) : card(e.facility)}`;
    case 'CardPlayed':
      return `${who(e.player)} plays ${card(e.card)} ${into(e.to)}`;
    case 'OrdersBegan':
      return `${who(e.player)} begins orders${e.cardPlayForfeited ? ' (card play forfeited)' : ''}`;
    case 'CardsBeamed':
      return `${who(e.player)} beams ${cards(e.cards)} ${into(e.to)}`;
    case 'CardsWalked':
      return `${who(e.player)} walks ${cards(e.cards)} ${into(e.to)}`;
    case 'ShipDocked':
      return `${who(e.player)} docks ${card(e.ship)} at ${card(e.facility)}`;
    case 'ShipUndocked':
      return `${who(e.player)} undocks ${card(e.ship)}`;
    case 'ShipFlew':
      return `${who(e.player)} flies ${card(e.ship)} from ${loc(e.from)} to ${loc(e.to)} (RANGE ${e.range})`;
    case 'ShipLanded':
      return `${who(e.player)} lands ${card(e.ship)} at ${loc(e.location)}`;
    case 'ShipTookOff':
      return `${card(e.ship)} takes off from ${loc(e.location)}`;
    case 'CountdownTicked':
    case 'OngoingCountdownTicked':
      return `${card(e.card)}: ${e.remaining} turn(s) left`;
    case 'CardMoved':
      return `${e.manual ? 'Manual: ' : ''}${card(e.card)} moves ${into(e.to)} (${spoken(e.reason)})`;
    case 'CardRevealed':
      return `${e.manual ? 'Manual: ' : ''}${card(e.card)} is revealed`;
    case 'CardStopped':
      return `${e.manual ? 'Manual: ' : ''}${card(e.card)} is stopped`;
    case 'StoppedCardsRestored':
      return `Stopped cards are restored`;
    case 'PointsScored':
      return `${e.manual ? 'Manual: ' : ''}${who(e.player)} scores ${e.points}${e.bonus ? ' bonus' : ''} points (${source(e.source)})`;
    case 'TurnEnded':
      return `${who(e.player)} ends turn ${e.number}`;
    case 'ManualEffectDeclared':
      return `Manual effect by ${who(e.player)} for ${card(e.source)}: ${e.description}`;
    case 'ManualEffectAccepted':
      return `${who(e.by)} accepts the manual effect`;
    case 'ManualEffectDisputed':
      return `DISPUTE: ${who(e.by)} disputes the manual effect (${e.reason})`;
    case 'TimeCalled':
      return `Time is called`;
    // ---- judges (issue 13): calls, rulings, rewinds, penalties, the seal ----
    case 'JudgeCalled':
      return `${who(e.by)} calls a judge${typeof e.revision === 'number' ? ` about ${earlier(e.revision)}` : ''}: “${String(e.text)}” (${String(e.call)})`;
    case 'JudgeCallTaken':
      return `Judge ${String(e.judge)} takes ${String(e.call)}`;
    case 'GamePaused':
      return `The director pauses the game${e.reason ? ` (${String(e.reason)})` : ''}`;
    case 'GameResumed':
      return 'The director resumes the game';
    case 'RulingMade': {
      const remedy = e.remedy as Ev;
      const what =
        remedy.kind === 'rewind'
          ? `rewind to event ${String(remedy.to)}`
          : remedy.kind === 'penalty'
            ? `${String(remedy.penalty)} for ${who(remedy.player)}`
            : remedy.kind === 'resolve-dispute'
              ? `${remedy.apply ? 'apply' : 'drop'} the disputed effect ${String(remedy.effect)}`
              : remedy.kind === 'correct'
                ? 'a corrective effect'
                : 'play on';
      return `Ruling by ${String(e.judge)}${e.call ? ` on ${String(e.call)}` : ''}: ${String(e.decision)} — ${what} (${String(e.ruleApplied)})`;
    }
    case 'ManualEffectResolved':
      return `The disputed effect ${String(e.id)} is ${e.applied ? 'applied' : 'dropped'} by ruling`;
    case 'GameRewound':
      return `The game is rewound to ${typeof e.to === 'number' ? earlier(e.to, 'just after ') : `event ${String(e.to)}`} (fresh randomness committed: ${String(e.seedCommitment).slice(0, 12)}…)`;
    case 'PenaltyAssessed':
      return `Penalty: ${String(e.penalty)} for ${who(e.player)}`;
    case 'GameSealed':
      return `The log is sealed at event ${String(e.headRevision)} (head ${String(e.headHash).slice(0, 12)}… signed)`;
    case 'GameEnded':
      return `Game over: ${resultWords(e.result as ResultLike, who)}`;
    case 'MissionAttemptBegan':
      return `${who(e.player)} attempts ${loc(e.location)}`;
    case 'SeedCardRevealed':
      return `${e.title} is revealed under ${loc(e.location)}`;
    case 'MisSeedPlacedOutOfPlay':
      return `Mis-seed ${card(e.card)} is placed out of play (${e.reason})`;
    case 'SeedCardSetAside':
      return `${card(e.card)} is set aside`;
    case 'DilemmaEncountered':
      return `${who(e.player)} encounters ${e.title}`;
    case 'RequirementChecked':
      return `${card(e.card)}: ${e.requirement} — ${e.verdict}`;
    case 'DilemmaChoiceRequested':
      return `${card(e.card)} asks for a choice`;
    case 'DilemmaChoiceMade':
      return `${who(e.player)} chooses ${cards(e.chosen)}`;
    case 'RandomCardsSelected':
      return `Random selection (${text(e.purpose)}): ${cards(e.outcome)}`;
    case 'DilemmaStepResolved': {
      // the engine's "<action>: <count>" (attempt/dilemma-effects.ts) as a sentence: "Armus - Skin of Evil kills 1"
      const counted = /^([a-z][a-z-]*): (\d+)$/.exec(String(e.effect));
      const verb = counted ? COUNTED_ACTIONS[counted[1]!] : undefined;
      const failed = e.conditionFailed ? ' (condition failed)' : '';
      if (counted && verb) return `${card(e.card)} ${verb(Number(counted[2]))}${failed}`;
      return `${card(e.card)}: ${text(e.effect)}${failed}`;
    }
    case 'DilemmaEncounterEnded':
      return e.failed ? `${card(e.card)} stops the attempt` : `Got past ${card(e.card)}: the attempt goes on`;
    // issue 15 (qflash): a Q-Flash, card by card
    case 'QFlashBegan':
      return `${card(e.source)}: a Q-Flash of ${String(e.count)} from ${who(e.owner)}'s Q-Continuum`;
    case 'QFlashCardDrawn':
      return `Q-Flash draws ${card(e.card)}${e.duplicate ? ' (a duplicate: discarded)' : ''}`;
    case 'QFlashCardResolved':
      return `${card(e.card)}: ${String(e.outcome)}`;
    case 'QFlashExtended':
      return `${card(e.by)} adds ${String(e.count)} card(s) to the Q-Flash`;
    case 'QFlashBeforeDraw':
      return e.placed ? `${card(e.card)} puts ${card(e.placed)} on top of the Q-Continuum` : `${card(e.card)} may be played before the next Q-Flash draw`;
    case 'QFlashCutShort':
      return `${card(e.by)} ends the Q-Flash`;
    case 'QFlashEnded':
      return `The Q-Flash of ${card(e.source)} ends (${String(e.reason)})`;
    case 'QContinuumReplenished':
      return `${who(e.owner)}'s Q-Continuum is shuffled face down again`;
    case 'CardLeftPlay':
      return `${card(e.card)} is ${spoken(e.how)} (${source(e.source)})`;
    case 'PlacedInStasis':
      return `${card(e.card)} is placed in stasis (${source(e.source)})`;
    case 'DeathDelayed':
      return `${card(e.card)}'s death is delayed until the end of turn ${e.afterTurn} (${source(e.source)})`;
    case 'StasisEnded':
      return `${card(e.card)} leaves stasis (${spoken(e.reason)})`;
    case 'PersonnelDisabled':
      return `${card(e.card)} is disabled`;
    case 'PersonnelEnabled':
      return `${card(e.card)} is enabled again`;
    case 'ShipDamaged':
      return `${card(e.ship)} is damaged (${e.damage})`;
    case 'DilemmaPlaced':
      return `${card(e.card)} is placed ${place(e.to)}`;
    case 'DilemmaRemoved':
      return `${card(e.card)} is removed (${DILEMMA_REMOVALS[String(e.reason)] ?? spoken(e.reason)})`;
    case 'DilemmaReseeded':
      return `${card(e.card)} is re-seeded under ${loc(e.location)}`;
    case 'MissionAttemptFailed':
      return `${who(e.player)}'s attempt at ${loc(e.location)} fails (${e.reason})`;
    case 'MissionSolved':
      return `${who(e.player)} solves ${loc(e.location)} for ${e.points} points`;
    case 'SeedCardEarned':
      return `${who(e.player)} earns ${card(e.card)}`;
    // issue 15: the behaviour model, manual dilemmas, response windows
    case 'DilemmaManualResolutionRequested':
      return `${card(e.card)} is not automated: ${who(e.declarer)} declares its effect`;
    case 'DilemmaManuallyResolved':
      return `${card(e.card)} resolved by hand (${e.accepted ? 'accepted' : 'disputed'}${e.failed ? ', the attempt fails' : ''})`;
    case 'CardEffectResolved':
      return `${card(e.card)}: ${text(e.effect)}`;
    case 'ShipRangeRestored':
      return `${card(e.ship)} gets its RANGE back`;
    case 'CardAbilityUsed': {
      // Issue 15, third pass: once-per-game uses are keyed "Title (once per game)", once-per-target uses "Title@cN".
      // Other keys carry a way after '#' ("A Better Alternative#discard-to-draw"), a kind before ':' ("alternate
      // universe:Space-Time Portal") or an id ("(once per game at L6)"): shown as the card's title, ids as names.
      const key = String(e.title);
      const at = key.lastIndexOf('@');
      const title = (at > 0 ? key.slice(0, at) : key)
        .replace(/#[^\s()]+/g, '')
        .replace(/^[a-z][a-z ]*:(?=\S)/, '')
        .replace(/\b[cL]\d+\b/g, (id) => (id.startsWith('L') ? loc(id) : card(id)));
      if (/\(once per game/.test(title)) return `${who(e.player)} uses ${title}`;
      if (at > 0) return `${who(e.player)} uses ${title} for ${card(key.slice(at + 1))} (once for it)`;
      return `${who(e.player)} uses ${title} (once this turn)`;
    }
    case 'ResponseWindowOpened': {
      // Issue 15 (premiere-windows): a card draw's window names the draw deck, never the card drawn.
      const window = e.window as Ev | undefined;
      if (window?.action === 'card-drawn') return `${who(window.player)} may respond to ${who(window.by)}'s card draw`;
      return `${who(window?.player)} may respond to ${windowWords(String(window?.action), card(window?.card))}`;
    }
    case 'ArrangementAwaited':
      return `${who(e.player)} puts ${place(e.zone)} in order (${card(e.source)})`;
    case 'CardsArranged':
      return `${who(e.player)} put ${place(e.zone)} in a new order`;
    case 'PlayAnotherRequired':
      return `${who(e.player)} must play a different card than ${card(e.card)} (${card(e.source)})`;
    case 'ResponseWindowClosed':
      return `${who(e.player)} ${e.how === 'responded' ? 'responded' : e.automatic ? 'passes (automatic)' : 'passes'}`;
    case 'PlayNullified':
      return `${card(e.card)} is nullified`;
    case 'CardsShown':
      return `${who(e.to)} looks at ${Array.isArray(e.cards) ? e.cards.length : (e.count ?? '?')} hidden card(s)`;
    case 'AutoPassSet':
      return `${who(e.player)} turns automatic pass ${e.on ? 'on' : 'off'}`;
    case 'CardDownloaded':
      return `${who(e.player)} downloads ${card(e.card)} ${into(e.to)} (${e.spent ? 'special download of ' : 'by '}${card(e.source)})`;
    default:
      return describeBattleEvent(e, { who, card, cards, loc, place }) ?? unnamed(e, who, card);
  }
}

/**
 * An event without a line of its own: its type in words, who, and the card it concerns ("ShipRepaired" → "Kirk: ship
 * repaired (U.S.S. Excelsior)"), never its type's code.
 */
function unnamed(e: Ev, who: (p: unknown) => string, card: (iid: unknown) => string): string {
  const words = String(e.type).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const about = ['card', 'ship'].filter((key) => typeof e[key] === 'string').map((key) => card(e[key]));
  const line = `${words.charAt(0).toUpperCase()}${words.slice(1)}${about.length > 0 ? ` (${about.join(', ')})` : ''}`;
  return typeof e.player === 'string' ? `${who(e.player)}: ${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
}

/** Card instances an event names (for highlighting). */
export function cardsNamed(event: Ev): string[] {
  const found = new Set<string>();
  for (const key of ['card', 'ship', 'facility', 'mission']) if (typeof event[key] === 'string') found.add(event[key] as string);
  for (const key of ['cards', 'chosen', 'outcome', 'contributors']) {
    const list = event[key];
    if (Array.isArray(list)) for (const c of list) if (typeof c === 'string') found.add(c);
  }
  return [...found].sort();
}
