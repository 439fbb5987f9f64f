// The Art of Diplomacy (mm, 122_037): incident — on your table; your [MQ], [Maq], Resistance and Orion Syndicate personnel with a hand weapon of yours present may use two levels of Treachery as one level of Diplomacy when requirements are checked. Its once-each-turn kill (placing the incident out of play) and its once-per-game hand weapon download are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; USING SKILLS (skill levels). Behaviour/skill-substitutions.ts. "Using a hand weapon" is read as a hand weapon of yours present; the card text's mirror icon [MQ] is shown by the card list's personnel as [MU], so both count.
export default defineCard('122_037', {
  title: 'The Art of Diplomacy',
  scenario: 'behaviour/skill-substitutions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [
    {
      kind: 'use-skill-as',
      skill: 'Treachery',
      levels: 2,
      as: ['Diplomacy'],
      withEquipment: 'hand weapon',
      to: { anyOf: [{ icons: ['MQ'] }, { icons: ['MU'] }, { icons: ['Maq'] }, { characteristics: ['Resistance', 'Orion Syndicate'] }] },
      where: 'in-play',
    },
  ],
  manual: [
    'once each turn, placing the incident out of play to kill one other personnel present with such a personnel',
    'once per game, discarding the incident to download a hand weapon to one of your personnel with 2 Treachery',
    'ignoring skill reductions from rifles while using Treachery as Diplomacy',
  ],
});
