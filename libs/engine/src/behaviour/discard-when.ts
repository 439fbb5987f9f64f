/**
 * Issue 15 (helper incidents-d): cards that leave play by their own text (vocabulary-discard-when.ts),
 * checked once after every command (decide.ts), before the game end is settled:
 *   - `discardWhen`: its owner's table or this command's events (cards played, attempts begun,
 *     battles initiated by the owner) meet a condition — the card is discarded;
 *   - `notDuplicatable`: a second copy in play anywhere — the copy that entered play is discarded.
 *   1E rulebook › PLAYING A CARD (cards remain in play until nullified, discarded …);
 *   NOT DUPLICATABLE; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Cheap: the watching cards are listed once per card record (`perCards`); a command without them costs
 * one lookup.
 */
import { seededMissionInRegion } from './quadrant-ships';
import { blueprintOf, isTitled } from '../card-facts';
import type { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { perCards, tableIndex } from '../table-index';
import type { CardInstance, GameState, PlayerId } from '../types';
import { matches } from './play';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { DiscardWhen, InPlayFilter } from './vocabulary-discard-when';
import { secondFreePlay } from './turn-draw-limits';
import { garrisonTooFew } from './garrisons';
import { hostLacksIcon } from './ship-directives';
import { tractorLockBroken } from './tractor-beams';
import { recordHas } from './card-record';
import { counterpartWentTo, matchingCounterpartGone } from './counterpart-targets';
import { Z } from '../zones';

/** The face-up cards in play whose script has `discardWhen` or `notDuplicatable`. */
function watchers(state: GameState): readonly CardInstance[] {
  // Issue 17: the game's watching blueprints found once per game; a game without them scans nothing.
  const watching = blueprintsWhere(state, watches);
  if (watching.size === 0) return [];
  return perCards(state, 'discard-when', () => tableIndex(state).inPlay.filter((instance) => instance.faceUp && watching.has(instance.blueprint)));
}

const watches: BlueprintTest = (behaviour) => behaviour.discardWhen !== undefined || behaviour.notDuplicatable === true;

function inPlayMatches(state: GameState, owner: PlayerId, filter: InPlayFilter): boolean {
  return tableIndex(state).inPlayBy[owner].some((instance) => {
    if (!instance.faceUp) return false;
    const card = blueprintOf(state, instance.iid);
    return matches(card, filter) && (!filter.facilityKind || card.facilityKind === filter.facilityKind) && (!filter.skill || (card.personnel?.skillBox.skills ?? []).some((skill) => skill.name === filter.skill && skill.level > 0));
  });
}

/** Issue 15 (helper voyds9): the card has `skill` printed (no skill asked: true). */
function hasPrintedSkill(card: ReturnType<typeof blueprintOf>, skill: string | undefined): boolean {
  return !skill || (card.personnel?.skillBox.skills ?? []).some((one) => one.name === skill && one.level > 0);
}

/** Whether `condition` holds for the card `iid` of `owner`, given this command's events from `from` on. */
function holds(ctx: Ctx, iid: string, owner: PlayerId, condition: DiscardWhen, from: number): boolean {
  const state = ctx.state;
  const events = ctx.events.slice(from);
  switch (condition.kind) {
    case 'you-have-in-play':
      return (condition.all ?? []).length + (condition.any ?? []).length > 0 &&
        (condition.all ?? []).every((filter) => inPlayMatches(state, owner, filter)) &&
        (!condition.any || condition.any.some((filter) => inPlayMatches(state, owner, filter)));
    case 'you-play':
      // A download is a way of playing a card (1E rulebook › DOWNLOADING).
      return events.some((event) => (event.type === 'CardPlayed' || event.type === 'CardReported' || event.type === 'CardDownloaded') && event.player === owner && event.card !== iid && state.cards[event.card] !== undefined && matches(blueprintOf(state, event.card), condition.filter) && hasPrintedSkill(blueprintOf(state, event.card), condition.filter.skill) && !(condition.unless && matches(blueprintOf(state, event.card), condition.unless)));
    case 'you-attempt':
      return events.some((event) => event.type === 'MissionAttemptBegan' && event.player === owner);
    case 'you-initiate-battle': {
      const { personnel } = condition;
      if (!personnel) return events.some((event) => event.type === 'BattleInitiated' && event.battle.attacker === owner);
      // Issue 15 (helper domir): a voluntary personnel battle with more than so many attackers of a kind.
      if (events.some((event) => event.type === 'ForcedBattleMet')) return false;
      const wanted = personnel.characteristics.map((one) => one.toLowerCase());
      return events.some(
        (event) =>
          event.type === 'BattleInitiated' &&
          event.battle.attacker === owner &&
          event.battle.kind === 'personnel' &&
          !event.battle.counterAttack &&
          event.battle.attacking.filter((iid) => state.cards[iid] && blueprintOf(state, iid).characteristics.some((c) => wanted.includes(c.toLowerCase()))).length > personnel.moreThan,
      );
    }
    case 'you-play-free-again':
      return secondFreePlay(ctx, iid, owner, condition, events);
    case 'too-few-at-its-mission':
      return garrisonTooFew(state, iid, owner, condition);
    case 'host-lacks-icon-aboard':
      return hostLacksIcon(state, iid, condition);
    case 'tractor-lock-broken':
      return tractorLockBroken(state, iid, events);
    case 'record':
      return recordHas(state, owner, condition.query);
    case 'matching-counterpart-gone':
      return matchingCounterpartGone(state, iid, owner);
    case 'you-seeded-mission-in-region':
      return seededMissionInRegion(state, owner, condition.region);
  }
}

/** Discards the cards whose own text says they leave play now. `from`: the first event of this command. */
export function discardWhenDue(ctx: Ctx, from = 0): void {
  if (ctx.state.phase !== 'play' && ctx.state.phase !== 'facility') return;
  const watching = watchers(ctx.state);
  if (watching.length === 0) return;
  // Cards that entered play (or moved) during this command: a not-duplicatable newcomer is the one discarded.
  const touched = new Set<string>();
  for (const event of ctx.events.slice(from)) if ('card' in event && typeof event.card === 'string') touched.add(event.card);
  const seenTitles = new Set<string>();
  for (const instance of watching) {
    const current = ctx.state.cards[instance.iid];
    if (!current || current.zone !== instance.zone) continue;
    const behaviour = behaviourOf(instance.blueprint)!;
    const title = blueprintOf(ctx.state, instance.iid).title;
    if (behaviour.notDuplicatable && !seenTitles.has(title)) {
      seenTitles.add(title);
      const copies = tableIndex(ctx.state).inPlay.filter((other) => other.faceUp && isTitled(blueprintOf(ctx.state, other.iid), title));
      if (copies.length > 1) {
        const keep = copies.find((copy) => !touched.has(copy.iid)) ?? copies[0]!;
        for (const copy of copies) if (copy.iid !== keep.iid) leavePlay(ctx, copy.iid, 'discarded', copy.iid);
      }
    }
    const still = ctx.state.cards[instance.iid];
    if (!still || still.zone !== instance.zone) continue;
    const due = (behaviour.discardWhen ?? []).find((condition) => holds(ctx, instance.iid, instance.owner, condition, from));
    // Issue 15 (helper borg): a long-term target returned to hand takes the card to hand too ("in the same manner").
    if (due?.kind === 'matching-counterpart-gone' && counterpartWentTo(ctx.state, instance.iid, instance.owner) === 'hand')
      ctx.emit({ type: 'CardMoved', card: instance.iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${title}: its counterpart returned to hand`, rule: '1E rulebook › LEAVING PLAY' });
    else if (due) leavePlay(ctx, instance.iid, 'discarded', instance.iid);
  }
}
