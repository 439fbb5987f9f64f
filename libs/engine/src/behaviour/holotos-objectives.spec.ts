/**
 * Film and Original Series objectives and incidents (issue 15, helper holotos).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; REPORTING FOR DUTY.
 * given (a play-phase scene: p1's outposts at L1, cards in hand or deck) / when (PlayCard, ActivateCard) / then (the facts).
 */
import { blueprintOf } from '../card-facts';
import { legalCommands } from '../legal';
import { showsIcon } from './property-logos';
import type { Card } from '@captains-log/cards';
import { ofType, person, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';
import { activate, playCard as playOn } from '../testing/commands';


describe('188_016 Reunite Legends: on your outpost; once per game, a matching [Films] ship (not I.K.S. Kla’Diyus) downloads to it', () => {
  /** p1's Federation and Klingon outposts at L1; Reunite Legends in hand; ships in the draw deck. */
  const table = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Klingon Outpost', 'Reunite Legends', 'U.S.S. Enterprise-A', 'U.S.S. Enterprise', "I.K.S. Kla'Diyus", 'Starship Saratoga'] });
    const [fedPost, kliPost, legends, entA, ent, klaDiyus, saratoga] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = moved(built.state, [[fedPost, Z.space('L1')], [kliPost, Z.space('L1')], ...[entA, ent, klaDiyus, saratoga].map((iid): [string, string] => [iid, Z.draw('p1')])]);
    return { state, fedPost, kliPost, legends, entA, ent, klaDiyus, saratoga };
  };

  it('applies: played on p1’s Federation outpost, U.S.S. Enterprise-A downloads to it; not a second time this game', () => {
    const { state, fedPost, legends, entA, saratoga } = table();
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(legends, fedPost));
    const played = accepted(state, playOn(legends, fedPost)).state;
    expect(played.cards[legends]!.zone).toBe(Z.on(fedPost));
    expect(legalCommands(played, 'p1')).toContainEqual(activate(legends, 'download-ship', `${entA}>${fedPost}`));
    const done = accepted(played, activate(legends, 'download-ship', `${entA}>${fedPost}`));
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'CardDownloaded', card: entA }));
    expect(done.state.cards[entA]!.zone).not.toBe(Z.draw('p1'));
    expect(refused(done.state, activate(legends, 'download-ship', `${saratoga}>${fedPost}`))).toBe('ONCE_PER_GAME');
  });

  it('does not apply: a ship without [Films], I.K.S. Kla’Diyus, a ship of another affiliation, or a facility without the objective', () => {
    const { state, fedPost, kliPost, legends, entA, ent, klaDiyus } = table();
    const played = accepted(state, playOn(legends, fedPost)).state;
    expect(refused(played, activate(legends, 'download-ship', `${ent}>${fedPost}`))).toBe('INVALID_TARGET');
    expect(refused(played, activate(legends, 'download-ship', `${klaDiyus}>${kliPost}`))).toBe('INVALID_TARGET');
    expect(refused(played, activate(legends, 'download-ship', `${entA}>${kliPost}`))).toBe('INVALID_TARGET');
    const onKlingon = accepted(state, playOn(legends, kliPost)).state;
    expect(refused(onKlingon, activate(legends, 'download-ship', `${klaDiyus}>${kliPost}`))).toBe('INVALID_TARGET');
  });
});

describe('192_027 Sickbay: Menagerie: on your [22] ship with a staffing icon; thrice per game a [22] MEDICAL aboard is stopped so that a personnel aboard is stopped instead of killed by a dilemma', () => {
  const icon = (code: string) => ({ code, name: code, category: 'test' });
  const medic = (title: string): Card => ({ ...person({ skills: 'MEDICAL Biology', title }), icons: ['22', 'Cmd'].map(icon) }) as Card;
  /** p1's Columbia at L1 (a space mission, Astral Eddy seeded: one crew member killed at random) with two [22] MEDICAL aboard; Sickbay: Menagerie in hand. */
  const table = () => {
    const built = scene({ missions: ['Explore Black Cluster'], seeds: ['Astral Eddy'], ship: realCard('Columbia'), crew: [medic('Medic A'), medic('Medic B')], hand: ['Sickbay: Menagerie', 'Shuttlepod One'] });
    const [sickbay, pod] = built.ids.hand as [string, string];
    const state = moved(built.state, [[pod, Z.space('L1')]]);
    return { state, sickbay, pod, ship: built.ids.ship!, crew: built.ids.crew };
  };
  const attempt = (ship: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship });

  it('applies: the crew member Astral Eddy would kill is stopped instead, and the other MEDICAL is stopped to pay', () => {
    const { state, sickbay, pod, ship: columbia, crew } = table();
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(sickbay, columbia));
    expect(refused(state, playOn(sickbay, pod))).toBe('INVALID_TARGET');
    const played = accepted(state, playOn(sickbay, columbia)).state;
    const after = runAttempt(played, attempt(columbia));
    expect(after.events.filter((event) => event.type === 'CardLeftPlay' && crew.includes(event.card))).toEqual([]);
    expect(crew.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.aboard(columbia), Z.aboard(columbia)]);
    expect(crew.map((iid) => after.state.cards[iid]!.stopped)).toEqual([true, true]);
    expect(Object.keys(after.state.abilityUses ?? {})).toContain('p1|Sickbay: Menagerie#instead-of-dilemma-kill#1');
  });

  it('does not apply: without the incident, or with its three uses spent, the crew member dies', () => {
    const { state, sickbay, ship: columbia, crew } = table();
    const bare = runAttempt(state, attempt(columbia));
    expect(crew.filter((iid) => bare.state.cards[iid]!.zone === Z.discard('p1'))).toHaveLength(1);
    const played = accepted(state, playOn(sickbay, columbia)).state;
    const spent = { ...played, abilityUses: Object.fromEntries([1, 2, 3].map((n) => [`p1|Sickbay: Menagerie#instead-of-dilemma-kill#${n}`, 1])) };
    const after = runAttempt(spent, attempt(columbia));
    expect(crew.filter((iid) => after.state.cards[iid]!.zone === Z.discard('p1'))).toHaveLength(1);
  });
});

describe('223_027 Ancient Citadel (second way): on your crew or Away Team with four Klingons with Honor (or four Klingon [OS] SECURITY), draw up to three, then discarded', () => {
  const klingon = (skills: string) => ({ skills, affiliation: 'Klingon', ch: ['Klingon'] });
  const table = (team: readonly { skills: string; affiliation: string; ch: string[] }[]) => {
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Ancient Citadel'] });
    return { state: built.state, citadel: built.ids.hand[0]!, first: built.ids.awayTeam[0]! };
  };

  it('applies: four Klingons with Honor on the planet — played on them, three cards drawn (the most offered), the objective discarded', () => {
    const { state, citadel, first } = table([1, 2, 3, 4].map(() => klingon('Honor')));
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(citadel, first));
    const played = accepted(state, playOn(citadel, first));
    const options = ofType(played.events, 'ChoiceAwaited')[0]!.options;
    const drawn = play(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[options.length - 1]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn')[0]!.cards).toHaveLength(3);
    expect(drawn.state.cards[citadel]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: three Klingons with Honor and one without, or four non-[OS] Klingon SECURITY, are no target', () => {
    const short = table([...[1, 2, 3].map(() => klingon('Honor')), klingon('SECURITY')]);
    expect(refused(short.state, playOn(short.citadel, short.first))).toBe('INVALID_TARGET');
    const security = table([1, 2, 3, 4].map(() => klingon('SECURITY')));
    expect(refused(security.state, playOn(security.citadel, security.first))).toBe('INVALID_TARGET');
  });
});

describe('212_020 The Final Frontier: [AU][OS] personnel report free to your matching universal outpost (twice if one is universal); no other free plays; only [OS] personnel and ships; Crew Reassignment nullified', () => {
  /** p1's Federation Outpost (universal) at L1, The Final Frontier on p1's table; personnel in hand. */
  const table = (withFrontier = true) => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'The Final Frontier', 'Dr. McCoy', 'Ensign Chekov', 'Lt. Grant', 'Data', 'Crew Reassignment'] });
    const [outpost, frontier, mccoy, chekov, grant, data, reassignment] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = moved(built.state, [[outpost, Z.space('L1')], ...(withFrontier ? [[frontier, Z.table('p1')] as [string, string]] : [])]);
    return { state, outpost, frontier, mccoy, chekov, grant, data, reassignment };
  };
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });

  it('applies: Dr. McCoy reports for free, then Lt. Grant (universal) for free too; a non-[OS] personnel may not report', () => {
    const { state, outpost, mccoy, grant, data } = table();
    const first = accepted(state, report(mccoy, outpost)).state;
    expect(first.cards[mccoy]!.zone).toBe(Z.aboard(outpost));
    expect(first.turn!.normalCardPlayUsed).toBe(false);
    const second = accepted(first, report(grant, outpost)).state;
    expect(second.turn!.normalCardPlayUsed).toBe(false);
    expect(refused(state, report(data, outpost))).toBe('PLAY_FORBIDDEN');
  });

  it('applies: Crew Reassignment played while it is on the table is nullified (discarded)', () => {
    const { state, reassignment } = table();
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: reassignment });
    expect(after.state.cards[reassignment]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: two non-universal personnel — the second one uses the normal card play; without the incident, the report is not free', () => {
    const { state, outpost, mccoy, chekov } = table();
    const first = accepted(state, report(mccoy, outpost)).state;
    const second = accepted(first, report(chekov, outpost)).state;
    expect(second.turn!.normalCardPlayUsed).toBe(true);
    const bare = table(false);
    expect(accepted(bare.state, report(bare.mccoy, bare.outpost)).state.turn!.normalCardPlayUsed).toBe(true);
    const reassignment = accepted(bare.state, { type: 'PlayCard', actor: 'p1', card: bare.reassignment }).state;
    expect(reassignment.cards[bare.reassignment]!.zone).toBe(Z.table('p1'));
  });
});

describe('212_020 The Final Frontier: no personnel reports to a time location', () => {
  it('applies: Azetbur (given [OS]) native to Camp Khitomer may report there without the incident, not with it', () => {
    const azetbur = { ...realCard('Azetbur'), icons: [...realCard('Azetbur').icons, { code: 'OS', name: 'OS', category: 'test' }] } as Card;
    const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer', 'The Final Frontier', azetbur] });
    const [camp, frontier, native] = built.ids.hand as [string, string, string];
    const placed = play(accepted(built.state, playOn(camp, 'L1')).state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    const reportThere: Command = { type: 'ReportForDuty', actor: 'p1', card: native, facility: camp };
    expect(refused(placed, reportThere)).toBeNull();
    const banned = moved(placed, [[frontier, Z.table('p1')]]);
    expect(refused(banned, reportThere)).toBe('PLAY_FORBIDDEN');
  });
});

describe('223_012 Assignment: Earth: on Earth; your Gary Seven, Isis and Roberta Lincoln show [OS] even in hand', () => {
  it('applies: played on Espionage Mission (Earth), Isis in hand shows [OS]; does not apply: another personnel does not, nor Isis without the incident, and it does not play on another mission', () => {
    const built = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Assignment: Earth', 'Isis', 'Data'] });
    const [assignment, isis, data] = built.ids.hand as [string, string, string];
    expect(showsIcon(blueprintOf(built.state, isis), 'OS')).toBe(false);
    expect(refused(built.state, playOn(assignment, 'L2'))).toBe('INVALID_TARGET');
    const played = accepted(built.state, playOn(assignment, 'L1')).state;
    expect(played.cards[assignment]!.zone).toBe(Z.atop('L1'));
    expect(showsIcon(blueprintOf(played, isis), 'OS')).toBe(true);
    expect(showsIcon(blueprintOf(played, data), 'OS')).toBe(false);
  });
});

// Issue 15 (helper tail1): Reunite Legends' points (behaviour/crew-solves.ts, `AttemptState.beganCrew`).
describe('188_016 Reunite Legends: a [S] mission completed by your crew aboard a [Films] ship with seven unique [Films] personnel at the start: 10 points, discarded', () => {
  const films = { code: 'Films', name: 'Films', category: 'property' } as Card['icons'][number];
  const legend = (skills: string, n: number, icon = true): Card => {
    const card = person({ affiliation: 'Federation', skills, universal: false });
    return { ...card, title: `Test Legend ${n}`, icons: icon ? [...card.icons, films] : card.icons };
  };
  const filmsShip = (icon = true): Card => {
    const card = ship({ affiliation: 'Federation' });
    return { ...card, icons: icon ? [...card.icons, films] : card.icons };
  };
  /** Explore Black Cluster (a [S] mission: Stellar Cartography + Leadership) at L1; Reunite Legends on p1's outpost at L2. */
  const setup = (opts: { plainOne?: boolean; plainShip?: boolean } = {}) => {
    const crew = [legend('OFFICER Stellar Cartography Leadership', 1), ...[2, 3, 4, 5, 6, 7].map((n) => legend('SCIENCE', n, !(opts.plainOne && n === 7)))];
    const built = scene({ missions: ['Explore Black Cluster', 'Excavation'], ship: filmsShip(!opts.plainShip), crew, hand: ['Federation Outpost', 'Reunite Legends'] });
    const [post, legends] = built.ids.hand as [string, string];
    const state = moved(built.state, [[post, Z.space('L2')], [legends, Z.on(post)]]);
    return { state, legends, ship: built.ids.ship! };
  };
  const attempt = (ship: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship });

  it('applies: seven unique [Films] personnel aboard the [Films] ship solve Explore Black Cluster: 10 bonus points, the objective discarded', () => {
    const { state, legends, ship } = setup();
    const after = runAttempt(state, attempt(ship));
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored')).toEqual(expect.arrayContaining([expect.objectContaining({ player: 'p1', points: 10, bonus: true, source: legends })]));
    expect(after.state.cards[legends]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: six [Films] personnel and one without; or the ship without [Films]: solved, no bonus, the objective stays', () => {
    for (const opts of [{ plainOne: true }, { plainShip: true }]) {
      const { state, legends, ship } = setup(opts);
      const after = runAttempt(state, attempt(ship));
      expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
      expect(ofType(after.events, 'PointsScored').filter((event) => event.bonus)).toEqual([]);
      expect(after.state.cards[legends]!.zone).not.toBe(Z.discard('p1'));
    }
  });
});
