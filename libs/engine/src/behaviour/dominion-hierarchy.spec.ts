/**
 * 176_013 Dominion Hierarchy (issue 15, helper incb): an incident with three ways — on your Founder, a later copy plays
 * for free once each turn (free-play-grants.ts › `onHost`); on your Vorta present with a Founder and a Jem'Hadar, attributes
 * all +2 and a named skill until the end of the turn (named-skills.ts › `presentWithAll`); on your Dominion facility, the
 * download of Jem'Hadar Sacrifice or Security Sacrifice while play is suspended, then discarded
 * (death-saver-downloads.ts, download-with-own-target.ts).
 *   1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; GETTING HURT › KILLED OR DESTROYED; USING SKILLS.
 * given (a scene on p1's turn: Dominion personnel on the planet, a Dominion outpost, the cards in hand or deck) /
 * when (PlayCard with its way, ActivateCard, AttemptMission) / then (the facts, zones and refusals).
 */
import type { Card } from '@captains-log/cards';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, person, realCard, runAttempt, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const DH = 'Dominion Hierarchy';
const WEAK = 'The Weak Will Perish'; // every member with printed STRENGTH under 5 killed

const dominion = (spec: PersonSpec): PersonSpec => ({ affiliation: 'Dominion', ...spec });
const FOUNDER = dominion({ skills: 'V.I.P.', s: 3, ch: ['Founder'] });
const VORTA = dominion({ skills: 'V.I.P. Diplomacy', s: 6, ch: ['Vorta'] });
const JEM_HADAR = dominion({ skills: 'SECURITY', s: 8, ch: ["Jem'Hadar"] });
const kw = (spec: PersonSpec): Card => ({ ...person(spec), icons: [{ code: 'KW', name: 'KW', category: 'test' }] });
const outpost = (affiliation: string): Card => ({ ...realCard('Federation Outpost'), id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] });

const playOn = (card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target, ...(mode !== undefined ? { mode } : {}) });
const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
const spent = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: true } });

/** p1's team on Excavation (the given personnel), the outpost of `affiliation` at L1, `hand` held and `deck` atop the draw deck. */
function build(team: readonly (PersonSpec | Card)[], hand: readonly string[], deck: readonly string[] = [], affiliation = 'Dominion', seeds: readonly string[] = []) {
  const built = scene({ missions: ['Excavation'], seeds, awayTeam: team, hand: [outpost(affiliation), ...hand], drawTop: deck });
  const [facility, ...cards] = built.ids.hand as [string, ...string[]];
  return { state: moved(built.state, [[facility, Z.space('L1')]]), team: built.ids.awayTeam, facility, cards, deck: built.ids.deck };
}

describe('176_013 Dominion Hierarchy, way 1: on your Founder, a Dominion Hierarchy plays for free once each turn', () => {
  it('lying on your Founder, the next copy plays without the normal card play (once each turn); a third needs the card play', () => {
    const { state, team, cards } = build([FOUNDER], [DH, DH, DH]);
    const [first, second, third] = cards as [string, string, string];
    const one = run(state, [playOn(first, team[0]!)]);
    expect(one.state.cards[first]!.zone).toBe(Z.on(team[0]!));
    expect(one.state.turn!.normalCardPlayUsed).toBe(true);
    const two = run(one.state, [playOn(second, team[0]!)]);
    expect(ofType(two.events, 'CardPlayed').find((e) => e.card === second)?.normalCardPlay).toBe(false);
    expect(refused(two.state, playOn(third, team[0]!))).not.toBeNull();
  });
  it('not on a Founder (lying on your Dominion facility): the next copy needs the normal card play', () => {
    const { state, team, facility, cards } = build([FOUNDER], [DH, DH]);
    const [first, second] = cards as [string, string];
    const one = run(state, [playOn(first, facility, 2)]);
    expect(one.state.cards[first]!.zone).toBe(Z.on(facility));
    expect(refused(one.state, playOn(second, team[0]!))).not.toBeNull();
    expect(refused(spent(state), playOn(first, team[0]!))).not.toBeNull();
  });
});

describe('176_013 Dominion Hierarchy, way 2: your Vorta present with a Founder and a Jem\'Hadar is attributes all +2 and gains a named skill this turn', () => {
  it('with both present: the Vorta is STRENGTH 8 and has Navigation until the end of the turn; the incident is discarded', () => {
    const { state, team, cards } = build([VORTA, FOUNDER, JEM_HADAR], [DH]);
    const vorta = team[0]!;
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(cards[0]!, `${vorta}>Navigation`, 1));
    const after = run(state, [playOn(cards[0]!, `${vorta}>Navigation`, 1)]);
    expect(after.state.cards[cards[0]!]!.zone).toBe(Z.discard('p1'));
    const member = memberOf(after.state, vorta);
    expect(member.strength).toBe(8);
    expect(member.integrity).toBe(7);
    expect(skillLevel(member, 'Navigation')).toBe(1);
  });
  it('without a Jem\'Hadar present: no Vorta is a target', () => {
    const { state, team, cards } = build([VORTA, FOUNDER], [DH]);
    expect(refused(state, playOn(cards[0]!, `${team[0]!}>Navigation`, 1))).not.toBeNull();
  });
});

describe('176_013 Dominion Hierarchy, way 3: on your Dominion facility, Jem\'Hadar Sacrifice or Security Sacrifice downloaded, then discarded', () => {
  it('your Founder about to die: Jem\'Hadar Sacrifice comes from the draw deck, your [KW] personnel dies instead, the incident is discarded', () => {
    const { state, team, facility, cards, deck } = build([FOUNDER, kw(JEM_HADAR), { skills: 'OFFICER', s: 8 }], [DH], ["Jem'Hadar Sacrifice"], 'Dominion', [WEAK]);
    const placed = run(state, [playOn(cards[0]!, facility, 2)]).state;
    const after = runAttempt(placed, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(killed(after.events)).toEqual([team[1]]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([deck[0]]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[cards[0]!]!.zone).toBe(Z.discard('p1'));
  });
  it('lying on your Founder instead (way 1): nothing is downloaded and the Founder dies', () => {
    const { state, team, cards, deck } = build([FOUNDER, kw(JEM_HADAR), { skills: 'OFFICER', s: 8 }], [DH], ["Jem'Hadar Sacrifice"], 'Dominion', [WEAK]);
    const placed = run(state, [playOn(cards[0]!, team[0]!)]).state;
    const after = runAttempt(placed, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(killed(after.events)).toContain(team[0]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
  it('one of your personnel randomly selected to die: Security Sacrifice comes from the draw deck and your SECURITY personnel dies instead', () => {
    const { state, team, facility, cards, deck } = build([{ skills: 'SECURITY' }, { skills: 'CIVILIAN' }, { skills: 'MEDICAL' }], [DH], ['Security Sacrifice'], 'Dominion', ['Armus - Skin of Evil']);
    const placed = run(state, [playOn(cards[0]!, facility, 2)]).state;
    const after = runAttempt(placed, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const chosen = ofType(after.events, 'RandomCardsSelected').flatMap((e) => e.outcome);
    expect(chosen).not.toContain(team[0]); // the scene's seed picks a non-SECURITY member
    expect(killed(after.events)).toEqual([team[0]]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[cards[0]!]!.zone).toBe(Z.discard('p1'));
  });
  it('play suspended: Jem\'Hadar Sacrifice is downloaded onto your [KW] personnel (its own way), then the incident is discarded; not from a Founder', () => {
    const { state, team, facility, cards, deck } = build([FOUNDER, kw(JEM_HADAR)], [DH, DH], ["Jem'Hadar Sacrifice"]);
    const [onFacility, onFounder] = cards as [string, string];
    const placed = run(state, [playOn(onFacility, facility, 2)]).state;
    const use: Command = { type: 'ActivateCard', actor: 'p1', card: onFacility, ability: 'download-jem-hadar-sacrifice', target: `${deck[0]!}>${team[1]!}` };
    expect(legalCommands(placed, 'p1')).toContainEqual(use);
    const after = run(placed, [use]);
    expect(killed(after.events)).toEqual([team[1]]);
    expect(after.state.cards[onFacility]!.zone).toBe(Z.discard('p1'));
    const founder = run(state, [playOn(onFounder, team[0]!)]).state;
    expect(refused(founder, { type: 'ActivateCard', actor: 'p1', card: onFounder, ability: 'download-jem-hadar-sacrifice', target: `${deck[0]!}>${team[1]!}` })).not.toBeNull();
  });
});
