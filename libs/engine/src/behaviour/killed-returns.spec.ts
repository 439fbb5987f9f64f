/**
 * Issue 15 (helper partials): a personnel just killed returns to its owner's hand, and the card's player
 * draws one card per skill dot (behaviour/killed-returns.ts). Live Long and Prosper's second way: once
 * each turn, in the `personnel-killed` window, on an opponent's personnel just killed.
 *   1E rulebook › GETTING HURT › KILLED; USING SKILLS; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * Also the play condition `just-killed-named`: 138_020 I Feel Young downloads a [Films] Kirk just after any
 * Spock is killed (its other way, Youth until the end of the turn, is tested here too).
 * given (p1's Away Team killed by p1's own Vulcan Stone of Gol) / when (the response) / then (the facts).
 */
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import { Z } from '../zones';
import { explicitPass as explicit, playCard as play } from '../testing/commands';


function killed() {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [{ affiliation: 'Klingon', skills: 'SECURITY Honor Leadership' }, { affiliation: 'Federation', skills: 'OFFICER' }],
    hand: ['Vulcan Stone of Gol', 'Live Long and Prosper'],
    opponentHand: ['Live Long and Prosper', 'Live Long and Prosper'],
  });
  const [stone, ours] = built.ids.hand as [string, string];
  const after = run(built.state, [explicit('p1'), explicit('p2'), play(stone, built.ids.awayTeam[0]!)]);
  // p2 first passes the Stone's own window; the Stone then kills and the killed windows open.
  const state = run(after.state, [{ type: 'PassResponse', actor: 'p2' }]).state;
  const [first, second] = built.ids.opponentHand as [string, string];
  return { state, ours, first, second, klingon: built.ids.awayTeam[0]!, officer: built.ids.awayTeam[1]! };
}

describe('119_034 Live Long and Prosper (the other way: an opponent’s personnel just killed back to hand, a card per skill dot)', () => {
  it('applies: p2 returns p1’s killed Klingon to p1’s hand and draws two (Honor, Leadership: two dots; SECURITY is its classification)', () => {
    const { state, first, klingon, officer } = killed();
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p2']]);
    const offered = legalCommands(state, 'p2').filter((c) => c.type === 'PlayCard' && c.card === first);
    expect(offered).toEqual([play(first, klingon, 'p2'), play(first, officer, 'p2')]);
    const after = run(state, [play(first, klingon, 'p2'), { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === klingon).map((e) => [e.from, e.to])).toEqual([[Z.discard('p1'), Z.hand('p1')]]);
    const drawn = ofType(after.events, 'CardsDrawn');
    expect(drawn.map((e) => [e.player, e.cards.length])).toEqual([['p2', 2]]);
    expect(after.state.cards[klingon]!.zone).toBe(Z.hand('p1'));
  });
  it('the OFFICER (a classification, no skill: no dot) returns and draws nothing', () => {
    const { state, first, officer } = killed();
    const after = run(state, [play(first, officer, 'p2'), { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([]);
    expect(after.state.cards[officer]!.zone).toBe(Z.hand('p1'));
  });
  it('does not apply: a second copy the same turn is refused (once each turn)', () => {
    const { state, first, second, klingon, officer } = killed();
    const after = run(state, [play(first, klingon, 'p2'), { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => [e.player, e.title])).toEqual([['p2', 'Live Long and Prosper']]);
    // the same turn, p2's personnel-killed window again (the one it had, the OFFICER still in p1's discard pile)
    const again = { ...after.state, windows: state.windows };
    expect(refused(again, play(second, officer, 'p2'))).toBe('ONCE_PER_TURN');
    expect(refused(state, play(second, officer, 'p2'))).toBeNull();
  });
  it('does not apply: its player’s own personnel just killed are no target (p1 holds one too)', () => {
    const { state, ours, klingon } = killed();
    const passed = run(state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(passed.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p1']]);
    expect(legalCommands(passed, 'p1').filter((c) => c.type === 'PlayCard' && c.card === ours)).toEqual([]);
    expect(refused(passed, play(ours, klingon))).toBe('INVALID_TARGET');
  });
});

describe('138_020 I Feel Young (Youth for a [Films] personnel until the end of the turn; or, just after any Spock is killed, download any [Films] Kirk)', () => {
  function spockKilled(victim: string) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [person({ title: victim, affiliation: 'Federation', skills: 'SCIENCE', c: 5 })],
      hand: ['Vulcan Stone of Gol', 'I Feel Young', 'Federation Outpost', 'Admiral Kirk'],
    });
    const [stone, young, outpost, kirk] = built.ids.hand as [string, string, string, string];
    const placed = moved(built.state, [[outpost, Z.space('L1')], [kirk, Z.draw('p1')]]);
    const state = run(placed, [explicit('p1'), play(stone, built.ids.awayTeam[0]!)]).state;
    return { state, young, outpost, kirk };
  }
  it('applies: just after Spock is killed, p1 downloads Admiral Kirk ([Films]) to the outpost', () => {
    const { state, young, outpost, kirk } = spockKilled('Spock');
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p1']]);
    // the one way that fits the window: offered without a mode
    expect(legalCommands(state, 'p1')).toContainEqual(play(young, `${kirk}>${outpost}`));
    const after = run(state, [play(young, `${kirk}>${outpost}`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[kirk, Z.aboard(outpost)]]);
  });
  it('does not apply: a personnel not named Spock was killed — refused', () => {
    const { state, young, outpost, kirk } = spockKilled('Sarek');
    expect(refused(state, play(young, `${kirk}>${outpost}`))).toBe('PLAY_CONDITION');
    expect(legalCommands(state, 'p1').some((c) => c.type === 'PlayCard' && c.card === young)).toBe(false);
  });
  it('the first way: your [Films] personnel gains Youth until the end of the turn; a personnel without [Films] is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('Captain Spock'), person({ skills: 'OFFICER' })], hand: ['I Feel Young'] });
    const [spock, plain] = built.ids.awayTeam as [string, string];
    const young = built.ids.hand[0]!;
    expect(refused(built.state, play(young, plain))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(young, spock)]);
    expect(memberOf(after.state, spock).skills.some((skill) => skill.name === 'Youth')).toBe(true);
    const ended = run(after.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(memberOf(ended.state, spock).skills.some((skill) => skill.name === 'Youth')).toBe(false);
  });
});
