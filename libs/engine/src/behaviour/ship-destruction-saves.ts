/**
 * Issue 15 (helper shipsaves): the moment a ship "would be destroyed" — before it is destroyed, where a card may save it,
 * evacuate its crew, or take the place of the destruction. The destruction happens inside another action (a ship battle's
 * resolution, a dilemma, a card's effect), where the engine does not stop to ask (1E rulebook › MISCELLANEOUS RULES ›
 * TIMING; BATTLE › Reminder: Actions and Valid Responses — "activating Federation Flagship: Recovered … when your ship is
 * destroyed during the battle's Resolution stage" is a valid response). So, as Escape Pod and Three-Dimensional Thinking
 * (windows-draws.ts, crew-relocation.ts), the engine uses the card for its owner whenever it applies; a table card's "may"
 * is a standing answer its owner may decline beforehand (standing-declines.ts). Words (permits, joined to vocabulary.ts ›
 * Permit with one line):
 * - `nullifies-ship-destroyer` (an interrupt in hand): a damage marker about to be placed that would destroy its owner's
 *   ship is nullified (damage-prevention.ts › preventShipDamage, after the table's own preventions), or a dilemma whose
 *   effect destroys the ship is nullified (attempt/dilemma-effects.ts, dilemma-effects-c.ts); then the opponent picks one
 *   of that ship's crew to discard (a `choose-cards` with the pool `crew-of-target-ship`).
 *   1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE (each marker placed in turn: the one that reaches two destroys);
 *   ATTEMPT A MISSION › NULLIFIERS (a nullified dilemma is removed, the team goes on).
 * - `evacuates-crew-of-destroyed` (`ways`; face up on the owner's table): as a ship or facility of theirs is being
 *   destroyed with their personnel aboard, the crew goes to the surface of a planet at that location (`planet`), or else an
 *   Escape Pod is downloaded — the engine ignores a table-wide download ban (Computer Crash) — and takes the crew
 *   (`download-escape-pod`); the card is then discarded (attempt/leaving-play.ts › destroyShip, after Three-Dimensional
 *   Thinking, before an Escape Pod played from hand).
 *   1E rulebook › DOWNLOADING; GETTING HURT › KILLED OR DESTROYED.
 * - `recovers-only-ship-destroyed` (face up on the owner's table): the opponent's card (their ships' fire in a battle, their
 *   dilemma, their card's effect) destroying the owner's only ship in play, when a replacement may be downloaded: the
 *   replacement — a different ship (1E rulebook › COPIES AND "DIFFERENT": not a copy, not the same persona) of the same
 *   class (the card list's class column, which holds a classless ship's identification), or any other Enterprise when
 *   the destroyed ship was one — is downloaded docked at a facility of the owner's where it may report, else in space at
 *   the nearer end of the destroyed ship's spaceline; the owner's personnel and equipment aboard the destroyed ship go
 *   aboard it, the personnel stopped; the destroyed ship (and anything else aboard) and the incident are discarded.
 *   1E rulebook › DOWNLOADING; BATTLE › SHIP BATTLE › 8. Resolution.
 */
import type { Card } from '@captains-log/cards';
import { personaNames, isTitled } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { shuffleZone } from '../seeding';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { missionKind } from '../attempt/teams';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneKind } from '../zones';
import { CHOICE_VERBS } from './choices';
import { ownerOf } from './control-changes';
import { ownDownloadBan } from './download-bans';
import {
  checkDownloadable,
  discardBarred,
  downloadCard,
  reportFacilities,
  reportZone,
  searchedZones,
  DOWNLOAD_RULES,
} from './downloads';
import { behaviourOf } from './registry';
import { declinesStanding } from './standing-declines';
import { interruptForbiddenBy } from './timed';
import { runWhenCardsPlayed } from './when-cards-played';

export type ShipSavePermit =
  /** In hand: nullifies a dilemma or damage marker that would destroy its owner's ship; the opponent picks a crew member of that ship to discard. */
  | { readonly kind: 'nullifies-ship-destroyer' }
  /** On its owner's table: their crew of a ship or facility being destroyed relocated to a planet there, or saved in an Escape Pod downloaded; then discarded. */
  | {
      readonly kind: 'evacuates-crew-of-destroyed';
      readonly ways: readonly ('planet' | 'download-escape-pod')[];
    }
  /** On its owner's table: their only ship, destroyed by the opponent's card, replaced by a download of the same class (or another Enterprise). */
  | { readonly kind: 'recovers-only-ship-destroyed' };

/** The choice pool this pass adds (joined to vocabulary-choices.ts › ChoicePool): the owner's personnel aboard the effect's target ship. */
export type CrewOfTargetShipPool = { readonly from: 'crew-of-target-ship' };

/** For the catalogue test and the README. */
export const SHIP_SAVE_WORDS: readonly string[] = [
  'permit:nullifies-ship-destroyer',
  'permit:evacuates-crew-of-destroyed',
  'permit:recovers-only-ship-destroyed',
  'choice-pool:crew-of-target-ship',
];

const NEEDS_RULE = `${RULES.nullifiers}; ${RULES.rotationDamage}; ${RULES.interrupts}`;

// Speed: the blueprints with one of the words are found once per game; a game without them costs a lookup.
const found = new WeakMap<object, boolean>();
function anyShipSaves(state: GameState): boolean {
  let any = found.get(state.blueprints);
  if (any === undefined) {
    any = Object.keys(state.blueprints).some((id) =>
      behaviourOf(id)?.permits?.some((permit) => SHIP_SAVE_WORDS.includes(`permit:${permit.kind}`)),
    );
    found.set(state.blueprints, any);
  }
  return any;
}

/** The owner's personnel aboard `ship` (its crew; also the choice pool `crew-of-target-ship`, choices.ts). */
export function crewOf(state: GameState, ship: string): string[] {
  const owner = state.cards[ship]?.owner;
  return owner
    ? cardsIn(state, Z.aboard(ship)).filter(
        (iid) => bp(state, iid).type === 'Personnel' && state.cards[iid]!.owner === owner,
      )
    : [];
}

// ---------------------------------------------------------------------------------------------
// The Needs of the Many: an interrupt in hand

function needsInHand(state: GameState, ship: string, source: string): string | undefined {
  const instance = state.cards[ship];
  if (!instance || bp(state, ship).type !== 'Ship' || !isInPlayZone(instance.zone))
    return undefined;
  // The opponent's pick of a crew member waits as the game's one pending choice: never two at once.
  if (state.pendingChoice) return undefined;
  return cardsIn(state, Z.hand(instance.owner)).find((iid) => {
    const card = bp(state, iid);
    if (
      !behaviourOf(state.cards[iid]!.blueprint)?.permits?.some(
        (permit) => permit.kind === 'nullifies-ship-destroyer',
      )
    )
      return false;
    return !isTitled(card, source) && !interruptForbiddenBy(state, card);
  });
}

/** The interrupt is played for its owner, then the opponent picks one of the ship's crew to discard (at once when only one is aboard). */
function playNeeds(ctx: Ctx, card: string, ship: string, what: string): void {
  const owner = ctx.state.cards[ship]!.owner;
  ctx.emit({
    type: 'CardPlayed',
    player: owner,
    card,
    to: Z.discard(owner),
    normalCardPlay: false,
    rule: NEEDS_RULE,
  });
  ctx.emit({
    type: 'CardEffectResolved',
    card,
    player: owner,
    effect: `nullifies ${what} that would destroy ${bp(ctx.state, ship).title}`,
    target: ship,
    rule: NEEDS_RULE,
  });
  CHOICE_VERBS['choose-cards'](
    { ctx, player: owner, card, target: ship },
    {
      kind: 'choose-cards',
      chooser: 'opponent',
      pool: { from: 'crew-of-target-ship' },
      pick: 1,
      chosen: 'discard',
    },
  );
}

/**
 * Called as `markers` damage markers are about to be placed on `ship` (after the table's preventions): how many of them an
 * interrupt in its owner's hand nullifies — one copy per marker that would otherwise be the one to destroy it (a ship
 * with one marker hit directly needs two).
 */
export function nullifyDestroyingMarkers(ctx: Ctx, ship: string, markers: number): number {
  if (markers <= 0 || !anyShipSaves(ctx.state)) return 0;
  let nullified = 0;
  while (
    markers - nullified > 0 &&
    (ctx.state.cards[ship]?.damage ?? 0) + markers - nullified >= 2
  ) {
    const card = needsInHand(ctx.state, ship, '');
    if (!card) break;
    playNeeds(ctx, card, ship, 'a damage marker');
    nullified += 1;
  }
  return nullified;
}

/**
 * Called as the dilemma `dilemma`'s effect is about to destroy `ship`: true when an interrupt in the ship owner's hand
 * nullifies the dilemma (then it is removed and its encounter ends; the caller goes on to the next dilemma).
 */
export function dilemmaNullifiedToSaveShip(ctx: Ctx, ship: string, dilemma: string): boolean {
  if (!anyShipSaves(ctx.state) || !ctx.state.attempt) return false;
  const card = needsInHand(ctx.state, ship, bp(ctx.state, dilemma).title);
  if (!card) return false;
  const location = ctx.state.attempt.location;
  ctx.emit({ type: 'PlayNullified', card: dilemma, by: card, rule: RULES.nullifiers });
  ctx.emit({
    type: 'DilemmaRemoved',
    card: dilemma,
    from: Z.encounter(location),
    to: Z.out(ctx.state.cards[dilemma]!.owner),
    reason: 'nullified',
    rule: RULES.nullifiers,
  });
  ctx.emit({
    type: 'DilemmaEncounterEnded',
    card: dilemma,
    failed: false,
    rule: RULES.encounteringDilemmas,
  });
  playNeeds(ctx, card, ship, bp(ctx.state, dilemma).title);
  return true;
}

/**
 * Called as a dilemma placed on `ship` (its countdown, its RANGE drain) is about to destroy it: true when an interrupt in
 * the ship owner's hand nullifies it (the caller then ends the placed dilemma as nullified: attempt/ongoing.ts).
 */
export function placedDilemmaNullifiedToSaveShip(ctx: Ctx, ship: string, dilemma: string): boolean {
  if (!anyShipSaves(ctx.state)) return false;
  const card = needsInHand(ctx.state, ship, bp(ctx.state, dilemma).title);
  if (!card) return false;
  ctx.emit({ type: 'PlayNullified', card: dilemma, by: card, rule: RULES.nullifiers });
  playNeeds(ctx, card, ship, bp(ctx.state, dilemma).title);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Emergency Evacuation: a table card saving the crew

function tableCardsWith(
  state: GameState,
  player: PlayerId,
  kind: ShipSavePermit['kind'],
): { card: string; permit: ShipSavePermit }[] {
  const out: { card: string; permit: ShipSavePermit }[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    if (!instance.faceUp || declinesStanding(state, player, iid)) continue;
    for (const permit of behaviourOf(instance.blueprint)?.permits ?? [])
      if (permit.kind === kind) out.push({ card: iid, permit: permit as ShipSavePermit });
  }
  return out;
}

/** An Escape Pod its owner may download now: draw deck first, then hand; a table-wide ban (Computer Crash) ignored, the owner's own bans not. */
function escapePodToDownload(state: GameState, player: PlayerId): string | undefined {
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (
        !isTitled(card, 'Escape Pod') ||
        discardBarred(state, player, iid) ||
        ownDownloadBan(state, player, card)
      )
        continue;
      return iid;
    }
  return undefined;
}

/** Before `ship` (a ship or facility) is destroyed: its owner's crew evacuated by a card on their table, if one applies. */
export function evacuateCrewOfDestroyed(ctx: Ctx, ship: string): void {
  if (!anyShipSaves(ctx.state)) return;
  const state = ctx.state;
  const instance = state.cards[ship];
  const location =
    instance && isInPlayZone(instance.zone) ? locationOfZone(state, instance.zone) : null;
  const crew = crewOf(state, ship);
  if (!instance || !location || crew.length === 0) return;
  for (const { card, permit } of tableCardsWith(
    state,
    instance.owner,
    'evacuates-crew-of-destroyed',
  )) {
    if (permit.kind !== 'evacuates-crew-of-destroyed') continue;
    const title = bp(state, card).title;
    const planet = permit.ways.includes('planet') && missionKind(state, location) !== 'space';
    const pod =
      !planet && permit.ways.includes('download-escape-pod')
        ? escapePodToDownload(state, instance.owner)
        : undefined;
    if (!planet && !pod) continue;
    if (planet) {
      ctx.emit({
        type: 'CardEffectResolved',
        card,
        player: instance.owner,
        effect: `the crew of ${bp(state, ship).title} relocated to the planet`,
        target: ship,
        rule: RULES.cardEffects,
      });
      for (const iid of crew)
        ctx.emit({
          type: 'CardMoved',
          card: iid,
          from: Z.aboard(ship),
          to: Z.surface(location),
          faceUp: true,
          reason: `${title}: evacuated to the planet`,
          rule: RULES.cardEffects,
        });
    } else {
      const from = ctx.state.cards[pod!]!.zone;
      ctx.emit({
        type: 'CardDownloaded',
        player: instance.owner,
        card: pod!,
        title: 'Escape Pod',
        from,
        to: Z.atop(location),
        source: card,
        rule: DOWNLOAD_RULES.downloading,
      });
      if (from === Z.draw(instance.owner))
        shuffleZone(ctx, Z.draw(instance.owner), DOWNLOAD_RULES.downloading);
      for (const iid of crew)
        ctx.emit({
          type: 'CardMoved',
          card: iid,
          from: Z.aboard(ship),
          to: Z.aboard(pod!),
          faceUp: true,
          reason: `${title}: saved by the Escape Pod downloaded`,
          rule: RULES.cardEffects,
        });
      runWhenCardsPlayed(ctx, instance.owner, pod!, true);
    }
    ctx.emit({
      type: 'CardMoved',
      card,
      from: Z.table(instance.owner),
      to: Z.discard(instance.owner),
      faceUp: true,
      reason: `${title}: discarded after use`,
      rule: RULES.cardEffects,
    });
    return;
  }
}

// ---------------------------------------------------------------------------------------------
// Federation Flagship: Recovered: the only ship replaced

/** Whether the destruction's `source` is a card of the opponent of `owner` (their ships' fire, their dilemma — met now or placed on the ship —, their card). */
function byOpponentsCard(state: GameState, owner: PlayerId, source: string, ship: string): boolean {
  const placed = Object.values(state.ongoing).some(
    (entry) =>
      entry.host === ship &&
      isTitled(bp(state, entry.dilemma), source) &&
      state.cards[entry.dilemma]!.owner === other(owner),
  );
  if (placed) return true;
  if (source === 'battle') {
    const battle = state.battle;
    return (
      !!battle &&
      (battle.attacker === owner || battle.defender === owner) &&
      battle.attacker !== battle.defender
    );
  }
  if (state.cards[source]) return ownerOf(state, source) === other(owner);
  const dilemma = state.attempt?.dilemma;
  return (
    !!dilemma && isTitled(bp(state, dilemma), source) && state.cards[dilemma]!.owner === other(owner)
  );
}

function isEnterprise(title: string): boolean {
  return /\bEnterprise\b/.test(title);
}

/** A card title without a trailing set tag: "U.S.S. Enterprise (Chain of Command)" → "u.s.s. enterprise" (lowercase). */
function untagged(name: string): string {
  return name.replace(/\s*\([^)]*\)$/, '').toLowerCase();
}

/** Its names as "the same ship" reads them: title and personas, with and without a set tag (COPIES AND "DIFFERENT"). */
function sameShipNames(card: Card): Set<string> {
  return new Set(personaNames(card).flatMap((name) => [name, untagged(name)]));
}

/** The first ship the owner may download to take the destroyed ship's place (search order: draw deck, hand). */
function replacementFor(state: GameState, player: PlayerId, ship: string): string | undefined {
  const old = bp(state, ship);
  const names = sameShipNames(old);
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (card.type !== 'Ship' || [...sameShipNames(card)].some((name) => names.has(name)))
        continue;
      const sameClass = !!old.ship?.shipClass && card.ship?.shipClass === old.ship.shipClass;
      if (!sameClass && !(isEnterprise(old.title) && isEnterprise(card.title))) continue;
      if (checkDownloadable(state, player, iid) === null) return iid;
    }
  return undefined;
}

/** Where the replacement goes: docked at a facility of the owner's where it may report, else the nearer end of the spaceline. */
function replacementPlace(
  state: GameState,
  player: PlayerId,
  fresh: string,
  location: string,
): string | undefined {
  const facility = reportFacilities(state, player, fresh).find(
    (iid) => state.cards[iid]!.owner === player,
  );
  if (facility) return reportZone(state, fresh, facility);
  const line = Object.values(state.spacelines).find((locations) => locations?.includes(location));
  if (!line || line.length === 0) return undefined;
  const at = line.indexOf(location);
  return Z.space(at <= line.length - 1 - at ? line[0]! : line[line.length - 1]!);
}

/**
 * Called as `ship` is about to be destroyed by `source`: true when a card on its owner's table takes the place of the
 * destruction's aftermath (the replacement downloaded, the crew and equipment aboard it, the ship discarded).
 */
export function recoveredInstead(
  ctx: Ctx,
  ship: string,
  source: string,
  leaveShip: (ship: string, how: 'destroyed' | 'discarded') => void,
): boolean {
  if (!anyShipSaves(ctx.state)) return false;
  const state = ctx.state;
  const instance = state.cards[ship];
  if (
    !instance ||
    bp(state, ship).type !== 'Ship' ||
    !['space', 'docked'].includes(zoneKind(instance.zone)) ||
    cardsIn(state, Z.docked(ship)).length > 0
  )
    return false;
  const owner = instance.owner;
  const others = (tableIndex(state).inPlayBy[owner] ?? []).some(
    (one) => one.iid !== ship && bp(state, one.iid).type === 'Ship',
  );
  if (others || !byOpponentsCard(state, owner, source, ship)) return false;
  const location = locationOfZone(state, instance.zone);
  const fresh = replacementFor(state, owner, ship);
  const place = fresh && location ? replacementPlace(state, owner, fresh, location) : undefined;
  const found = place ? tableCardsWith(state, owner, 'recovers-only-ship-destroyed')[0] : undefined;
  if (!found || !fresh || !place) return false;
  const title = bp(state, found.card).title;
  ctx.emit({
    type: 'CardEffectResolved',
    card: found.card,
    player: owner,
    effect: `${bp(state, ship).title} placed here with the cards aboard; ${bp(state, fresh).title} downloaded`,
    target: ship,
    rule: `${RULES.killed}; ${RULES.cardEffects}`,
  });
  downloadCard(ctx, owner, fresh, found.card, { to: place, placed: true });
  for (const iid of cardsIn(ctx.state, Z.aboard(ship))) {
    const card = bp(ctx.state, iid);
    if (
      ctx.state.cards[iid]!.owner !== owner ||
      (card.type !== 'Personnel' && card.type !== 'Equipment')
    )
      continue;
    ctx.emit({
      type: 'CardMoved',
      card: iid,
      from: Z.aboard(ship),
      to: Z.aboard(fresh),
      faceUp: true,
      reason: `${title}: relocated aboard ${bp(ctx.state, fresh).title}`,
      rule: RULES.cardEffects,
    });
    if (card.type === 'Personnel' && !ctx.state.cards[iid]!.stopped)
      ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
  }
  // What else lay aboard went "here" with the ship, and leaves with the incident: discarded, not killed.
  for (const iid of cardsIn(ctx.state, Z.aboard(ship))) leaveShip(iid, 'discarded');
  leaveShip(ship, 'destroyed');
  const card = ctx.state.cards[found.card]!;
  ctx.emit({
    type: 'CardMoved',
    card: found.card,
    from: card.zone,
    to: Z.discard(card.owner),
    faceUp: true,
    reason: `${title}: discarded after use`,
    rule: RULES.cardEffects,
  });
  return true;
}
