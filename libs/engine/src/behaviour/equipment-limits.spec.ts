/**
 * Equipment that limits where it reports and what the ship it equips needs to cloak (issue 15,
 * partials-iob; behaviour/equipment-limits.ts). 1E rulebook › REPORTING FOR DUTY (equipment reports
 * to an outpost or headquarters), › SPECIAL REPORTING; › CLOAK; › SKILLS.
 * given (an outpost or a ship of yours, a crew, the equipment in hand or aboard) / when (ReportForDuty,
 * SpecialReport or CloakShip) / then (accepted — or refused and not offered, where the card's limit applies).
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { hasSpecialEquipment } from './ship-equipment';

function run(state: GameState, command: Command): GameState {
  return evolveAll(decide(state, command), state);
}
function refusal(state: GameState, command: Command): string | false {
  const outcome = when(state, command);
  return 'violation' in outcome && outcome.violation.code;
}

/** A Federation outpost; with `mirror`, the printed Terran Outpost (a Federation outpost the card list marks [MU]: the Mirror Quadrant icon). */
function outpost(mirror: boolean): Card {
  return mirror ? realCard('Terran Outpost') : { ...realCard('Federation Outpost'), id: 't_outpost', title: 'Test Outpost' };
}

/** p1's turn, card play unused: the outpost in space at L1, the equipment in hand. */
function reportScene(equipment: string, mirror: boolean) {
  const built = scene({ missions: ['Excavation'], hand: [outpost(mirror), equipment] });
  const [post, card] = built.ids.hand as [string, string];
  const events: GameEvent[] = [{ type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
  return { state: evolveAll(events, built.state), post, card };
}

type ShipSpec = { affiliation: string; staffing?: string[]; icons?: string[]; shipClass?: string };
function testShip(spec: ShipSpec): Card {
  const base = ship({ affiliation: spec.affiliation });
  return {
    ...base,
    icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })),
    ship: { ...base.ship!, staffing: { icons: spec.staffing ?? ['Stf'], alternatives: [] }, ...(spec.shipClass ? { shipClass: spec.shipClass } : {}) },
  };
}
/** Your ship at L1 with `crew` aboard, the equipment aboard (or in hand with `inHand`). */
function shipScene(spec: ShipSpec, crew: readonly PersonSpec[], equipment: string, inHand = false) {
  const built = scene({ missions: ['Excavation'], ship: testShip(spec), crew, ...(inHand ? { hand: [equipment] } : { equipment: [equipment] }) });
  const device = Object.values(built.state.cards).find((instance) => instance.blueprint === realCard(equipment).id)!.iid;
  return { state: built.state, ship: built.ids.ship!, device };
}
const cloak = (ship: string): Command => ({ type: 'CloakShip', actor: 'p1', ship, mode: 'cloak' });

describe('122_022 Stolen Cloaking Device', () => {
  it('reports aboard an outpost without [MQ]; aboard a [MQ] facility it is refused and not offered', () => {
    const plain = reportScene('Stolen Cloaking Device', false);
    const report = { type: 'ReportForDuty' as const, actor: 'p1' as const, card: plain.card, facility: plain.post };
    expect(run(plain.state, report).cards[plain.card]!.zone).toBe(Z.aboard(plain.post));
    expect(legalCommands(plain.state, 'p1')).toContainEqual(report);
    const mirror = reportScene('Stolen Cloaking Device', true);
    const banned = { ...report, card: mirror.card, facility: mirror.post };
    expect(refusal(mirror.state, banned)).toBe('NOT_REPORTABLE');
    expect(legalCommands(mirror.state, 'p1')).not.toContainEqual(banned);
  });
  it('a Klingon ship with a staffing icon cloaks with it; a ship with no staffing icon has no Cloaking Device', () => {
    const klingon = shipScene({ affiliation: 'Klingon' }, [{ skills: 'OFFICER', affiliation: 'Klingon' }], 'Stolen Cloaking Device');
    expect(run(klingon.state, cloak(klingon.ship)).cards[klingon.ship]!.cloak).toBe('cloaked');
    const bare = shipScene({ affiliation: 'Klingon', staffing: [] }, [{ skills: 'OFFICER', affiliation: 'Klingon' }], 'Stolen Cloaking Device');
    expect(hasSpecialEquipment(bare.state, bare.ship, 'Cloaking Device')).toBe(false);
  });
  it('a Federation ship without [MQ] has the Cloaking Device but cloaks only with Federation Treachery aboard', () => {
    const honest = shipScene({ affiliation: 'Federation' }, [{ skills: 'OFFICER', affiliation: 'Federation' }], 'Stolen Cloaking Device');
    expect(hasSpecialEquipment(honest.state, honest.ship, 'Cloaking Device')).toBe(true);
    expect(refusal(honest.state, cloak(honest.ship))).toBe('CLOAK_NEEDS_CREW');
    expect(legalCommands(honest.state, 'p1')).not.toContainEqual(cloak(honest.ship));
    const sly = shipScene({ affiliation: 'Federation' }, [{ skills: 'OFFICER Treachery', affiliation: 'Federation' }], 'Stolen Cloaking Device');
    expect(legalCommands(sly.state, 'p1')).toContainEqual(cloak(sly.ship));
    expect(run(sly.state, cloak(sly.ship)).cards[sly.ship]!.cloak).toBe('cloaked');
  });
  it('a Federation ship showing [MQ] cloaks with it without Treachery aboard', () => {
    const mirror = shipScene({ affiliation: 'Federation', icons: ['MQ'] }, [{ skills: 'OFFICER', affiliation: 'Federation' }], 'Stolen Cloaking Device');
    expect(run(mirror.state, cloak(mirror.ship)).cards[mirror.ship]!.cloak).toBe('cloaked');
  });
});

describe('122_020 Romulan Cloaking Device', () => {
  it('never reports to an outpost the normal way (refused, not offered)', () => {
    const { state, post, card } = reportScene('Romulan Cloaking Device', false);
    const report = { type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility: post };
    expect(refusal(state, report)).toBe('NOT_REPORTABLE');
    expect(legalCommands(state, 'p1')).not.toContainEqual(report);
  });
  it('reports aboard your Romulan ship; aboard a Klingon ship it is refused and not offered', () => {
    const romulan = shipScene({ affiliation: 'Romulan' }, [{ skills: 'OFFICER', affiliation: 'Romulan' }], 'Romulan Cloaking Device', true);
    const special: Command = { type: 'SpecialReport', actor: 'p1', card: romulan.device, to: Z.aboard(romulan.ship) };
    expect(legalCommands(romulan.state, 'p1')).toContainEqual(special);
    const after = run(romulan.state, special);
    expect(after.cards[romulan.device]!.zone).toBe(Z.aboard(romulan.ship));
    expect(hasSpecialEquipment(after, romulan.ship, 'Cloaking Device')).toBe(true);
    const klingon = shipScene({ affiliation: 'Klingon' }, [{ skills: 'OFFICER', affiliation: 'Klingon' }], 'Romulan Cloaking Device', true);
    const refused: Command = { type: 'SpecialReport', actor: 'p1', card: klingon.device, to: Z.aboard(klingon.ship) };
    expect(refusal(klingon.state, refused)).toBeTruthy();
    expect(legalCommands(klingon.state, 'p1')).not.toContainEqual(refused);
  });
  it('an [OS] ship has the Cloaking Device with two ENGINEER aboard between its crew; with one, it has none', () => {
    const two = shipScene({ affiliation: 'Klingon', icons: ['OS'] }, [{ skills: 'ENGINEER', affiliation: 'Klingon' }, { skills: 'ENGINEER', affiliation: 'Klingon' }], 'Romulan Cloaking Device');
    expect(hasSpecialEquipment(two.state, two.ship, 'Cloaking Device')).toBe(true);
    expect(run(two.state, cloak(two.ship)).cards[two.ship]!.cloak).toBe('cloaked');
    const one = shipScene({ affiliation: 'Klingon', icons: ['OS'] }, [{ skills: 'ENGINEER', affiliation: 'Klingon' }, { skills: 'OFFICER', affiliation: 'Klingon' }], 'Romulan Cloaking Device');
    expect(hasSpecialEquipment(one.state, one.ship, 'Cloaking Device')).toBe(false);
    const plain = shipScene({ affiliation: 'Klingon' }, [{ skills: 'ENGINEER', affiliation: 'Klingon' }, { skills: 'ENGINEER', affiliation: 'Klingon' }], 'Romulan Cloaking Device');
    expect(hasSpecialEquipment(plain.state, plain.ship, 'Cloaking Device')).toBe(false);
  });
});

describe('141_007 Grappler', () => {
  it('never reports to an outpost the normal way (refused, not offered)', () => {
    const { state, post, card } = reportScene('Grappler', false);
    const report = { type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility: post };
    expect(refusal(state, report)).toBe('NOT_REPORTABLE');
    expect(legalCommands(state, 'p1')).not.toContainEqual(report);
  });
  it('plays aboard your NX-class ship, which gains a Tractor Beam; aboard another class it is refused and not offered', () => {
    const nx = shipScene({ affiliation: 'Starfleet', shipClass: 'NX Class' }, [{ skills: 'OFFICER', affiliation: 'Starfleet' }], 'Grappler', true);
    const special: Command = { type: 'SpecialReport', actor: 'p1', card: nx.device, to: Z.aboard(nx.ship) };
    expect(legalCommands(nx.state, 'p1')).toContainEqual(special);
    const after = run(nx.state, special);
    expect(after.cards[nx.device]!.zone).toBe(Z.aboard(nx.ship));
    expect(hasSpecialEquipment(after, nx.ship, 'Tractor Beam')).toBe(true);
    const other = shipScene({ affiliation: 'Starfleet', shipClass: 'Intrepid Class' }, [{ skills: 'OFFICER', affiliation: 'Starfleet' }], 'Grappler', true);
    const refused: Command = { type: 'SpecialReport', actor: 'p1', card: other.device, to: Z.aboard(other.ship) };
    expect(refusal(other.state, refused)).toBeTruthy();
    expect(legalCommands(other.state, 'p1')).not.toContainEqual(refused);
  });
});

/**
 * Grappler's score (behaviour/solved-by-crew.ts; 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION;
 * WINNING THE GAME: points from other cards are bonus points): given (your NX-class ship with Grappler
 * aboard and a crew that solves the space mission, p1 passing by hand) / when (AttemptMission, then
 * ActivateCard in p1's mission-solved window) / then (Grappler discarded, 5 bonus points — or refused).
 */
describe('141_007 Grappler: discarded to score when its crew solves a space mission requiring an attribute', () => {
  function solved(mission: string, crew: readonly PersonSpec[]) {
    const built = scene({ missions: [mission], ship: testShip({ affiliation: 'Federation', shipClass: 'NX Class' }), crew, equipment: ['Grappler'] });
    const vessel = built.ids.ship!;
    const grappler = built.ids.equipment[0]!;
    let state = run(built.state, { type: 'SetAutoPass', actor: 'p1', on: false });
    state = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: vessel });
    return { state, grappler, vessel };
  }
  const score = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'score' });
  const strong = (n: number): PersonSpec[] => Array.from({ length: n }, (_, i) => ({ skills: i === 0 ? 'SCIENCE Exobiology' : 'SECURITY', s: 10 }));

  it('applies: Investigate Anomaly (STRENGTH>35) solved by its crew: offered in p1’s window; used, Grappler is discarded and p1 scores 5 bonus points', () => {
    const { state, grappler } = solved('Investigate Anomaly', strong(4));
    expect(state.completed.p1).toContain('L1');
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    expect(legalCommands(state, 'p1')).toContainEqual(score(grappler));
    const before = state.score.p1;
    const after = run(state, score(grappler));
    expect(after.cards[grappler]!.zone).toBe(Z.discard('p1'));
    expect(after.score.p1).toEqual({ points: before.points, bonus: before.bonus + 5 });
  });
  it('does not apply: a space mission naming no attribute (Investigate Rogue Comet) — refused and not offered; nor outside the window', () => {
    const { state, grappler } = solved('Investigate Rogue Comet', [{ skills: 'SCIENCE Archaeology Exobiology Computer Skill' }]);
    expect(state.completed.p1).toContain('L1');
    expect(refusal(state, score(grappler))).toBe('ABILITY_CONDITION');
    expect(legalCommands(state, 'p1')).not.toContainEqual(score(grappler));
    const idle = shipScene({ affiliation: 'Federation', shipClass: 'NX Class' }, [{ skills: 'OFFICER' }], 'Grappler');
    expect(refusal(idle.state, score(idle.device))).toBe('NO_RESPONSE_WINDOW');
  });
});
