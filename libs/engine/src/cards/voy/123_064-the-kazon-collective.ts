// The Kazon Collective (voy, 123_064): incident — on its owner's table, their Kazon-affiliation cards may not be assimilated. The free report of another Kazon of a Maje's sect (once each turn) and the other way to play it (on your Kazon Warship, letting your [Kaz] personnel and ships report aboard) stay manual.
//   1E rulebook › Borg Rule: Personnel Assimilation; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_064', {
  title: 'The Kazon Collective',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'normal-play' } },
  assimilationImmunity: { yoursOfAffiliation: 'Kazon' },
  manual: [
    'once each turn, with a Maje in play, another Kazon of his sect reports for free',
    'the other way: played on your Kazon Warship, your [Kaz] Personnel and Ship cards (except other Warships) may report aboard',
  ],
});
