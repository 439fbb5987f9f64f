// Oppression of the Remans (NEM, 241_006): event — on your table; your Reman personnel of SECURITY classification may meet the requirements of a dilemma they encounter as if they were CIVILIAN, V.I.P. or female; one who does then dies. Its other function (issue 15, helper stored): played to take a card stored on your Deliberately Discarded into hand, then discarded (PlayCard.mode 1).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (conditions). Behaviour/skill-substitutions.ts.
export default defineCard('241_006', {
  title: 'Oppression of the Remans',
  scenario: 'behaviour/skill-substitutions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [
    {
      kind: 'meet-dilemmas-as-if',
      classifications: ['CIVILIAN', 'V.I.P.'],
      characteristics: ['Female'],
      then: 'killed',
      to: { characteristics: ['Reman'], classification: 'SECURITY' },
      where: 'in-play',
    },
  ],
  // Behaviour/stored-cards.ts (`stored-on-your`), modes.ts.
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'stored-on-your', titles: ['Deliberately Discarded'] },
      triggers: [{ on: 'played', effects: [{ kind: 'stored-targets-to', to: 'hand' }] }],
      duration: 'instant',
    },
  ],
});
