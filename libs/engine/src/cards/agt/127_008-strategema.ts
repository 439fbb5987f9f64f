// Strategema (agt, 127_008): incident on your table — Ooby Dooby is cancelled as it is encountered; nobody may play Rogue Borg Mercenaries or Q's Planet; your opponent may not initiate battle, nor play Outgunned, at a homeworld against your force containing a card of that homeworld's affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_008', {
  title: 'Strategema',
  scenario: 'behaviour/table-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  nullifies: [{ kind: 'dilemmas-while-in-play', titles: ['Ooby Dooby'] }],
  // "Q's Planet may not enter play": the engine has no Q-Continuum side deck, so a Q-mission enters play only by a
  // manual effect (accepted or disputed by the opponent); any play of it is refused here.
  restricts: [
    { kind: 'no-plays-titled', titles: ['Rogue Borg Mercenaries', "Q's Planet"] },
    { kind: 'no-battle-at-matching-homeworld', titles: ['Outgunned'] },
  ],
});
