/**
 * Issue 15 (helper roa): the record of titles played and `nullifiedIf` (played-titles.ts): 62nd Rule of Acquisition.
 * 1E rulebook › ATTEMPT A MISSION › NULLIFIERS; DOWNLOADING; WINNING THE GAME (bonus points).
 */
import type { Card } from '@captains-log/cards';
import { requirement } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { titlesPlayed } from './card-record';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

describe('119_016 62nd Rule of Acquisition: on your unattempted mission, solving it scores 10 and costs the opponent 10; nullified by an attempt with <3 or >7 personnel, or by your Scan / Full Planet Scan, played before or after', () => {
  const base = realCard('Excavation');
  const mission: Card = { ...base, id: 't_62_mission', title: 'Test trade planet', mission: { ...base.mission!, requirementText: 'Diplomacy', requirements: requirement('Diplomacy') } };
  const given = (size: number) => {
    const built = scene({ missions: [mission], awayTeam: Array.from({ length: size }, () => person({ affiliation: 'Federation', skills: 'Diplomacy' })), hand: ['62nd Rule of Acquisition'] });
    return { state: built.state, card: built.ids.hand[0]! };
  };
  const attempt = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };
  const playIt = (card: string) => ({ type: 'PlayCard' as const, actor: 'p1' as const, card, target: 'L1' });

  it('applies: played on the mission, three personnel solve it — p1 scores 10 bonus points, p2 loses 10, the event is discarded', () => {
    const { state, card } = given(3);
    const played = run(state, [playIt(card)]);
    expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const solved = run(played.state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect([solved.state.score.p1.bonus, solved.state.score.p2.bonus]).toEqual([10, -10]);
    expect(solved.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: an attempt begun with two or with eight personnel discards it first — no bonus points', () => {
    for (const size of [2, 8]) {
      const { state, card } = given(size);
      const solved = run(run(state, [playIt(card)]).state, [attempt]);
      expect(solved.state.cards[card]!.zone).toBe(Z.discard('p1'));
      expect([solved.state.score.p1.bonus, solved.state.score.p2.bonus]).toEqual([0, 0]);
    }
  });

  it('does not apply: p1 has played Scan earlier (the record of titles played) — the 62nd Rule is discarded as it is played; p2’s Scan does not count', () => {
    const built = scene({ missions: [mission], awayTeam: [person({ affiliation: 'Federation', skills: 'Diplomacy' })], hand: ['62nd Rule of Acquisition', 'Scan'] });
    const [card, scan] = built.ids.hand as [string, string];
    // Scan played earlier (its own spec plays it: premiere-scans.spec.ts); here only its CardPlayed, folded by evolve.
    const scanned = (player: 'p1' | 'p2') => evolveAll([{ type: 'CardPlayed', player, card: scan, to: Z.discard('p1'), normalCardPlay: false } as GameEvent], built.state);
    const mine = run(scanned('p1'), [playIt(card)]);
    expect(titlesPlayed(mine.state, 'p1')).toContain('Scan');
    expect(mine.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const theirs = run(scanned('p2'), [playIt(card)]);
    expect(theirs.state.cards[card]!.zone).toBe(Z.atop('L1'));
  });

  it('does not apply: p1 plays Scan while the 62nd Rule lies on the mission — it is discarded after that play', () => {
    const base2 = ship();
    const staffed: Card = { ...base2, ship: { ...base2.ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } };
    const built = scene({ missions: ['Study Stellar Collision'], ship: staffed, crew: [{ skills: 'OFFICER Computer Skill' }, { skills: 'SCIENCE Stellar Cartography' }, { skills: 'ENGINEER' }], hand: ['Scan', '62nd Rule of Acquisition'] });
    const [scan, rule] = built.ids.hand as [string, string];
    const state = moved(built.state, [[rule, Z.atop('L1')]]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: scan, target: built.ids.ship! }]);
    expect(ofType(after.events, 'CardPlayed').map((e) => e.card)).toEqual([scan]);
    expect(after.state.cards[rule]!.zone).toBe(Z.discard('p1'));
  });
});
