// Treaty: Federation/Romulan/Klingon (otsd, 111_008): event — on your table, your Federation, Romulan and Klingon cards mix and cooperate and ignore affiliation attack restrictions, but a team with any of them may not attempt your opponent's missions (the engine has no side decks, so none is ever open).
import { defineCard } from '../../behaviour/define';

export default defineCard('111_008', {
  title: 'Treaty: Federation/Romulan/Klingon',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'mix', affiliations: ['Federation', 'Romulan'] },
    { kind: 'mix', affiliations: ['Federation', 'Klingon'] },
    { kind: 'mix', affiliations: ['Romulan', 'Klingon'] },
    { kind: 'ignore-attack-restrictions', affiliations: ['Federation', 'Romulan', 'Klingon'], notOpponentsMissions: true },
  ],
});
