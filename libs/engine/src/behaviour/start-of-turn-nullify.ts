/**
 * Issue 15 (events, helper events-f): a card lying on a ship that is nullified at the start of the
 * ship owner's turn when the ship is then empty and docked at one of that player's facilities
 * (Baryon Buildup: "nullified if ship is empty and docked at your facility at the beginning of your
 * turn" — "your" read as the player the card affects, the ship's owner). `CardBehaviour.nullifiedAtTurnStart`,
 * run by `nullifyAtTurnStart` as each turn begins (play.ts › beginNextTurn).
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a nullified card goes to its owner's discard pile).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface NullifiedAtTurnStart {
  /** The ship it lies on has no card aboard. */
  readonly hostEmpty?: boolean;
  /** The ship it lies on is docked at a facility of the ship's owner. */
  readonly hostDockedAtOwnFacility?: boolean;
}

const hasNullifiedAtTurnStart: BlueprintTest = (b) => b.nullifiedAtTurnStart;

/** At the start of `player`'s turn: the cards lying on that player's ships whose `nullifiedAtTurnStart` conditions all hold go to their owners' discard piles. */
export function nullifyAtTurnStart(ctx: Ctx, player: PlayerId): void {
  const ids = blueprintsWhere(ctx.state, hasNullifiedAtTurnStart);
  if (ids.size === 0) return;
  const due = tableIndex(ctx.state).inPlay.filter((instance) => {
    if (!ids.has(instance.blueprint) || !instance.faceUp || zoneKind(instance.zone) !== 'on') return false;
    const ship = ctx.state.cards[zoneArg(instance.zone)];
    if (!ship || ship.owner !== player || bp(ctx.state, ship.iid).type !== 'Ship') return false;
    const rule = behaviourOf(instance.blueprint)!.nullifiedAtTurnStart!;
    if (rule.hostEmpty && cardsIn(ctx.state, Z.aboard(ship.iid)).length > 0) return false;
    if (rule.hostDockedAtOwnFacility) {
      if (zoneKind(ship.zone) !== 'docked') return false;
      const facility = ctx.state.cards[zoneArg(ship.zone)];
      if (!facility || facility.owner !== player) return false;
    }
    return true;
  });
  for (const instance of due)
    ctx.emit({ type: 'CardMoved', card: instance.iid, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(ctx.state, instance.iid).title}: nullified at the start of the turn`, rule: RULES.startOfTurn });
}

export const START_OF_TURN_NULLIFY_WORDS: readonly string[] = ['nullified-at-turn-start'];
