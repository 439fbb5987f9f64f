// Strategema (agt, 127_008): incident — on your table, Ooby Dooby is cancelled as it is encountered and nobody may play Rogue Borg Mercenaries.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_008', {
  title: 'Strategema',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  nullifies: [{ kind: 'dilemmas-while-in-play', titles: ['Ooby Dooby'] }],
  restricts: [{ kind: 'no-plays-titled', titles: ['Rogue Borg Mercenaries'] }],
  manual: ["Q's Planet may not enter play", "your opponent may not initiate battle or play Outgunned at a homeworld against your force containing a card matching that homeworld's affiliation"],
});
