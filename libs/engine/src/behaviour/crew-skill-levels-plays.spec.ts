/**
 * Issue 15 (helper tables): a card played on your crew or Away Team whose personnel hold a skill's levels together
 * (target `crew-or-away-team` … `with: [{ skill, atLeast, levels: true }]`, behaviour/targets-events.ts): "has 4
 * Treachery" sums the levels (Treachery x2 counts twice), not the personnel.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DRAWING CARDS ("up to"); Glossary › skills (multipliers).
 * Cards: War Council (its second way; the first way is manual).
 * given (an Away Team of p1 on the planet, War Council in hand) / when (PlayCard on the team, the draw answer) /
 * then (the offer, the cards drawn, where the incident goes, the refusal's code).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

describe('123_067 War Council (second way): on your crew or Away Team with four Treachery in all, draw up to three, then discarded', () => {
  function table(skills: readonly string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: skills.map((one) => ({ skills: one })), hand: ['War Council'] });
    return { state: built.state, council: built.ids.hand[0]!, first: built.ids.awayTeam[0]! };
  }

  it('applies: Treachery x2 and two with Treachery (four levels) — played on them, up to three drawn, the incident discarded', () => {
    const { state, council, first } = table(['Treachery x2', 'Treachery', 'Treachery OFFICER']);
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(council, first));
    const played = accepted(state, playOn(council, first));
    const options = ofType(played.events, 'ChoiceAwaited')[0]!.options;
    const drawn = play(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[options.length - 1]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn')[0]!.cards).toHaveLength(3);
    expect(drawn.state.cards[council]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: three levels of Treachery in all (and an OFFICER) — no target, not offered', () => {
    const { state, council, first } = table(['Treachery x2', 'Treachery', 'OFFICER']);
    expect(legalCommands(state, 'p1')).not.toContainEqual(playOn(council, first));
    expect(refused(state, playOn(council, first))).toBe('INVALID_TARGET');
  });
});
