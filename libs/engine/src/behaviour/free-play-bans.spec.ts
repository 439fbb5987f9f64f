/**
 * A card that takes away its owner's free reports (issue 15, helper incidents; free-play-bans.ts › `no-free-reports`),
 * and a free report by a card lying on the place reported to (free-reports.ts › placeFreeReport).
 *   1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene on p1's turn: Qo'noS (Expose Covert Supply, the rulebook's Klingon homeworld) at L1 with p1's The Great
 * Hall, Excavation at L2; the normal card play spent where it matters) / when (ReportForDuty, ActivateCard) / then (the
 * report's facts, the zones, or the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, refused, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { activate, report } from '../testing/commands';

function personnel(spec: PersonSpec & { icons?: string[]; lore?: string }): Card {
  const base = person(spec);
  return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'test' })), ...(spec.lore ? { lore: spec.lore } : {}) };
}
function outpostOf(affiliation: string, n: number): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: `t_outpost_${affiliation}_${n}`, title: `${affiliation} Test Outpost ${n}`, affiliations: [affiliation as never] };
}
const code = (state: GameState, command: Command) => {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : 'ok';
};
const spent = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: true } });

describe("234_005 Guess Who's Coming to Dinner: on The Great Hall, a [Kli][Films] personnel a turn reports there for free; free reports only at Qo'noS; a High Council personnel or HQ card to hand instead of a draw", () => {
  /** The Great Hall on Qo'noS (L1), the incident on it (unless `without`); Ferengi Military Operations on p1's table with a Ferengi outpost at each mission. */
  function dinnerScene(opts: { without?: boolean; drawTop?: (string | Card)[] } = {}) {
    const films = () => personnel({ affiliation: 'Klingon', icons: ['Films'], skills: 'OFFICER' });
    const built = scene({
      missions: ['Expose Covert Supply', 'Excavation'],
      hand: ["Guess Who's Coming to Dinner", 'The Great Hall', 'Ferengi Military Operations', outpostOf('Ferengi', 1), outpostOf('Ferengi', 2), films(), films(), personnel({ affiliation: 'Ferengi', icons: ['TNG'], skills: 'OFFICER' })],
      ...(opts.drawTop ? { drawTop: opts.drawTop } : {}),
    });
    const [dinner, hall, operations, postQonos, postElsewhere, klingon, klingon2, ferengi] = built.ids.hand as [string, string, string, string, string, string, string, string];
    const state = moves(built.state, [
      [hall, Z.surface('L1')],
      [operations, Z.table('p1')],
      [postQonos, Z.space('L1')],
      [postElsewhere, Z.space('L2')],
      ...(opts.without ? [] : [[dinner, Z.on(hall)] as [string, string]]),
    ]);
    return { state, dinner, hall, postQonos, postElsewhere, klingon, klingon2, ferengi, deck: built.ids.deck };
  }
  it('applies: one [Kli][Films] personnel reports to The Great Hall for free; a second that turn uses the normal card play', () => {
    const { state, hall, klingon, klingon2 } = dinnerScene();
    const done = accepted(spent(state), report(klingon, hall));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: klingon, normalCardPlay: false })]);
    expect(code(done.state, report(klingon2, hall))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('does not apply: without the incident on The Great Hall the [Kli][Films] personnel uses the normal card play', () => {
    const { state, hall, klingon } = dinnerScene({ without: true });
    expect(code(spent(state), report(klingon, hall))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it("free reports only at Qo'noS: Ferengi Military Operations' free report goes to the outpost at Qo'noS, not to the one at Excavation (there it uses the normal card play); without the incident, both are free", () => {
    const { state, postQonos, postElsewhere, ferengi } = dinnerScene();
    expect(code(spent(state), report(ferengi, postElsewhere))).toBe('NORMAL_CARD_PLAY_USED');
    const elsewhere = accepted(state, report(ferengi, postElsewhere));
    expect(ofType(elsewhere.events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
    const atQonos = accepted(spent(state), report(ferengi, postQonos));
    expect(ofType(atQonos.events, 'CardReported')).toEqual([expect.objectContaining({ card: ferengi, normalCardPlay: false })]);
    const open = dinnerScene({ without: true });
    const free = accepted(spent(open.state), report(open.ferengi, open.postElsewhere));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: false })]);
  });
  it('applies: in place of a card draw, a [Films] personnel with "High Council" in lore, or an HQ card, is taken into hand from the deck', () => {
    const council = personnel({ affiliation: 'Klingon', icons: ['Films'], title: 'Test Councillor', lore: 'Member of the Klingon High Council.' });
    const { state, dinner, deck } = dinnerScene({ drawTop: [council, 'HQ: War Room', 'Kamarag'] });
    const [councillor, hq] = deck as [string, string];
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === dinner);
    expect(offered).toEqual(expect.arrayContaining([activate(dinner, 'high-council-to-hand', councillor), activate(dinner, 'high-council-to-hand', hq)]));
    const done = accepted(state, activate(dinner, 'high-council-to-hand', councillor)).state;
    expect(done.cards[councillor]!.zone).toBe(Z.hand('p1'));
    expect(refused(done, activate(dinner, 'high-council-to-hand', hq))).toBe('DRAW_ALREADY_REPLACED');
  });
  it('does not apply: a [Films] personnel without "High Council" in lore (Kamarag) is no target', () => {
    const { state, dinner, deck } = dinnerScene({ drawTop: ['Kamarag'] });
    expect(refused(state, activate(dinner, 'high-council-to-hand', deck[0]!))).toBe('INVALID_TARGET');
  });
});

describe('188_006 Combined Task Force: a treaty download; free reports of [DS9] personnel (or a Homefront nullified with your V.I.P.); only Federation and Klingon reports; [DS9] battles against non-Federation, non-Klingon targets; nothing while you have a Nor', () => {
  const fed = (extra: { icons?: string[]; skills?: string } = {}) => personnel({ affiliation: 'Federation', icons: extra.icons ?? ['DS9'], skills: extra.skills ?? 'OFFICER Leadership' });
  /** Excavation (L1) with p1's Federation and Romulan outposts; the incident on p1's table (unless `without`); p1's Terok Nor at L2 with `nor`; the card play spent. */
  function taskScene(opts: { without?: boolean; nor?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation', 'Search for Weapons'],
      hand: ['Combined Task Force', 'Federation Outpost', 'Romulan Outpost', 'Terok Nor', fed(), fed({ icons: ['DS9', 'OS'] }), personnel({ affiliation: 'Romulan', icons: ['DS9'] }), fed({ skills: 'V.I.P. Diplomacy' })],
      opponentHand: [personnel({ affiliation: 'Romulan' }), personnel({ affiliation: 'Klingon' }), 'Homefront'],
      drawTop: ['Treaty: Federation/Klingon'],
    });
    const [task, post, romulanPost, nor, officer, classic, romulan, vip] = built.ids.hand as [string, string, string, string, string, string, string, string];
    const [theirRomulan, theirKlingon, homefront] = built.ids.opponentHand as [string, string, string];
    const state = moves(built.state, [
      [post, Z.space('L1')],
      [romulanPost, Z.space('L1')],
      ...(opts.without ? [] : [[task, Z.table('p1')] as [string, string]]),
      ...(opts.nor ? [[nor, Z.space('L2')] as [string, string]] : []),
    ]);
    return { state, task, post, romulanPost, officer, classic, romulan, vip, theirRomulan, theirKlingon, homefront, treaty: built.ids.deck[0]! };
  }
  it('as it is played it downloads Treaty: Federation/Klingon', () => {
    const { state, task, treaty } = taskScene({ without: true });
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: task });
    expect(ofType(played.events, 'CardDownloaded').map((event) => event.card)).toEqual([treaty]);
  });
  it('applies: a [DS9] Federation personnel reports for free; a [DS9][OS] one does not; a Romulan may not report at all', () => {
    const { state, post, romulanPost, officer, classic, romulan } = taskScene();
    const done = accepted(spent(state), report(officer, post));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: officer, normalCardPlay: false })]);
    expect(code(spent(state), report(classic, post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(state, report(romulan, romulanPost))).toBe('PLAY_FORBIDDEN');
  });
  it('does not apply: with p1’s Nor in play (or without the incident) the [DS9] personnel is not free and the Romulan reports', () => {
    const withNor = taskScene({ nor: true });
    expect(code(spent(withNor.state), report(withNor.officer, withNor.post))).toBe('NORMAL_CARD_PLAY_USED');
    expect(code(withNor.state, report(withNor.romulan, withNor.romulanPost))).toBe('ok');
    const none = taskScene({ without: true });
    expect(code(spent(none.state), report(none.officer, none.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('applies: p1’s [DS9] Federation officer may initiate battle against a Romulan on the planet; not against a Klingon, nor with a Nor in play', () => {
    const battle: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
    const at = (built: ReturnType<typeof taskScene>, foe: string) => moves(built.state, [[built.officer, Z.surface('L1')], [foe, Z.surface('L1')]]);
    const built = taskScene();
    expect(code(at(built, built.theirRomulan), battle)).toBe('ok');
    expect(code(at(built, built.theirKlingon), battle)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const withNor = taskScene({ nor: true });
    expect(code(at(withNor, withNor.theirRomulan), battle)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
  it('applies: instead of the free report, the opponent’s Homefront where p1’s V.I.P. is present is nullified; then no free report that turn; not where no V.I.P. of p1’s is', () => {
    const built = taskScene();
    const nullify: Command = { type: 'ActivateCard', actor: 'p1', card: built.task, ability: 'nullify-homefront', target: built.homefront };
    const away = moves(built.state, [[built.homefront, Z.atop('L1')], [built.vip, Z.surface('L2')]]);
    expect(refused(away, nullify)).toBe('INVALID_TARGET');
    const here = moves(built.state, [[built.homefront, Z.atop('L1')], [built.vip, Z.surface('L1')]]);
    const done = accepted(here, nullify).state;
    expect(done.cards[built.homefront]!.zone).toBe(Z.discard('p2'));
    expect(code(spent(done), report(built.officer, built.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});
