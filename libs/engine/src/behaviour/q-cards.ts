/**
 * Issue 15 (qflash): what a Q-icon event or interrupt does when it is drawn in a Q-Flash and played by the
 * Q-Continuum's owner (behaviour/q-flash.ts). A card's `qFlash` script, in our words:
 *   - "you" is the player whose crew or Away Team has the Q-Flash, "opponent" the Q-Continuum's owner
 *     (1E current rulings › random selection: the player who encountered the Q-icon card);
 *   - `if`: the card's own condition; unmet, its `otherwise` effects run (none given: the card is discarded
 *     without effect — back face up to the Q-Continuum, Q-Flash doorway);
 *   - the card ends in the Q-Continuum unless an effect put it elsewhere (`card-to`);
 *   - `untilQFlash`: the card stays in play until any Q-Flash begins (q-flash.ts › beginQFlash).
 * Playing a card drawn from a side deck is not a card play (1E rulebook › SIDE DECKS › Side Deck Draws &
 * Plays): nothing here counts one.
 */
import { leavePlay } from '../attempt/leaving-play';
import { flightCost } from '../play';
import { validTargets } from './play';
import { present } from '../attempt/teams';
import { memberOf } from '../attempt/requirements';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { qIconHome } from './q-flash';
import { runPenaltyBox } from './penalty-box';
import { DECLINED, STASIS_PURPOSE, runHeldInStasis, stasisNamed } from './q-held-in-stasis';
import { RESTORE_PURPOSE, restoreChosen, runRestoreGamble } from './q-restore-gamble';
import { revealTopPersonnelScores, TOS_Q_EFFECT_WORDS } from './q-cards-tos';
import { closeYourDoorway } from './door-nets';
import { oweBattleWhereOpposing } from './forced-battles';
import type { PersonnelFilter } from './vocabulary-events2';
import { titledAmong } from '../card-facts';

/** A condition a Q card states ("if …"). */
export type QTest =
  /** Your score (points and bonus points) is zero. */
  | { readonly kind: 'your-score-zero' }
  /** You lead your opponent by at least `points`. */
  | { readonly kind: 'you-lead-by'; readonly points: number }
  /** No personnel present in the crew or Away Team matches `filter`. */
  | { readonly kind: 'none-present'; readonly filter: PersonnelFilter }
  /** A personnel of yours titled so is present, or (`orOnPlanet`) on any planet. */
  | { readonly kind: 'yours-titled'; readonly titles: readonly string[]; readonly orOnPlanet?: true }
  /** A ship of `affiliation`, or a card titled so, lies in space on this spaceline (`ShipFilter`: roaming dilemmas included). */
  | { readonly kind: 'on-this-spaceline'; readonly ships: SpacelineShips }
  /** The crew or Away Team began the attempt with fewer than `min` or more than `max` personnel. */
  | { readonly kind: 'team-began-outside'; readonly min: number; readonly max: number }
  /** Issue 15 (helper qev): the crew or Away Team began the attempt with exactly `count` personnel. */
  | { readonly kind: 'team-began-with'; readonly count: number }
  /** Issue 15 (qtime): no personnel present, or no more personnel present than the lowest attribute (INTEGRITY, CUNNING or STRENGTH) among them. */
  | { readonly kind: 'team-within-lowest-attribute' }
  /** Issue 15 (helper tail5): you have more cards in your discard pile than personnel present in the crew or Away Team. */
  | { readonly kind: 'discard-pile-above-team' };

export type QEffect =
  /**
   * `who` scores `points` (bonus points when `bonus`); `oncePerGame`: only the first time for that player
   * (`CardAbilityUsed`), and then (`pointBox`) the card lies in their bonus point area.
   */
  | { readonly kind: 'score'; readonly who: 'you' | 'opponent'; readonly points: number; readonly bonus: boolean; readonly oncePerGame?: true; readonly pointBox?: true }
  /** You may move one card the `on-this-spaceline` test finds up to `span` away along this spaceline (a choice of `card>location`, or decline). */
  | { readonly kind: 'may-relocate-on-spaceline'; readonly ships: SpacelineShips; readonly span: number }
  /**
   * The card goes to a place of its own: your discard pile, your or your opponent's bonus point area (a card
   * whose point box scored: 1E rulebook › LEAVING PLAY › bonus point box), your opponent's table.
   */
  | { readonly kind: 'card-to'; readonly place: 'your-discard' | 'your-bonus' | 'opponent-bonus' | 'opponent-table' }
  /** Each player with more than `above` cards in hand loses `per` point for each card over (bonus points: points from a card other than a mission). */
  | { readonly kind: 'lose-per-card-over'; readonly above: number; readonly per: number }
  /** The Q-Flash gets one more card for each personnel present matching `filter`. */
  | { readonly kind: 'add-to-flash'; readonly per: PersonnelFilter }
  /** The personnel the `yours-titled` test found scores `points` bonus points for you, then dies. */
  | { readonly kind: 'titled-scores-and-dies'; readonly titles: readonly string[]; readonly orOnPlanet?: true; readonly points: number }
  /**
   * Your opponent picks a personnel present matching `filter` (`random`: one is selected at random instead,
   * `RandomCardsSelected`); the card is placed on it (none there: no effect).
   */
  | { readonly kind: 'place-on-present'; readonly filter: PersonnelFilter; readonly random?: true }
  /**
   * Issue 15 (qtime): your opponent picks one of your Event cards lying on the spaceline and must move it to another
   * location where it could be played (its script's location targets for its owner; an unscripted event: any other
   * spaceline location). None there: no effect.
   */
  | { readonly kind: 'move-your-spaceline-event' }
  /** Issue 15 (qtime): the card is placed face up on the mission attempted (what it does there: `barsMission`). */
  | { readonly kind: 'place-on-attempted-mission' }
  /** Your opponent names a planet (not this location): each personnel present matching `filter` is relocated there. */
  | { readonly kind: 'relocate-present-to-planet'; readonly filter: PersonnelFilter }
  /** Your opponent may end the Q-Flash now and seed the card that started it (`source`) or this card (`self`) under another mission. */
  | { readonly kind: 'may-end-flash-and-seed'; readonly what: 'source' | 'self' }
  /** Issue 15 (helper qcau): Penalty Box (behaviour/penalty-box.ts). */
  | import('./penalty-box').PenaltyBoxEffect
  /** Issue 15 (helper qev): Quandary (behaviour/q-restore-gamble.ts). */
  | import('./q-restore-gamble').RestoreGambleEffect
  /** Issue 15 (helper qev): You Will in Time (behaviour/q-held-in-stasis.ts). */
  | import('./q-held-in-stasis').HeldInStasisEffect
  /** Issue 15 (helper evint): The Issue is Patriotism (behaviour/forced-battles.ts). */
  | import('./forced-battles').ForcedBattleQEffect
  /** Issue 15 (tosfilms): q-cards-tos.ts. */
  | import('./q-cards-tos').TosQEffect
  /**
   * Issue 15 (helper tail5): one card of your discard pile is selected at random and shown to both players; a card whose point
   * box shows a number goes to your opponent's bonus point area and they score it (bonus points); any other is placed out of play.
   */
  | { readonly kind: 'random-discard-gift' }
  /** Issue 15 (helper doors): Door-Net (behaviour/door-nets.ts). */
  | import('./door-nets').DoorNetQEffect;

/** Cards in space: ships of an affiliation, or cards with these titles (Borg Ship, a roaming dilemma). */
export interface SpacelineShips {
  readonly affiliation?: string;
  readonly titles?: readonly string[];
}

export interface QCardScript {
  readonly untilQFlash?: true;
  /** Met seeded under a mission (put there by its own text), the team has a Q-Flash of this many cards (q-flash.ts › seededQDef). */
  readonly seededFlash?: number;
  /** Lying on a personnel who helps its owner solve a mission: the other player scores `points` bonus points, then the card is discarded (q-cards.ts › qCardsOnSolve). */
  readonly hostHelpsSolve?: { readonly points: number };
  /**
   * Issue 15 (qtime): lying on a mission, the player other than its owner may not attempt that mission until they attempt
   * another one (then it is discarded), and the team is stopped when the Q-Flash that placed it ends (attempt-bars.ts).
   */
  readonly barsMission?: true;
  readonly if?: QTest;
  readonly effects: readonly QEffect[];
  readonly otherwise?: readonly QEffect[];
}

export const Q_CARD_WORDS = {
  tests: ['your-score-zero', 'you-lead-by', 'none-present', 'yours-titled', 'team-began-outside', 'team-began-with', 'on-this-spaceline', 'team-within-lowest-attribute', 'discard-pile-above-team'],
  effects: ['score', 'may-relocate-on-spaceline', 'card-to', 'lose-per-card-over', 'add-to-flash', 'titled-scores-and-dies', 'place-on-present', 'relocate-present-to-planet', 'may-end-flash-and-seed', 'move-your-spaceline-event', 'place-on-attempted-mission', 'penalty-box', 'restore-then-random-loss', 'may-name-yours-in-stasis', 'random-discard-gift', 'must-battle-where-opposing', ...TOS_Q_EFFECT_WORDS],
} as const;

/** The words a `qFlash` script uses (the catalogue checks them). */
export function qCardWords(script: QCardScript): string[] {
  return [
    'q-flash',
    ...(script.untilQFlash ? ['q-flash:until-q-flash'] : []),
    ...(script.seededFlash !== undefined ? ['q-flash:seeded-flash'] : []),
    ...(script.hostHelpsSolve ? ['q-flash:host-helps-solve'] : []),
    ...(script.barsMission ? ['q-flash:bars-mission'] : []),
    ...(script.if ? [`q-test:${script.if.kind}`] : []),
    ...[...script.effects, ...(script.otherwise ?? [])].map((effect) => `q-effect:${effect.kind}`),
  ];
}

export const Q_CARD_KNOWN = ['q-flash', 'q-flash:until-q-flash', 'q-flash:seeded-flash', 'q-flash:host-helps-solve', 'q-flash:bars-mission', ...Q_CARD_WORDS.tests.map((word) => `q-test:${word}`), ...Q_CARD_WORDS.effects.map((word) => `q-effect:${word}`)];

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn';
const BONUS_RULE = '1E rulebook › LEAVING PLAY › bonus point box (points from cards other than missions are bonus points)';

function you(state: GameState): PlayerId {
  return state.attempt!.player;
}

function total(state: GameState, player: PlayerId): number {
  return state.score[player].points + state.score[player].bonus;
}

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.qFlash?.team ?? attempt.team ?? 'away-team');
}

function titled(state: GameState, titles: readonly string[], orOnPlanet: boolean | undefined): string | undefined {
  const player = you(state);
  const here = teamOf(state).find((iid) => titledAmong(titles, bp(state, iid)));
  if (here || !orOnPlanet) return here;
  return Object.values(state.cards).find(
    (instance) => instance.owner === player && instance.faceUp && zoneKind(instance.zone) === 'surface' && bp(state, instance.iid).type === 'Personnel' && titledAmong(titles, bp(state, instance.iid)),
  )?.iid;
}

/** The matching cards in space on the attempt's spaceline. */
function spacelineShips(state: GameState, ships: SpacelineShips): string[] {
  const line = state.spacelines[state.locations[state.attempt!.location]!.quadrant] ?? [];
  return line.flatMap((location) =>
    cardsIn(state, Z.space(location)).filter((iid) => {
      const card = bp(state, iid);
      return state.cards[iid]!.faceUp && ((ships.affiliation !== undefined && card.type === 'Ship' && card.affiliations.includes(ships.affiliation as never)) || titledAmong((ships.titles ?? []), card));
    }),
  );
}

/** Each matching card with each location of its spaceline within `span` of it (`card>location`). */
function relocations(state: GameState, ships: SpacelineShips, span: number): string[] {
  const line = state.spacelines[state.locations[state.attempt!.location]!.quadrant] ?? [];
  return spacelineShips(state, ships).flatMap((iid) => {
    const from = state.cards[iid]!.zone.slice('space:'.length);
    return line.filter((to) => {
      const cost = to === from ? null : flightCost(state, state.cards[iid]!.owner, from, to);
      return cost !== null && cost.range <= span;
    }).map((to) => `${iid}>${to}`);
  });
}

function scriptOf(state: GameState, card: string): QCardScript | undefined {
  return behaviourOf(state.cards[card]!.blueprint)?.qFlash;
}

function holds(state: GameState, test: QTest): boolean {
  switch (test.kind) {
    case 'your-score-zero':
      return total(state, you(state)) === 0;
    case 'you-lead-by':
      return total(state, you(state)) - total(state, other(you(state))) >= test.points;
    case 'none-present':
      return !teamOf(state).some((iid) => personnelMatches(bp(state, iid), test.filter));
    case 'yours-titled':
      return titled(state, test.titles, test.orOnPlanet) !== undefined;
    case 'on-this-spaceline':
      return spacelineShips(state, test.ships).length > 0;
    case 'team-within-lowest-attribute': {
      const team = teamOf(state);
      const lowest = Math.min(...team.map((iid) => memberOf(state, iid)).flatMap((member) => [member.integrity, member.cunning, member.strength]));
      return team.length === 0 || team.length <= lowest;
    }
    case 'discard-pile-above-team':
      return cardsIn(state, Z.discard(you(state))).length > teamOf(state).length;
    case 'team-began-outside': {
      const attempt = state.attempt!;
      const began = attempt.beganWith?.[attempt.qFlash?.team ?? attempt.team ?? 'away-team'] ?? 0;
      return began < test.min || began > test.max;
    }
    case 'team-began-with': {
      const attempt = state.attempt!;
      return (attempt.beganWith?.[attempt.qFlash?.team ?? attempt.team ?? 'away-team'] ?? 0) === test.count;
    }
  }
}

/** The missions the card may be seeded under (another unsolved mission; a [S/P] dilemma fits any kind). */
function otherMissions(state: GameState): string[] {
  const attempt = state.attempt!;
  const solved = new Set([...state.completed.p1, ...state.completed.p2]);
  return Object.entries(state.locations)
    .filter(([id, location]) => id !== attempt.location && !solved.has(id) && location.missions.some((iid) => bp(state, iid).mission?.kind))
    .map(([id]) => id);
}

function placeOn(ctx: Ctx, card: string, host: string): void {
  ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.on(host), faceUp: true, reason: `${bp(ctx.state, card).title}: played on ${bp(ctx.state, host).title}`, rule: RULE });
}

/**
 * `player`'s Event cards lying on spaceline locations, each with each other location it could lie at (`event>location`):
 * where its owner could play it now (its script's location targets), or any other spaceline location when unscripted.
 */
function spacelineEventMoves(state: GameState, player: PlayerId): string[] {
  const locations = Object.values(state.spacelines).flatMap((line) => line ?? []);
  return locations.flatMap((from) =>
    cardsIn(state, Z.atop(from))
      .filter((iid) => state.cards[iid]!.owner === player && state.cards[iid]!.faceUp && bp(state, iid).type === 'Event')
      .flatMap((iid) => {
        const targets = behaviourOf(state.cards[iid]!.blueprint)?.targets;
        const fits = targets ? validTargets(state, player, targets, iid) : locations;
        return locations.filter((to) => to !== from && fits.includes(to)).map((to) => `${iid}>${to}`);
      }),
  );
}

/** Planet locations other than the attempt's (a relocation goes somewhere else). */
function planetLocations(state: GameState): string[] {
  const attempt = state.attempt!;
  return Object.entries(state.locations)
    .filter(([id, location]) => id !== attempt.location && location.missions.some((iid) => ['planet', 'dual'].includes(bp(state, iid).mission?.kind ?? '')))
    .map(([id]) => id);
}

export const DECLINE = 'decline';

/**
 * Issue 15 (helper tail5): `random-discard-gift` — 1E rulebook › RANDOM SELECTION (one card of `you`'s discard pile);
 * MISCELLANEOUS RULES › LOOKING AT CARDS (examined: shown to both players); LEAVING PLAY › bonus point box (a card's points
 * scored by the player whose bonus point area holds it). A point box "with a number" is a plain number (0 too), not an X.
 */
function randomDiscardGift(ctx: Ctx, card: string, you: PlayerId): void {
  const title = bp(ctx.state, card).title;
  const pile = cardsIn(ctx.state, Z.discard(you));
  const [picked] = selectAtRandom(ctx, { purpose: title, candidates: pile, draw: 'pick', hurts: true });
  if (!picked) {
    ctx.emit({ type: 'CardEffectResolved', card, player: other(you), effect: `${title}: the discard pile is empty: nothing examined`, rule: RULE });
    return;
  }
  const shown = bp(ctx.state, picked);
  for (const to of ['p1', 'p2'] as const) ctx.emit({ type: 'CardsShown', to, zone: Z.discard(you), cards: [{ iid: picked, title: shown.title }], source: card, rule: RULES.lookingAtCards });
  const points = shown.pointBox?.value;
  if (points === undefined) {
    ctx.emit({ type: 'CardMoved', card: picked, from: Z.discard(you), to: Z.out(you), faceUp: true, reason: `${title}: no numbered point box: placed out of play`, rule: RULE });
    return;
  }
  ctx.emit({ type: 'CardMoved', card: picked, from: Z.discard(you), to: Z.bonus(other(you)), faceUp: true, reason: `${title}: given to the opponent, who scores its point box`, rule: BONUS_RULE });
  ctx.emit({ type: 'PointsScored', player: other(you), points, bonus: true, source: card, rule: BONUS_RULE });
}

/** Runs a Q card's script for the card `card` just drawn: 'suspended' when it waits for a choice. */
export function runQCard(ctx: Ctx, card: string, script: QCardScript): 'suspended' | 'next' {
  const title = bp(ctx.state, card).title;
  if (script.if && !holds(ctx.state, script.if)) {
    ctx.emit({ type: 'CardEffectResolved', card, player: other(you(ctx.state)), effect: `${title}: its condition does not hold${script.otherwise ? '' : ': discarded without effect'}`, rule: RULE });
    return runEffects(ctx, card, script.otherwise ?? []);
  }
  return runEffects(ctx, card, script.effects);
}

function runEffects(ctx: Ctx, card: string, effects: readonly QEffect[]): 'suspended' | 'next' {
  for (const effect of effects) if (runEffect(ctx, card, effect) === 'suspended') return 'suspended';
  return 'next';
}

function runEffect(ctx: Ctx, card: string, effect: QEffect): 'suspended' | 'next' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const title = bp(state, card).title;
  const opponent = other(attempt.player);
  switch (effect.kind) {
    case 'reveal-top-personnel-scores':
      revealTopPersonnelScores(ctx, card, attempt.player, effect);
      return 'next';
    case 'random-discard-gift':
      randomDiscardGift(ctx, card, attempt.player);
      return 'next';
    case 'must-battle-where-opposing':
      oweBattleWhereOpposing(ctx, card, attempt.player);
      return 'next';
    case 'score': {
      const player = effect.who === 'you' ? attempt.player : opponent;
      const once = `${title} (once per game)`;
      if (effect.oncePerGame && state.abilityUses?.[`${player}|${once}`] !== undefined) {
        ctx.emit({ type: 'CardEffectResolved', card, player, effect: `${title}: its points were scored once this game already`, rule: RULE });
        return 'next';
      }
      if (effect.oncePerGame) ctx.emit({ type: 'CardAbilityUsed', player, title: once, turn: state.turn?.number ?? 0, rule: RULE });
      ctx.emit({ type: 'PointsScored', player, points: effect.points, bonus: effect.bonus, source: card, rule: RULE });
      if (effect.pointBox) ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.bonus(player), faceUp: true, reason: `${title}: its point box scored`, rule: BONUS_RULE });
      return 'next';
    }
    case 'may-relocate-on-spaceline': {
      const options = relocations(state, effect.ships, effect.span);
      if (options.length === 0) return 'next';
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: 'q-card:spaceline', options: [...options, DECLINE], pick: 1 }, rule: RULE });
      return 'suspended';
    }
    case 'card-to': {
      const to = { 'your-discard': Z.discard(attempt.player), 'your-bonus': Z.bonus(attempt.player), 'opponent-bonus': Z.bonus(opponent), 'opponent-table': Z.table(opponent) }[effect.place];
      ctx.emit({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: `${title}: played from a Q-Flash`, rule: RULE });
      return 'next';
    }
    case 'lose-per-card-over':
      for (const player of [attempt.player, opponent]) {
        const over = cardsIn(state, Z.hand(player)).length - effect.above;
        if (over > 0) ctx.emit({ type: 'PointsScored', player, points: -over * effect.per, bonus: true, source: card, rule: BONUS_RULE });
      }
      return 'next';
    case 'add-to-flash': {
      const count = teamOf(state).filter((iid) => personnelMatches(bp(state, iid), effect.per)).length;
      if (count > 0) ctx.emit({ type: 'QFlashExtended', source: attempt.qFlash!.source, by: card, count, rule: RULE });
      else ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${title}: no one to count: nothing added`, rule: RULE });
      return 'next';
    }
    case 'titled-scores-and-dies': {
      const who = titled(state, effect.titles, effect.orOnPlanet);
      if (!who) return 'next';
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: effect.points, bonus: true, source: card, rule: RULE });
      leavePlay(ctx, who, 'killed', card);
      return 'next';
    }
    case 'place-on-present': {
      const hosts = teamOf(state).filter((iid) => personnelMatches(bp(state, iid), effect.filter));
      if (hosts.length === 0) {
        ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${title}: no one present to play it on: no effect`, rule: RULE });
        return 'next';
      }
      if (effect.random) {
        const host = selectAtRandom(ctx, { purpose: title, candidates: hosts, draw: 'pick', hurts: true })[0]!;
        placeOn(ctx, card, host);
        return 'next';
      }
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: 'q-card:host', options: hosts, pick: 1 }, rule: RULE });
      return 'suspended';
    }
    case 'place-on-attempted-mission':
      ctx.emit({ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.atop(attempt.location), faceUp: true, reason: `${title}: placed on the mission`, rule: RULE });
      return 'next';
    case 'move-your-spaceline-event': {
      const options = spacelineEventMoves(state, attempt.player);
      if (options.length === 0) {
        ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${title}: no Event of ${attempt.player} on the spaceline to move: no effect`, rule: RULE });
        return 'next';
      }
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: 'q-card:move-event', options, pick: 1 }, rule: RULE });
      return 'suspended';
    }
    case 'relocate-present-to-planet': {
      const movers = teamOf(state).filter((iid) => personnelMatches(bp(state, iid), effect.filter));
      const planets = planetLocations(state);
      if (movers.length === 0 || planets.length === 0) {
        ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${title}: ${movers.length === 0 ? 'no one to relocate' : 'no other planet'}: no effect`, rule: RULE });
        return 'next';
      }
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: 'q-card:relocate', options: planets, pick: 1 }, rule: RULE });
      return 'suspended';
    }
    case 'penalty-box':
      runPenaltyBox(ctx, card, opponent, teamOf(state));
      return 'next';
    case 'close-your-doorway':
      return closeYourDoorway(ctx, card, attempt.player, (host) => placeOn(ctx, card, host));
    case 'restore-then-random-loss':
      return runRestoreGamble(ctx, card, effect);
    case 'may-name-yours-in-stasis':
      return runHeldInStasis(ctx, card);
    case 'may-end-flash-and-seed': {
      const options = otherMissions(state);
      if (options.length === 0) {
        ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${title}: no other mission to seed under: no effect`, rule: RULE });
        return 'next';
      }
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: `q-card:${effect.what}`, options: [...options, DECLINE], pick: 1 }, rule: RULE });
      return 'suspended';
    }
  }
}

/** The opponent answered a Q card's choice (`may-end-flash-and-seed`): a mission, or `decline`. */
export function qCardChosen(ctx: Ctx, card: string, chosen: readonly string[]): void {
  const attempt = ctx.state.attempt!;
  const purpose = attempt.choice!.purpose;
  ctx.emit({ type: 'DilemmaChoiceMade', card, player: attempt.choice!.player, purpose, chosen, rule: RULE });
  const where = chosen[0]!;
  if (purpose === 'q-card:spaceline') {
    if (where === DECLINE) return;
    const [ship, to] = where.split('>') as [string, string];
    ctx.emit({ type: 'CardMoved', card: ship, from: ctx.state.cards[ship]!.zone, to: Z.space(to), faceUp: true, reason: `${bp(ctx.state, card).title}: relocated along the spaceline`, rule: RULES.relocated });
    return;
  }
  if (purpose === 'q-card:host') {
    placeOn(ctx, card, where);
    return;
  }
  if (purpose === 'q-card:move-event') {
    const [event, to] = where.split('>') as [string, string];
    ctx.emit({ type: 'CardMoved', card: event, from: ctx.state.cards[event]!.zone, to: Z.atop(to), faceUp: true, reason: `${bp(ctx.state, card).title}: moved to another spaceline location`, rule: RULES.relocated });
    return;
  }
  if (purpose === STASIS_PURPOSE) {
    stasisNamed(ctx, card, where === DECLINED ? DECLINED : where);
    return;
  }
  if (purpose === RESTORE_PURPOSE) {
    const effect = (scriptOf(ctx.state, card)?.effects ?? []).find((one) => one.kind === 'restore-then-random-loss');
    if (effect?.kind === 'restore-then-random-loss') restoreChosen(ctx, card, effect, where);
    return;
  }
  if (purpose === 'q-card:relocate') {
    const script = scriptOf(ctx.state, card);
    const effect = [...(script?.effects ?? [])].find((one) => one.kind === 'relocate-present-to-planet');
    const filter = effect?.kind === 'relocate-present-to-planet' ? effect.filter : {};
    for (const iid of teamOf(ctx.state).filter((one) => personnelMatches(bp(ctx.state, one), filter)))
      ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.surface(where), faceUp: true, reason: `${bp(ctx.state, card).title}: relocated`, rule: RULES.relocated });
    return;
  }
  if (where === DECLINE) return;
  const flash = ctx.state.attempt!.qFlash!;
  const seeded = purpose === 'q-card:self' ? card : flash.source;
  ctx.emit({ type: 'QFlashCutShort', source: flash.source, by: card, sourceEnds: seeded === flash.source, rule: RULE });
  ctx.emit({ type: 'DilemmaReseeded', card: seeded, location: where, rule: RULES.conditionalEffects });
}

/**
 * After a mission is solved (attempt/flow.ts › solve): a Q card lying on a personnel who helped solve it
 * (`hostHelpsSolve`) gives the other player its points, then is discarded (to its Q-Continuum where the
 * doorway is: q-flash.ts › qIconHome).
 */
export function qCardsOnSolve(ctx: Ctx, solver: PlayerId, contributors: readonly string[]): void {
  for (const host of contributors) {
    for (const card of cardsIn(ctx.state, Z.on(host))) {
      const script = scriptOf(ctx.state, card);
      if (!script?.hostHelpsSolve || !ctx.state.cards[card]!.faceUp) continue;
      ctx.emit({ type: 'PointsScored', player: other(solver), points: script.hostHelpsSolve.points, bonus: true, source: card, rule: RULE_ON_SOLVE });
      ctx.emit({ type: 'CardMoved', card, from: Z.on(host), to: qIconHome(ctx.state, card, Z.out(ctx.state.cards[card]!.owner)), faceUp: true, reason: `${bp(ctx.state, card).title}: discarded after scoring`, rule: RULE_ON_SOLVE });
    }
  }
}

const RULE_ON_SOLVE = '1E rulebook › SOLVING THE MISSION (personnel who helped solve)';
