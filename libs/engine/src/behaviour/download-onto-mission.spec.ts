/**
 * Issue 15 (helper partials): "once each turn, one … may report for free OR you may download {X} to your …
 * mission" (behaviour/download-onto-mission.ts: target `card-onto-mission`, effects `download-onto-mission`
 * and `spend-free-report`, condition `free-report-unused`). 172_013 Defending Their Homes, its whole text:
 * the download of They Call Themselves the Maquis as it is played (declinable), the free report of a [TNG]
 * Maquis personnel OR For the Cause downloaded onto your Demilitarized Zone Region mission, and its discard
 * while you have a Treaty in play.
 *   1E rulebook › DOWNLOADING; PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (p1's DMZ missions, cards in p1's draw deck) / when (PlayCard, ActivateCard) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { tableFreeReport } from './free-reports';

const KEY = 'free report:Defending Their Homes';
const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'for-the-cause', target });
const maquis: Card = { ...person({ affiliation: 'Maquis', skills: 'SECURITY' }), property: 'TNG' };

function given(region: string, onTable = true) {
  const built = scene({
    missions: ['Supply Terrorists', 'Search for Weapons'],
    region,
    awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER' }],
    hand: ['Defending Their Homes', 'For the Cause', 'They Call Themselves the Maquis', 'Treaty: Federation/Klingon', maquis],
  });
  const [homes, cause, they, treaty, rebel] = built.ids.hand as [string, string, string, string, string];
  const state = moved(built.state, [
    [cause, Z.draw('p1')],
    [they, Z.draw('p1')],
    ...(onTable ? ([[homes, Z.table('p1')]] as [string, string][]) : []),
  ]);
  return { state, homes, cause, they, treaty, rebel };
}

describe('172_013 Defending Their Homes', () => {
  it('as it is played it downloads They Call Themselves the Maquis; declined, it does not', () => {
    const { state, homes, they } = given('Demilitarized Zone Region', false);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: homes }]);
    expect(ofType(played.events, 'CardDownloaded').map((e) => e.card)).toEqual([they]);
    const declined = run(state, [{ type: 'PlayCard', actor: 'p1', card: homes, decline: true }]);
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
  });
  it('applies: For the Cause is downloaded onto your Demilitarized Zone Region mission, and the free report is spent for the turn', () => {
    const { state, homes, cause, rebel } = given('Demilitarized Zone Region');
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === homes);
    expect(offers).toEqual([activate(homes, `${cause}>L1`), activate(homes, `${cause}>L2`)]);
    expect(tableFreeReport(state, 'p1', rebel, 'L1')).toBe(KEY);
    const after = run(state, [activate(homes, `${cause}>L1`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[cause, Z.atop('L1')]]);
    expect(after.state.cards[cause]!.zone).toBe(Z.atop('L1'));
    expect(after.state.abilityUses?.[`p1|${KEY}`]).toBe(after.state.turn!.number);
    // the other way is gone for this turn: no free report, no second download
    expect(tableFreeReport(after.state, 'p1', rebel, 'L1')).toBeNull();
    expect(refused(after.state, activate(homes, `${cause}>L2`))).not.toBeNull();
  });
  it('does not apply: once the free report was used this turn, the download is refused', () => {
    const { state, homes, cause } = given('Demilitarized Zone Region');
    const reported = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: KEY, turn: state.turn!.number } as GameEvent], state);
    expect(refused(reported, activate(homes, `${cause}>L1`))).toBe('ABILITY_CONDITION');
    expect(legalCommands(reported, 'p1').some((c) => c.type === 'ActivateCard' && c.card === homes)).toBe(false);
  });
  it('does not apply: missions outside the Demilitarized Zone Region (Badlands) are no target', () => {
    const { state, homes, cause } = given('Badlands Region');
    expect(legalCommands(state, 'p1').some((c) => c.type === 'ActivateCard' && c.card === homes)).toBe(false);
    expect(refused(state, activate(homes, `${cause}>L1`))).not.toBeNull();
  });
  it('is discarded once you have a Treaty in play; not before', () => {
    const { state, homes, treaty, cause } = given('Demilitarized Zone Region');
    const quiet = run(state, [activate(homes, `${cause}>L1`)]);
    expect(quiet.state.cards[homes]!.zone).toBe(Z.table('p1'));
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: treaty }]);
    expect(after.state.cards[treaty]!.zone).toBe(Z.table('p1'));
    expect(after.state.cards[homes]!.zone).toBe(Z.discard('p1'));
  });
});

describe('181_028 Taking Charge (your personnel at a non-homeworld mission with an objective are all +1; once each turn, an objective downloaded onto your mission where your commanding-rank personnel is)', () => {
  function charge(rank: string | null) {
    const built = scene({
      missions: ['Supply Terrorists', 'Search for Weapons'],
      region: 'Demilitarized Zone Region',
      awayTeam: [person({ affiliation: 'Federation', skills: 'OFFICER', i: 5, c: 5, s: 5, ch: rank ? [rank] : [] })],
      hand: ['Taking Charge', 'For the Cause', 'For the Cause'],
    });
    const [card, cause, again] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [cause, Z.draw('p1')], [again, Z.draw('p1')]]);
    return { state, card, cause, again, leader: built.ids.awayTeam[0]! };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'objective', target });
  const attrs = (state: Parameters<typeof memberOf>[0], iid: string) => [memberOf(state, iid).integrity, memberOf(state, iid).cunning, memberOf(state, iid).strength];
  it('applies: with a Captain on Supply Terrorists, For the Cause comes onto that mission (not the other) and the Captain is then 6/6/6; once each turn', () => {
    const { state, card, cause, again, leader } = charge('Captain');
    expect(attrs(state, leader)).toEqual([5, 5, 5]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card)).toEqual([use(card, `${cause}>L1`)]);
    expect(refused(state, use(card, `${cause}>L2`))).toBe('INVALID_TARGET');
    const after = run(state, [use(card, `${cause}>L1`)]);
    expect(after.state.cards[cause]!.zone).toBe(Z.atop('L1'));
    expect(attrs(after.state, leader)).toEqual([6, 6, 6]);
    expect(refused(after.state, use(card, `${again}>L1`))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: without a personnel of commanding rank there, nothing is offered', () => {
    const { state, card, cause } = charge(null);
    expect(legalCommands(state, 'p1').some((c) => c.type === 'ActivateCard' && c.card === card)).toBe(false);
    expect(refused(state, use(card, `${cause}>L1`))).not.toBeNull();
  });
});
