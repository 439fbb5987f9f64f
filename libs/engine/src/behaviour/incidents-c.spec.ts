/**
 * Incidents, objectives, equipment and artifacts of later sets (issue 15, incidents pass C).
 *
 * Equipment that "reports for free" (behaviour/free-reports.ts; 1E rulebook › PLAYING "FOR FREE";
 * REPORTING FOR DUTY; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS):
 * given (your outpost, the normal card play already spent on another report) / when (ReportForDuty
 * of the equipment) / then (it goes aboard and the turn's card play is untouched — or refused).
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { realCard, scene } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

/** A test outpost of Federation affiliation; with `mirror`, it shows the [MQ] icon. */
function outpost(mirror: boolean): Card {
  const base = realCard('Federation Outpost');
  return mirror
    ? { ...base, id: 't_outpost_mq', title: 'Mirror Test Outpost', icons: [...base.icons, { code: 'MQ', name: 'Mirror Quadrant', category: 'quadrant' }] }
    : { ...base, id: 't_outpost', title: 'Test Outpost' };
}

/** p1's turn: an outpost at L1, the equipment copies in hand, and (with `spent`) the normal card play used by a report. */
function reportScene(equipment: readonly string[], opts: { spent: boolean; mirror?: boolean }) {
  const built = scene({ missions: ['Excavation'], hand: [outpost(opts.mirror ?? false), { skills: 'OFFICER', affiliation: 'Federation' }, ...equipment] });
  const [post, officer, ...copies] = built.ids.hand as [string, string, ...string[]];
  const events: GameEvent[] = [{ type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
  if (opts.spent) events.push({ type: 'CardReported', player: 'p1', card: officer, facility: post, to: Z.aboard(post), normalCardPlay: true, rule: 'test' });
  return { state: evolveAll(events, built.state), post, copies };
}

function reportTo(state: GameState, card: string, facility: string) {
  return { type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility };
}

function apply(state: GameState, command: ReturnType<typeof reportTo>): GameState {
  return evolveAll(decide(state, command), state);
}

describe('equipment that reports for free', () => {
  const ALWAYS: [string, string][] = [
    ['116_014', "D'k Tahg"],
    ['116_019', 'Starfleet Type I Phaser'],
    ['124_015', 'Hirogen Talon'],
  ];
  for (const [id, title] of ALWAYS) {
    it(`${id} ${title}: with the normal card play spent, two copies still report, and the card play stays spent`, () => {
      const { state, post, copies } = reportScene([id, id], { spent: true });
      const after = apply(apply(state, reportTo(state, copies[0]!, post)), reportTo(state, copies[1]!, post));
      expect(copies.map((copy) => after.cards[copy]!.zone)).toEqual([Z.aboard(post), Z.aboard(post)]);
      expect(legalCommands(state, 'p1')).toContainEqual(reportTo(state, copies[0]!, post));
    });
    it(`${id} ${title}: reported with the card play unused, it leaves the normal card play for another card`, () => {
      const { state, post, copies } = reportScene([id], { spent: false });
      const after = apply(state, reportTo(state, copies[0]!, post));
      expect(after.turn!.normalCardPlayUsed).toBe(false);
    });
  }
  it('a plain equipment card (Medical Kit) is refused once the normal card play is spent, and is not offered', () => {
    const { state, post, copies } = reportScene(['Medical Kit'], { spent: true });
    const outcome = when(state, reportTo(state, copies[0]!, post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(state, 'p1')).not.toContainEqual(reportTo(state, copies[0]!, post));
  });
  for (const [id, title] of [['123_036', 'Kazon Disruptor'], ['123_037', 'Kazon Disruptor Rifle']] as const) {
    it(`${id} ${title}: one copy reports for free each turn; a second copy that turn needs the (spent) card play`, () => {
      const { state, post, copies } = reportScene([id, id], { spent: true });
      const first = apply(state, reportTo(state, copies[0]!, post));
      expect(first.cards[copies[0]!]!.zone).toBe(Z.aboard(post));
      const outcome = when(first, reportTo(first, copies[1]!, post));
      expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
      expect(legalCommands(first, 'p1')).not.toContainEqual(reportTo(first, copies[1]!, post));
    });
  }
  it('122_018 Mirror Dagger: reports for free to a [MQ] facility; to another facility it needs the card play', () => {
    const mirror = reportScene(['122_018'], { spent: true, mirror: true });
    expect(apply(mirror.state, reportTo(mirror.state, mirror.copies[0]!, mirror.post)).cards[mirror.copies[0]!]!.zone).toBe(Z.aboard(mirror.post));
    const plain = reportScene(['122_018'], { spent: true });
    const outcome = when(plain.state, reportTo(plain.state, plain.copies[0]!, plain.post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
});
